import TerminalKit

/// A role's colours as the config file writes them: attributes, a
/// foreground colour and `on` a background colour, each optional.
///
/// ```toml
/// header = "bold white on blue"
/// match = "underline color208"
/// status = "on default"
/// ```
///
/// Colours are `default`, the eight names, their `bright-` forms and
/// `color0` … `color255` (see ``TerminalKit/TerminalColor/init(name:)``);
/// attributes are `bold`, `dim`, `underline` and `reverse`.
public struct ColorSpec: Equatable, Sendable, CustomStringConvertible {
  public var foreground: TerminalColor
  public var background: TerminalColor
  public var attributes: TextAttributes

  /// A spec of these colours and attributes.
  ///
  /// - Complexity: O(1).
  public init(foreground: TerminalColor = .terminalDefault, background: TerminalColor = .terminalDefault,
              attributes: TextAttributes = []) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The attribute words, in the order ``description`` writes them.
  static let attributeNames: [(name: String, attribute: TextAttributes)] =
    [("bold", .bold), ("dim", .dim), ("underline", .underline), ("reverse", .reverse)]

  /// What a spec may say, for error messages, the default config file and
  /// the manual.
  public static let allowed =
    "[bold|dim|underline|reverse …] [COLOR] [on COLOR], where COLOR is default, "
    + TerminalColor.names.prefix(8).joined(separator: ", ") + ", bright-NAME, or color0 … color255"

  /// The spec `text` writes.
  ///
  /// - Throws: a message naming the word at fault and what is allowed.
  /// - Complexity: O(*n*) in the length of the text.
  public init(parsing text: String) throws(SettingsProblem) {
    self.init()
    let words = text.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
    var foreground: TerminalColor?
    var index = 0
    while index < words.count {
      let word = words[index]
      if let attribute = Self.attributeNames.first(where: { $0.name == word }) {
        attributes.insert(attribute.attribute)
      } else if word == "on" {
        guard index == words.count - 2, let color = TerminalColor(name: words[index + 1]) else {
          throw SettingsProblem("\"\(text)\": `on` must be followed by one colour, last; allowed: \(Self.allowed)")
        }
        background = color
        index += 1
      } else if foreground == nil, let color = TerminalColor(name: word) {
        foreground = color
      } else {
        throw SettingsProblem("\"\(text)\": \"\(word)\" is not an attribute or a colour; allowed: \(Self.allowed)")
      }
      index += 1
    }
    self.foreground = foreground ?? .terminalDefault
  }

  /// The spec in the words ``init(parsing:)`` reads: `bold white on blue`,
  /// `default` for no colours or attributes.
  ///
  /// - Complexity: O(1).
  public var description: String {
    var words = Self.attributeNames.filter { attributes.contains($0.attribute) }.map(\.name)
    if foreground != .terminalDefault || words.isEmpty { words.append(foreground.name) }
    if background != .terminalDefault { words += ["on", background.name] }
    return words.joined(separator: " ")
  }
}
