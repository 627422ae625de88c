/// What a piece of text is, so a screen can colour it consistently.
public enum ColorRole: Int, CaseIterable, Hashable, Sendable {
  /// The header line (book path, counts, saved state).
  case header
  /// The bottom line of key hints and messages.
  case status
  /// The title or border of the pane that has the keyboard focus.
  case focus
  /// The selected row or field in the focused pane.
  case selection
  /// The selected row or field in a pane without focus.
  case inactiveSelection
  /// Text matching the current search.
  case match
  /// An error message.
  case error
  /// Secondary text: field types, hints, placeholders.
  case secondary
}

/// The eight ANSI colours, plus the terminal's own default.
public enum TerminalColor: Int16, Hashable, Sendable {
  case terminalDefault = -1
  case black, red, green, yellow, blue, magenta, cyan, white
}

extension ColorRole {
  /// Foreground and background when colours are in use.
  public var colors: (foreground: TerminalColor, background: TerminalColor) {
    switch self {
    case .header: (.white, .blue)
    case .status: (.black, .cyan)
    case .focus: (.cyan, .terminalDefault)
    case .selection: (.black, .cyan)
    case .inactiveSelection: (.black, .white)
    case .match: (.yellow, .terminalDefault)
    case .error: (.red, .terminalDefault)
    case .secondary: (.terminalDefault, .terminalDefault)
    }
  }

  /// Attributes added to ``colors`` when colours are in use.
  public var colorAttributes: TextAttributes {
    switch self {
    case .header, .focus, .error: .bold
    case .match: [.bold, .underline]
    case .secondary: .dim
    case .status, .selection, .inactiveSelection: []
    }
  }

  /// Attributes that stand for the role without colour (`NO_COLOR`, or a
  /// terminal that has none); chosen so that every role that must stand
  /// out still does.
  public var monochromeAttributes: TextAttributes {
    switch self {
    case .header: [.reverse, .bold]
    case .status: .reverse
    case .focus: .bold
    case .selection: [.reverse, .bold]
    case .inactiveSelection: .reverse
    case .match: .underline
    case .error: .bold
    case .secondary: .dim
    }
  }
}
