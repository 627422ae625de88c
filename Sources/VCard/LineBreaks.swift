/// Line breaks inside values, which vCard writes as the escape `\n`.
enum LineBreaks {
  /// The bytes with every CRLF, CR and LF written as the two characters `\n`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  static func escaped(_ bytes: some Collection<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    appendEscaped(bytes, to: &out)
    return out
  }

  /// Appends ``escaped(_:)`` of `bytes` to `out`: the bytes themselves, in
  /// one copy, when they hold no line break.
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  static func appendEscaped(_ bytes: some Collection<UInt8>, to out: inout [UInt8]) {
    guard occur(in: bytes) else { return out.append(contentsOf: bytes) }
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
  }

  /// Whether the bytes hold a CR or LF.
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes; a scan of
  ///   memory when they are contiguous.
  static func occur(in bytes: some Sequence<UInt8>) -> Bool {
    let contiguous = bytes.withContiguousStorageIfAvailable { buffer in
      buffer.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    }
    return contiguous ?? bytes.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
  }
}
