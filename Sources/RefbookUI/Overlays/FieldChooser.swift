import TerminalKit

/// The menu that `a` in the detail pane opens: which field to add, by the
/// key the key map drawn with gives it (``KeyMap/current``).
enum FieldChooser {
  /// The menu's lines: the field chooser's bindings that add a field, in
  /// the key map's order, each with its first key.
  static var choices: [(key: KeyEvent, command: Command, label: String)] {
    KeyMap.current.bindings(in: .fieldChooser).compactMap { binding in
      guard let first = binding.keys.first, first.command != .cancelChoice else { return nil }
      return (first.key, first.command, binding.help)
    }
  }

  static func draw(on screen: some Screen, in region: Region) {
    let choices = choices
    let height = min(region.rows, choices.count + 1)
    screen.fill(rows: region.row..<(region.row + height), columns: region.columnRange, style: .plain)
    screen.put(" Add which field? (Esc cancels)", row: region.row, column: region.column,
               columns: region.columns, style: .role(.header))
    for (offset, choice) in choices.prefix(height - 1).enumerated() {
      screen.put(DisplayText("  \(KeyMap.name(of: choice.key))  \(choice.label)"), row: region.row + 1 + offset,
                 column: region.column, columns: region.columns)
    }
  }
}
