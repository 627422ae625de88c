/// vCard text-value escaping (RFC 6350 §3.4) for values that other formats
/// store in a person's `otherProperties`, whose values are kept escaped.
enum VCardText {
  /// Escapes `\`, `,`, `;` and newlines.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case ",": result += "\\,"
      case ";": result += "\\;"
      case "\n", "\r\n", "\r": result += "\\n"
      default: result.append(character)
      }
    }
    return result
  }

  /// Reverses ``escaped(_:)``; `\N` also means a newline, and an unknown
  /// escape keeps its character.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func unescaped(_ text: String) -> String {
    var result = ""
    var escaping = false
    for character in text {
      if escaping {
        result.append(character == "n" || character == "N" ? "\n" : character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
