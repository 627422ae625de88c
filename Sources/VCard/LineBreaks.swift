/// Line breaks inside values, which vCard writes as the escape `\n`.
enum LineBreaks {
  /// The bytes with every CRLF, CR and LF written as the two characters `\n`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  static func escaped(_ bytes: some Collection<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var previous: UInt8 = 0
    for byte in bytes {
      defer { previous = byte }
      if byte == UInt8(ascii: "\n"), previous == UInt8(ascii: "\r") { continue }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      } else {
        out.append(byte)
      }
    }
    return out
  }

  /// Whether the bytes hold a CR or LF.
  static func occur(in bytes: some Sequence<UInt8>) -> Bool {
    bytes.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
  }
}
