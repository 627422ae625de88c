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
    let first = top(selected: selected, count: lines.count, in: region)
    for (offset, line) in lines.dropFirst(first).prefix(max(1, region.rows - 1)).enumerated() {
      screen.put(line, row: region.row + 1 + offset, column: region.column, columns: region.columns,
                 style: first + offset == selected ? .role(.selection) : .plain)
    }
  }

  /// The index of the line drawn at `row` of the screen when `count` lines
  /// are drawn over `region` with `selected` highlighted; `nil` for the
  /// title and below the last line.
  ///
  /// - Complexity: O(1).
  static func index(atRow row: Int, selected: Int, count: Int, in region: Region) -> Int? {
    let index = top(selected: selected, count: count, in: region) + row - region.row - 1
    return row > region.row && row < region.row + region.rows && index < count ? index : nil
  }

  /// The first line shown: the selected one in view, and no blank rows
  /// below the last line when there are enough lines to fill the region.
  private static func top(selected: Int, count: Int, in region: Region) -> Int {
    let rows = max(1, region.rows - 1)
    return min(max(0, selected - rows + 1), max(0, count - rows))
  }
}
