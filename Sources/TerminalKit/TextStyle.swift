/// Terminal text attributes, all of which work without colour.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let bold = TextAttributes(rawValue: 1 << 0)
  public static let dim = TextAttributes(rawValue: 1 << 1)
  public static let reverse = TextAttributes(rawValue: 1 << 2)
  public static let underline = TextAttributes(rawValue: 1 << 3)
}

/// How a run of text looks: explicit attributes plus an optional colour role.
///
/// Views say what a thing *is* (``ColorRole/selection``, ``ColorRole/error``)
/// and each screen decides how that looks: colours where the terminal has
/// them and `NO_COLOR` is not set, plain attributes otherwise (see
/// ``resolvedAttributes(colors:)``). The in-memory ``CellBuffer`` keeps the
/// style exactly as given, so tests assert on roles.
public struct TextStyle: Hashable, Sendable {
  /// Attributes applied whether or not colours are in use.
  public var attributes: TextAttributes

  /// What the text is, for colouring; `nil` for ordinary text.
  public var role: ColorRole?

  /// A style with the given attributes and role.
  public init(_ attributes: TextAttributes = [], role: ColorRole? = nil) {
    self.attributes = attributes
    self.role = role
  }

  /// Ordinary text in the terminal's default colours.
  public static let plain = TextStyle()

  /// Text of the given role, with no extra attributes.
  public static func role(_ role: ColorRole) -> TextStyle {
    TextStyle(role: role)
  }

  /// The attributes to draw with: the explicit ones plus the role's, which
  /// differ with and without colour.
  ///
  /// - Complexity: O(1).
  public func resolvedAttributes(colors: Bool) -> TextAttributes {
    guard let role else { return attributes }
    return attributes.union(colors ? role.colorAttributes : role.monochromeAttributes)
  }
}
