/// Parameter values on the wire: RFC 6868 caret escapes and the quoting the
/// writer adds when a value holds `:`, `;` or `,`.
enum ParameterValue {
  /// Resolves `^n` (newline), `^^` (`^`) and `^'` (`"`); any other caret is kept.
  ///
  /// - Complexity: O(*n*), where *n* is the length of `text`.
  static func decodeCaret(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "^")) else { return text }
    var out = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "^" else {
        out.unicodeScalars.append(scalar)
        continue
      }
      switch scalars.next() {
      case "n"?, "N"?: out.append("\n")
      case "^"?: out.append("^")
      case "'"?: out.append("\"")
      case let other?: out.unicodeScalars.append(contentsOf: ["^", other])
      case nil: out.append("^")
      }
    }
    return out
  }

  /// The value as written in a header: caret-escaped where needed (a line
  /// break of any kind becomes `^n`), and in double quotes when it holds `:`,
  /// `;`, `,` or a caret escape. Other characters are written as they are.
  ///
  /// - Complexity: O(*n*), where *n* is the length of `value`.
  static func encode(_ value: String) -> String {
    var needsQuotes = false
    var out = ""
    var previous: Unicode.Scalar = "\0"
    for scalar in value.unicodeScalars {
      defer { previous = scalar }
      switch scalar {
      case "^": out += "^^"; needsQuotes = true
      case "\"": out += "^'"; needsQuotes = true
      case "\n" where previous == "\r": continue
      case "\n", "\r": out += "^n"; needsQuotes = true
      case ":", ";", ",": out.unicodeScalars.append(scalar); needsQuotes = true
      default: out.unicodeScalars.append(scalar)
      }
    }
    return needsQuotes ? "\"" + out + "\"" : out
  }
}
