/// A resource's path as this client keys it: percent-decoded, so that two
/// servers' (or one server's two) spellings of one path are one key; and
/// encoded again, the same way each time, to be sent.
public enum Href {
  /// `/user/a%40b.vcf` → `/user/a@b.vcf`; an invalid escape is kept as written.
  ///
  /// - Complexity: O(*n*) in the length of the path.
  public static func decoded(_ href: String) -> String {
    guard href.utf8.contains(UInt8(ascii: "%")) else { return href }
    var bytes: [UInt8] = []
    let utf8 = Array(href.utf8)
    var index = 0
    while index < utf8.count {
      if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
        let value = UInt8(String(decoding: utf8[index + 1...index + 2], as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        index += 3
      } else {
        bytes.append(utf8[index])
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A decoded path encoded for a URL or a request body: every byte but
  /// ASCII letters, digits, `/` and `-._~@+=` as `%XX`.
  ///
  /// - Complexity: O(*n*) in the length of the path.
  public static func encoded(_ path: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(path.utf8.count)
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in path.utf8 {
      if kept[Int(byte)] {
        bytes.append(byte)
      } else {
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// For each byte, whether ``encoded(_:)`` keeps it as it is.
  private static let kept: [Bool] = (0..<256).map { byte in
    let scalar = Unicode.Scalar(UInt8(byte))
    return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || "/-._~@+=".unicodeScalars.contains(scalar)
  }
}
