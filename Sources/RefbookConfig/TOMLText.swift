/// Values and keys written as TOML text, for the config files refbook
/// writes (`refbook config`).
enum TOMLText {
  /// `text` as a TOML basic string, quoted and escaped.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func string(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      case "\r": quoted += "\\r"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }

  /// `strings` as a TOML array of strings.
  ///
  /// - Complexity: O(*n*) in the length of the strings.
  static func array(_ strings: [String]) -> String {
    "[" + strings.map(string).joined(separator: ", ") + "]"
  }

  /// `name` as a TOML key: bare when it can be (ASCII letters, digits, `-`
  /// and `_`), else quoted.
  ///
  /// - Complexity: O(*n*) in the length of the name.
  static func key(_ name: String) -> String {
    let bare = !name.isEmpty && name.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
    }
    return bare ? name : string(name)
  }
}
