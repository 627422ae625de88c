import TerminalKit

extension CardLayout {
  /// Draws the card's `row` on the screen's `line` from `column`, within
  /// `columns` (blank past the card's last row). The title shows whether
  /// the pane is `focused`; in a focused pane, `selected` is highlighted:
  /// its label column in the selection's colours (the title and the
  /// header's entries, which have none, themselves), its value in bold.
  ///
  /// - Complexity: O(`columns`).
  func draw(row: Int, on screen: some Screen, at line: Int, column: Int, columns: Int, selected: CardItem?, focused: Bool) {
    screen.fill(rows: line..<(line + 1), columns: column..<(column + columns), style: .plain)
    for span in rows[safe: row] ?? [] where span.column < columns {
      let isSelected = focused && span.item != nil && span.item == selected
      screen.put(span.text.truncated(to: columns - span.column), row: line, column: column + span.column,
                 style: Self.style(of: span.role, selected: isSelected, focused: focused))
    }
  }

  /// Headings are bold, so that the groups read above their labels;
  /// separators and labels are secondary text, kept properties' values
  /// too; the title is the focus's colour in a focused pane.
  private static func style(of role: Span.Role, selected: Bool, focused: Bool) -> TextStyle {
    switch role {
    case .title: .role(focused ? .focus : .secondary, selected ? [.bold, .reverse] : .bold)
    case .header: selected ? .role(.selection) : .plain
    case .heading: TextStyle(.bold)
    case .separator: .role(.secondary)
    case .label: selected ? .role(.selection) : .role(.secondary)
    case .value: selected ? TextStyle(.bold) : .plain
    case .dimmedValue: selected ? TextStyle(.bold) : .role(.secondary)
    }
  }
}
