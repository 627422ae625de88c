/// How one kind of text looks: its colours where the terminal shows colour,
/// and the attributes added with colour and without it (`NO_COLOR`, or a
/// terminal that has none).
///
/// An app names its kinds of text and gives each a colouring (refbook's
/// `ColorRole`); a screen turns a colouring into what it can show (see
/// ``TextStyle/resolvedAttributes(colors:)``).
///
/// ```swift
/// let warning = TextColoring(foreground: .red, colorAttributes: .bold, monochromeAttributes: .bold)
/// screen.put("careful", row: 0, column: 0, style: TextStyle(coloring: warning))
/// ```
public struct TextColoring: Hashable, Sendable {
  public var foreground: TerminalColor
  public var background: TerminalColor
  /// Added to the colours when colours are in use.
  public var colorAttributes: TextAttributes
  /// Stands for the colours when they are not: choose them so that what must
  /// stand out still does.
  public var monochromeAttributes: TextAttributes

  public init(
    foreground: TerminalColor = .terminalDefault, background: TerminalColor = .terminalDefault,
    colorAttributes: TextAttributes = [], monochromeAttributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.colorAttributes = colorAttributes
    self.monochromeAttributes = monochromeAttributes
  }
}
