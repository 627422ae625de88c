import RefbookModel
import TerminalKit

extension App {
  /// The cells of a photo in the detail pane: about a square where cells
  /// are twice as high as wide.
  static let photoCells = (columns: 16, rows: 8)

  /// Keeps room for a photo in the detail pane where the terminal shows
  /// images (it is asked only when the `photos` setting is on), and draws
  /// the pane again when that changes.
  func makeRoomForPhotos() {
    let cells = terminal.showsImages ? Self.photoCells : nil
    guard detail.photoCells?.columns != cells?.columns || detail.photoCells?.rows != cells?.rows else { return }
    detail.photoCells = cells
    detail.setNeedsDisplay()
  }

  /// Shows the selected person's photo in its place in the detail pane
  /// (``DetailPane/photoRegion(in:)``), else no image: none for a person
  /// without a photo or whose photo does not decode, none until it is
  /// decoded (on another thread; the app draws again then, see
  /// ``PhotoCache``), and none under an overlay, which the image would cover.
  ///
  /// - Complexity: O(1).
  func showPhoto(in layout: Layout) {
    guard overlay == nil, let region = detail.photoRegion(in: layout.detail), let photo = detail.person?.value?.photo,
      let image = photos.image(of: photo)
    else {
      terminal.clearImage()
      return
    }
    terminal.showImage(image, in: CellArea(row: region.row, column: region.column, rows: region.rows, columns: region.columns))
  }
}
