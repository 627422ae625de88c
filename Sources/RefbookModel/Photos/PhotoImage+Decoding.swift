#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import VCard

extension PhotoImage {
  /// Decodes `photo`: data in the card (base64, in any vCard version's
  /// form) or a `file:` URI's regular file, at most ``largestSource``
  /// bytes, holding a PNG or a JPEG (told from its first bytes, whatever
  /// the card declares); `nil` for anything else, a link to another place
  /// (nothing is fetched from a network), or data that does not decode.
  ///
  /// - Complexity: O(*n*) in the photo's bytes; a JPEG is decoded scaled
  ///   (see ``init(encoded:)``).
  public init?(_ photo: ContactPhoto) {
    switch photo.property.media {
    case .inline(let base64):
      // Base64 is 4/3 of the bytes, and the text may hold line breaks: twice is more than enough.
      guard base64.utf8.count <= 2 * Self.largestSource,
        let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters), data.count <= Self.largestSource
      else { return nil }
      self.init(encoded: [UInt8](data))
    case .link(let uri):
      guard let path = PhotoFile.path(ofFileURI: uri), let bytes = PhotoFile.read(path, atMost: Self.largestSource) else {
        return nil
      }
      self.init(encoded: bytes)
    case nil:
      return nil
    }
  }

  /// The image an image file's `bytes` hold: a PNG as it is, once its
  /// header says a size of at most ``PNGHeader/largestSide`` each way; a
  /// JPEG decoded to RGB with its longer side at most ``longestSide``;
  /// `nil` for anything else or what does not decode.
  ///
  /// - Complexity: O(*n*) in the bytes, and for a JPEG in the pixels
  ///   decoded (libjpeg scales while decoding, by eighths).
  public init?(encoded bytes: [UInt8]) {
    if let size = PNGHeader.size(of: bytes) {
      self.init(format: .png, width: size.width, height: size.height, bytes: bytes)
    } else if let decoded = JPEGDecoding.rgb(of: bytes, longestSide: Self.longestSide) {
      self.init(format: .rgb, width: decoded.width, height: decoded.height, bytes: decoded.pixels)
    } else {
      return nil
    }
  }
}
