import TerminalKit

/// What a piece of refbook's screen is, so that it is coloured consistently:
/// views draw with ``TerminalKit/TextStyle/role(_:)``, and the ``Theme`` in
/// use gives each role its colouring.
public enum ColorRole: String, CaseIterable, Hashable, Sendable {
  /// The header line (book path, counts, saved state).
  case header
  /// The bottom line of key hints and messages.
  case status
  /// The title or border of the pane that has the keyboard focus.
  case focus
  /// The selected row or field in the focused pane.
  case selection
  /// The selected row or field in a pane without focus.
  case inactiveSelection = "inactive_selection"
  /// Text matching the current search.
  case match
  /// An error message.
  case error
  /// Secondary text: field types, hints, placeholders.
  case secondary

  /// What the config file calls the role (`inactive_selection`).
  ///
  /// - Complexity: O(1).
  public var name: String { rawValue }

  /// What the role colours, for the default config file and the manual.
  ///
  /// - Complexity: O(1).
  public var about: String {
    switch self {
    case .header: "the top line"
    case .status: "the bottom line of hints and messages"
    case .focus: "the title of the focused pane"
    case .selection: "the selected row in the focused pane"
    case .inactiveSelection: "the selected row in the other pane"
    case .match: "text matching the search"
    case .error: "error messages"
    case .secondary: "field types, hints, the rule between the panes"
    }
  }
}

extension TextStyle {
  /// Text of `role` in the theme being drawn with (``Theme/current``), with
  /// `attributes` added.
  static func role(_ role: ColorRole, _ attributes: TextAttributes = []) -> TextStyle {
    TextStyle(attributes, coloring: Theme.current.coloring(for: role))
  }

  /// The role this style was drawn with in the current theme, if any: for
  /// tests on the cell buffer.
  var role: ColorRole? {
    coloring.flatMap { coloring in ColorRole.allCases.first { Theme.current.coloring(for: $0) == coloring } }
  }
}
