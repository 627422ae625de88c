/// Parameter values on the wire: RFC 6868 caret escapes and the quoting the
/// writer adds when a value holds `:`, `;` or `,`.
enum ParameterValue {
  /// Resolves `^n` (newline), `^^` (`^`) and `^'` (`"`); any other caret is kept.
  ///
  /// - Complexity: O(*n*), where *n* is the length of `text`.
  static func decodeCaret(_ text: String) -> String {
    text.unescaped(by: "^", ["n": "\n", "N": "\n", "^": "^", "'": "\""])
  }

  /// Appends the value as written in a header to `out`: caret-escaped where
  /// needed (a line break of any kind becomes `^n`), and in double quotes
  /// when it holds `:`, `;`, `,` or a caret escape. Other characters are
  /// written as they are. (Every character it escapes or quotes for is
  /// ASCII, which no byte of another character's UTF-8 is: it works on the
  /// bytes.)
  ///
  /// - Complexity: O(*n*), where *n* is the length of `value` in UTF-8.
  static func append(_ value: String, to out: inout [UInt8]) {
    let bytes = value.utf8
    guard bytes.contains(where: needsQuotes) else { return out.append(contentsOf: bytes) }
    out.append(UInt8(ascii: "\""))
    var previous: UInt8 = 0
    for byte in bytes {
      defer { previous = byte }
      switch byte {
      case UInt8(ascii: "^"): out += [UInt8(ascii: "^"), UInt8(ascii: "^")]
      case UInt8(ascii: "\""): out += [UInt8(ascii: "^"), UInt8(ascii: "'")]
      case UInt8(ascii: "\n") where previous == UInt8(ascii: "\r"): continue
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"): out += [UInt8(ascii: "^"), UInt8(ascii: "n")]
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// Whether a value holding `byte` is written in double quotes.
  private static func needsQuotes(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "^"), UInt8(ascii: "\""), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
      UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: ","):
      true
    default:
      false
    }
  }
}
