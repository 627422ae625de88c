/// Byte-order marks at the start of a file.
enum ByteOrderMark {
  /// The file as UTF-8 without a leading mark: a UTF-8 mark is removed, and a
  /// file with a UTF-16 mark (some Windows exports) is transcoded.
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  static func utf8WithoutMark(_ bytes: [UInt8]) -> [UInt8] {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
    let isLittleEndian = bytes.starts(with: [0xFF, 0xFE])
    guard isLittleEndian || bytes.starts(with: [0xFE, 0xFF]) else { return bytes }
    let body = bytes.dropFirst(2)
    let units = stride(from: body.startIndex, to: body.endIndex - 1, by: 2).map { index in
      isLittleEndian
        ? UInt16(body[index]) | UInt16(body[index + 1]) << 8
        : UInt16(body[index]) << 8 | UInt16(body[index + 1])
    }
    return Array(String(decoding: units, as: UTF16.self).utf8)
  }
}
