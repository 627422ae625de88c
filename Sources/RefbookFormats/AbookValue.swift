import VCard

/// How refbook writes values into abook's one-line `key=value` fields, and
/// abook's date form.
enum AbookValue {
  /// `text` on one line: a backslash written `\\`, each line break (CRLF,
  /// CR or LF) written `\n`.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func escape(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 == "\\" || $0 == "\n" || $0 == "\r" }) else { return text }
    var out = ""
    var previous: Unicode.Scalar = "\0"
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      switch scalar {
      case "\\": out += "\\\\"
      case "\n" where previous == "\r": continue
      case "\n", "\r": out += "\\n"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// The text ``escape(_:)`` wrote: `\\` a backslash, `\n` a line break; any
  /// other backslash (abook's own files: `C:\temp`) stays as it is.
  ///
  /// - Complexity: O(*n*) in the length of `value`.
  static func unescape(_ value: String) -> String {
    value.unescaped(by: "\\", ["\\": "\\", "n": "\n"])
  }

  /// A vCard date in abook's form: `--0412` → `--04-12`, `19850412` →
  /// `1985-04-12`, a date with a time → the date; anything else as it is.
  ///
  /// - Complexity: O(*n*) in the length of `date`.
  static func abookDate(_ date: String) -> String {
    let digits = Array(date.utf8)
    let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    if digits.count == 6, date.hasPrefix("--"), digits.dropFirst(2).allSatisfy(isDigit) {
      return "--" + date.dropFirst(2).prefix(2) + "-" + date.suffix(2)
    }
    if digits.count == 8, digits.allSatisfy(isDigit) {
      return date.prefix(4) + "-" + date.dropFirst(4).prefix(2) + "-" + date.suffix(2)
    }
    if digits.count > 10, digits[10] == UInt8(ascii: "T"), digits[4] == UInt8(ascii: "-") {
      return String(date.prefix(10))
    }
    return date
  }

  /// An abook date as vCard writes it: `--04-12` → `--0412`; a full date
  /// (`1985-04-12`) is one already.
  ///
  /// - Complexity: O(*n*) in the length of `date`.
  static func vCardDate(_ date: String) -> String {
    let bytes = Array(date.utf8)
    guard bytes.count == 7, date.hasPrefix("--"), bytes[4] == UInt8(ascii: "-") else { return date }
    return "--" + date.dropFirst(2).prefix(2) + date.suffix(2)
  }
}
