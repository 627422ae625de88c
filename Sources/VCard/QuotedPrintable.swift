/// Quoted-printable decoding (RFC 2045 §6.7) as vCard 2.1 uses it.
enum QuotedPrintable {
  /// Decodes `=XX` escapes. Soft line breaks were already joined by the
  /// unfolder; a trailing lone `=` is dropped. A malformed escape (`=G1`) is
  /// kept as written and reported through `isMalformed`.
  ///
  /// - Complexity: O(*n*), where *n* is the length of `encoded`.
  static func decode<Bytes: RandomAccessCollection<UInt8>>(_ encoded: Bytes) -> (bytes: [UInt8], isMalformed: Bool)
  where Bytes.Index == Int {
    var out: [UInt8] = []
    out.reserveCapacity(encoded.count)
    var isMalformed = false
    var index = encoded.startIndex
    while index < encoded.endIndex {
      let byte = encoded[index]
      guard byte == UInt8(ascii: "=") else {
        out.append(byte)
        index += 1
        continue
      }
      if index + 1 == encoded.endIndex { break }
      if index + 2 < encoded.endIndex, let high = hexValue(encoded[index + 1]), let low = hexValue(encoded[index + 2]) {
        out.append(high << 4 | low)
        index += 3
      } else {
        isMalformed = true
        out.append(byte)
        index += 1
      }
    }
    return (out, isMalformed)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}
