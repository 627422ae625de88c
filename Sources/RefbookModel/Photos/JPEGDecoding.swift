import CJPEG

#if canImport(Glibc)
import Glibc
#endif

/// JPEG photos decoded to RGB by libjpeg-turbo, small.
enum JPEGDecoding {
  /// The most pixels decoded (libjpeg's smallest scale, an eighth each
  /// way, of an image up to 32,768 pixels square); a larger image is not
  /// decoded.
  static let mostPixels = 4096 * 4096

  /// The pixels of the JPEG in `bytes`, 3 bytes each, with the longer side
  /// at most `longestSide`: libjpeg scales while decoding, by the largest
  /// eighth that fits, and an image still too large is then averaged down
  /// (``RGBScaling``). `nil` when `bytes` are no JPEG, or one libjpeg cannot
  /// decode to RGB.
  ///
  /// - Complexity: O(*n*) in the bytes and the pixels decoded.
  static func rgb(of bytes: [UInt8], longestSide: Int) -> (width: Int, height: Int, pixels: [UInt8])? {
    guard bytes.starts(with: [0xFF, 0xD8, 0xFF]), longestSide > 0 else { return nil }
    var width: UInt32 = 0
    var height: UInt32 = 0
    let decoded = bytes.withUnsafeBufferPointer { data in
      refbook_jpeg_decode(data.baseAddress, UInt(data.count), UInt32(longestSide), UInt(mostPixels), &width, &height)
    }
    guard let decoded else { return nil }
    defer { free(decoded) }
    let pixels = [UInt8](UnsafeBufferPointer(start: decoded, count: Int(width) * Int(height) * 3))
    return RGBScaling.fitted(pixels, width: Int(width), height: Int(height), longestSide: longestSide)
  }
}
