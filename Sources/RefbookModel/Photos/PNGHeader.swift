/// What a PNG file's first chunk says: its size.
enum PNGHeader {
  /// The widest or highest PNG passed on: terminals refuse larger ones (or
  /// take a long time and much memory over them).
  static let largestSide = 10_000

  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The width and height in `bytes`' `IHDR` chunk, when they start with
  /// PNG's signature and that chunk, and both are from 1 to ``largestSide``.
  ///
  /// - Complexity: O(1).
  static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count >= 24, bytes.starts(with: signature), bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
    let number = { (start: Int) in bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
    let (width, height) = (number(16), number(20))
    guard (1...largestSide).contains(width), (1...largestSide).contains(height) else { return nil }
    return (width, height)
  }
}
