/// A resource's path as this client keys it: percent-decoded, so that two
/// servers' (or one server's two) spellings of one path are one key; and
/// encoded again, the same way each time, to be sent.
public enum Href {
  /// `/user/a%40b.vcf` → `/user/a@b.vcf`; an invalid escape is kept as written.
  ///
  /// - Complexity: O(*n*) in the length of the path.
  public static func decoded(_ href: String) -> String {
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
    var text = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "/-._~@+=".unicodeScalars.contains(scalar) {
        text.unicodeScalars.append(scalar)
      } else {
        text += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return text
  }
}
