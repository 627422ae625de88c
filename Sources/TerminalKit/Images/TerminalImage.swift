/// An image a terminal draws over its cells (see ``Screen/showImage(_:in:)``):
/// a PNG file's bytes, which the terminal decodes, or pixels.
public struct TerminalImage: Equatable, Sendable {
  /// How ``bytes`` hold the picture.
  public enum Format: Equatable, Sendable {
    /// A PNG file, as it is.
    case png
    /// Three bytes a pixel (red, green, blue), row after row from the top.
    case rgb
    /// Four bytes a pixel (red, green, blue, alpha), row after row from the top.
    case rgba
  }

  public let format: Format
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  public let bytes: [UInt8]

  /// The image `bytes` hold, `width` × `height` pixels; `nil` when a side
  /// is not positive, or pixels are not as many bytes as the size says
  /// (for a PNG the size is its header's, not checked here).
  ///
  /// - Complexity: O(1).
  public init?(_ format: Format, width: Int, height: Int, bytes: [UInt8]) {
    guard width > 0, height > 0, !bytes.isEmpty else { return nil }
    switch format {
    case .png: break
    case .rgb: guard bytes.count == width * height * 3 else { return nil }
    case .rgba: guard bytes.count == width * height * 4 else { return nil }
    }
    self.format = format
    self.width = width
    self.height = height
    self.bytes = bytes
  }
}
