import RefbookModel
import TerminalKit

extension TerminalImage {
  /// A decoded photo, for the terminal.
  init?(_ photo: PhotoImage) {
    let format: Format = switch photo.format {
    case .png: .png
    case .rgb: .rgb
    }
    self.init(format, width: photo.width, height: photo.height, bytes: photo.bytes)
  }
}
