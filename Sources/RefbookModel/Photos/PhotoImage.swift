/// A contact's photo, decoded as far as a terminal needs: a PNG as it is
/// (terminals that show images decode PNG themselves), any other image as
/// RGB pixels no larger than ``longestSide``.
public struct PhotoImage: Equatable, Sendable {
  /// How ``bytes`` hold the picture.
  public enum Format: Equatable, Sendable {
    /// A PNG file.
    case png
    /// Three bytes a pixel (red, green, blue), row after row from the top.
    case rgb
  }

  public let format: Format
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  public let bytes: [UInt8]

  /// The longest side of a decoded photo, in pixels: a photo beside a
  /// contact's card covers a few hundred pixels at most.
  public static let longestSide = 400
  /// The most bytes of a photo read, in the card or from a file (5 MiB):
  /// a larger one is not shown.
  public static let largestSource = 5 << 20
}
