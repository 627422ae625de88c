import TerminalKit

extension KeyMap {
  /// The keys the config file names by a word, in the order messages list them.
  private static let namedKeys: [(name: String, key: KeyEvent)] = [
    ("enter", .enter), ("tab", .tab), ("shift-tab", .backTab), ("esc", .escape), ("space", .character(" ")),
    ("backspace", .backspace), ("delete", .delete), ("insert", .insert), ("up", .up), ("down", .down),
    ("left", .left), ("right", .right), ("home", .home), ("end", .end), ("pageup", .pageUp), ("pagedown", .pageDown),
  ]

  /// Keys that are something else on the wire: Ctrl-H is Backspace, Ctrl-I
  /// Tab, Ctrl-J and Ctrl-M Enter.
  private static let controlAliases: [Character: String] = ["h": "backspace", "i": "tab", "j": "enter", "m": "enter"]

  /// What a key may be in the config file, for messages and the manual.
  public static let allowedKeyNames =
    "a single character (\"x\", \"X\", \"?\"), ctrl-a … ctrl-z, f1 … f12, "
    + namedKeys.map(\.name).joined(separator: ", ")

  /// The key `name` writes in the config file (`"x"`, `"ctrl-f"`, `"pagedown"`).
  ///
  /// - Throws: a message saying why it names no key that can be bound.
  /// - Complexity: O(*k*) in the number of named keys.
  public static func key(named name: String) throws(SettingsProblem) -> KeyEvent {
    if name.count == 1, let character = name.first {
      guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
        throw SettingsProblem("\(name.debugDescription) is a control character; write ctrl-… or the key's name")
      }
      return .character(character)
    }
    let word = name.lowercased()
    if let named = namedKeys.first(where: { $0.name == word }) { return named.key }
    if word.hasPrefix("ctrl-"), word.count == 6, let character = word.last {
      if let alias = controlAliases[character] {
        throw SettingsProblem("\"\(name)\" reaches refbook as \(alias); write \"\(alias)\"")
      }
      if character.isASCII && character.isLetter || "@\\]^_".contains(character) { return .control(character) }
    }
    if word.hasPrefix("f"), let number = Int(word.dropFirst()), (1...12).contains(number), String(number) == word.dropFirst() {
      return .function(number)
    }
    throw SettingsProblem("\"\(name)\" is not a key; allowed: \(allowedKeyNames)")
  }

  /// How the config file writes `key`: the inverse of ``key(named:)``.
  ///
  /// - Complexity: O(*k*) in the number of named keys.
  public static func configName(of key: KeyEvent) -> String {
    if let named = namedKeys.first(where: { $0.key == key }) { return named.name }
    switch key {
    case .character(let character): return String(character)
    case .control(let character): return "ctrl-" + String(character)
    case .function(let number): return "f\(number)"
    default: return name(of: key)
    }
  }
}
