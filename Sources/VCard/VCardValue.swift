/// The text layer of vCard values: splitting a raw value into `;` components
/// and `,` list items, and backslash escaping in both directions.
///
/// A raw value (``VCardProperty/value``) keeps its escapes, so `\;` and `;`
/// stay distinct until a value is split. Splitting therefore always comes
/// first, unescaping second:
///
/// ```swift
/// VCardValue.components(#";;1 Main St\; Apt 2;Springfield"#)
/// // ["", "", "1 Main St; Apt 2", "Springfield"]
/// ```
///
/// Unescaping is lenient about what other programs write: `\n` and `\N` are
/// newlines, `\\`, `\,`, `\;`, `\:` (Google writes `http\://`) and `\"`
/// (Apple and Gmail write it in 3.0) are the character itself, and any
/// other backslash is kept as it is, so that a
/// vCard 2.1 note holding `C:\temp` reads as written.
public enum VCardValue {
  /// Splits a raw value at every `separator` that is not escaped, without
  /// unescaping the pieces.
  ///
  /// - Parameter separator: an ASCII character, usually `;` or `,`.
  /// - Returns: at least one piece; an empty value gives `[""]`.
  /// - Complexity: O(*n*), where *n* is the length of `raw` in bytes.
  public static func split(_ raw: String, at separator: Unicode.Scalar) -> [String] {
    precondition(separator.isASCII, "vCard separators are ASCII")
    let separatorByte = UInt8(separator.value)
    return raw.withContiguousUTF8 { bytes in
      var pieces: [String] = []
      var start = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\\") {
          index += 1
          if index == bytes.count { break }
        } else if byte == separatorByte {
          pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
          start = index + 1
        }
        index += 1
      }
      pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
      return pieces
    }
  }

  /// The unescaped `;`-separated components of a structured value
  /// (`N`, `ADR`, `ORG`).
  ///
  /// - Complexity: O(*n*), where *n* is the length of `raw` in bytes.
  public static func components(_ raw: String) -> [String] {
    split(raw, at: ";").map { unescape($0) }
  }

  /// The unescaped `,`-separated items of a list value
  /// (`NICKNAME`, `CATEGORIES`).
  ///
  /// - Complexity: O(*n*), where *n* is the length of `raw` in bytes.
  public static func listItems(_ raw: String) -> [String] {
    split(raw, at: ",").map { unescape($0) }
  }

  /// The text a raw value stands for: backslash escapes resolved as
  /// described for ``VCardValue``.
  ///
  /// - Complexity: O(*n*), where *n* is the length of `raw` in bytes.
  public static func unescape(_ raw: String) -> String {
    raw.withContiguousUTF8 { bytes in
      guard bytes.contains(UInt8(ascii: "\\")) else { return raw }
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        guard byte == UInt8(ascii: "\\"), index < bytes.count else {
          out.append(byte)
          continue
        }
        let next = bytes[index]
        switch next {
        case UInt8(ascii: "n"), UInt8(ascii: "N"):
          out.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "\\"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "\""):
          out.append(next)
        default:
          out.append(byte)
          continue
        }
        index += 1
      }
      return String(decoding: out, as: UTF8.self)
    }
  }

  /// The raw form of a text: `\` `,` `;` escaped with a backslash and every
  /// line break (`\r\n`, `\r` or `\n`) written as `\n`.
  ///
  /// `unescape(escape(text)) == text` for every text without carriage returns.
  ///
  /// - Parameter escapingCommas: `false` to leave commas as they are, for a
  ///   component whose commas separate list items (the parts of `N`).
  /// - Complexity: O(*n*), where *n* is the length of `text` in bytes.
  public static func escape(_ text: String, escapingCommas: Bool = true) -> String {
    text.withContiguousUTF8 { bytes in
      guard bytes.contains(where: { needsEscape($0) && (escapingCommas || $0 != UInt8(ascii: ",")) }) else {
        return text
      }
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + 8)
      var previous: UInt8 = 0
      for byte in bytes {
        defer { previous = byte }
        switch byte {
        case UInt8(ascii: ","):
          if escapingCommas { out.append(UInt8(ascii: "\\")) }
          out.append(byte)
        case UInt8(ascii: "\\"), UInt8(ascii: ";"):
          out.append(UInt8(ascii: "\\"))
          out.append(byte)
        case UInt8(ascii: "\n") where previous == UInt8(ascii: "\r"):
          continue
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
          out.append(UInt8(ascii: "\\"))
          out.append(UInt8(ascii: "n"))
        default:
          out.append(byte)
        }
      }
      return String(decoding: out, as: UTF8.self)
    }
  }

  /// Joins texts into one raw value: each escaped, then separated by
  /// `separator` (the inverse of ``components(_:)`` and ``listItems(_:)``).
  ///
  /// - Complexity: O(*n*), where *n* is the total length in bytes.
  public static func join(_ texts: some Sequence<String>, separator: Unicode.Scalar) -> String {
    texts.map { escape($0) }.joined(separator: String(Character(separator)))
  }

  private static func needsEscape(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\\"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      true
    default:
      false
    }
  }
}
