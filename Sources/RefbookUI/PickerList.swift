import TerminalKit

/// An overlay's list to pick from (`B`'s birthdays, `c`'s categories,
/// `D`'s duplicate groups): a title line, then the lines, scrolled so that
/// the selected one is in view and highlighted.
enum PickerList {
  /// Draws it over `region`; `empty` is said under the title when there
  /// are no lines.
  static func draw(
    title: DisplayText, lines: [DisplayText], selected: Int, empty: DisplayText, on screen: some Screen, in region: Region
  ) {
    screen.fill(rows: region.rowRange, columns: region.columnRange, style: .plain)
    screen.put(title, row: region.row, column: region.column, columns: region.columns, style: .role(.header))
    guard !lines.isEmpty else {
      return screen.put(empty, row: region.row + 1, column: region.column, columns: region.columns, style: .role(.secondary))
    }
    let rows = max(1, region.rows - 1)
    let top = min(max(0, selected - rows + 1), max(0, lines.count - rows))
    for (offset, line) in lines.dropFirst(top).prefix(rows).enumerated() {
      screen.put(line, row: region.row + 1 + offset, column: region.column, columns: region.columns,
                 style: top + offset == selected ? .role(.selection) : .plain)
    }
  }
}
