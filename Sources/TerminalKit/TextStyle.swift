/// Terminal text attributes, all of which work without colour.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let bold = TextAttributes(rawValue: 1 << 0)
  public static let dim = TextAttributes(rawValue: 1 << 1)
  public static let reverse = TextAttributes(rawValue: 1 << 2)
  public static let underline = TextAttributes(rawValue: 1 << 3)
}

/// How a run of text looks: explicit attributes plus an optional colouring.
///
/// Views say what a thing is by its colouring (an app keeps one
/// ``TextColoring`` per kind of text) and each screen decides how that
/// looks: colours where the terminal has them and `NO_COLOR` is not set,
/// plain attributes otherwise (see ``resolvedAttributes(colors:)``). The
/// in-memory ``CellBuffer`` keeps the style exactly as given, so tests
/// assert on it.
public struct TextStyle: Hashable, Sendable {
  /// Attributes applied whether or not colours are in use.
  public var attributes: TextAttributes

  /// How the text is coloured; `nil` for ordinary text.
  public var coloring: TextColoring?

  /// A style with the given attributes and colouring.
  public init(_ attributes: TextAttributes = [], coloring: TextColoring? = nil) {
    self.attributes = attributes
    self.coloring = coloring
  }

  /// Ordinary text in the terminal's default colours.
  public static let plain = TextStyle()

  /// The attributes to draw with: the explicit ones plus the colouring's,
  /// which differ with and without colour.
  ///
  /// - Complexity: O(1).
  public func resolvedAttributes(colors: Bool) -> TextAttributes {
    guard let coloring else { return attributes }
    return attributes.union(colors ? coloring.colorAttributes : coloring.monochromeAttributes)
  }
}
