import TerminalKit

/// The menu that `a` in the detail pane opens: which field to add, by key.
enum FieldChooser {
  static func draw(on screen: some Screen, in region: Region) {
    let choices = PersonField.addable
    let height = min(region.rows, choices.count + 1)
    screen.fill(rows: region.row..<(region.row + height), columns: region.columnRange, style: .plain)
    screen.put(" Add which field? (Esc cancels)", row: region.row, column: region.column,
               columns: region.columns, style: .role(.header))
    for (offset, choice) in choices.prefix(height - 1).enumerated() {
      screen.put(DisplayText("  \(choice.key)  \(choice.label)"), row: region.row + 1 + offset,
                 column: region.column, columns: region.columns)
    }
  }
}
