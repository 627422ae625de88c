import TerminalKit

/// What a piece of refbook's screen is, so that it is coloured consistently:
/// views draw with ``TerminalKit/TextStyle/role(_:)``, and each role has one
/// ``coloring``.
enum ColorRole: CaseIterable, Hashable, Sendable {
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

  /// The role's colours, and its attributes with and without colour; without
  /// colour every role but secondary text stands out from plain text.
  var coloring: TextColoring {
    switch self {
    case .header: TextColoring(foreground: .white, background: .blue, colorAttributes: .bold, monochromeAttributes: [.reverse, .bold])
    case .status: TextColoring(foreground: .black, background: .cyan, monochromeAttributes: .reverse)
    case .focus: TextColoring(foreground: .cyan, colorAttributes: .bold, monochromeAttributes: .bold)
    case .selection: TextColoring(foreground: .black, background: .cyan, monochromeAttributes: [.reverse, .bold])
    case .inactiveSelection: TextColoring(foreground: .black, background: .white, monochromeAttributes: .reverse)
    case .match: TextColoring(foreground: .yellow, colorAttributes: [.bold, .underline], monochromeAttributes: .underline)
    case .error: TextColoring(foreground: .red, colorAttributes: .bold, monochromeAttributes: .bold)
    case .secondary: TextColoring(colorAttributes: .dim, monochromeAttributes: .dim)
    }
  }
}

extension TextStyle {
  /// Text of `role`, with `attributes` added.
  static func role(_ role: ColorRole, _ attributes: TextAttributes = []) -> TextStyle {
    TextStyle(attributes, coloring: role.coloring)
  }

  /// The role this style was drawn with, if any: for tests on the cell buffer.
  var role: ColorRole? {
    coloring.flatMap { coloring in ColorRole.allCases.first { $0.coloring == coloring } }
  }
}
