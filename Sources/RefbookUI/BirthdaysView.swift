import RefbookModel
import TerminalKit

/// What `B` shows over the panes: the birthdays and anniversaries of the
/// coming year, soonest first, one of them selected.
enum BirthdaysView {
  static func draw(_ days: [UpcomingDay], selected: Int, on screen: some Screen, in region: Region) {
    screen.fill(rows: region.rowRange, columns: region.columnRange, style: .plain)
    screen.put(" Coming up (Enter selects, Esc closes)", row: region.row, column: region.column,
               columns: region.columns, style: .role(.header))
    guard !days.isEmpty else {
      return screen.put(" No birthday or anniversary in the coming year", row: region.row + 1, column: region.column,
                        columns: region.columns, style: .role(.secondary))
    }
    let rows = max(1, region.rows - 1)
    let top = min(max(0, selected - rows + 1), max(0, days.count - rows))
    for (offset, day) in days.dropFirst(top).prefix(rows).enumerated() {
      let index = top + offset
      screen.put(line(for: day, width: region.columns), row: region.row + 1 + offset, column: region.column,
                 columns: region.columns, style: index == selected ? .role(.selection) : .plain)
    }
  }

  /// ` in 6 days   11-30  Bob Baker                birthday (turns 36)`.
  static func line(for day: UpcomingDay, width: Int) -> DisplayText {
    DisplayText(" " + day.when).fitted(to: 13) + DisplayText(" " + day.monthDay).fitted(to: 7)
      + DisplayText(" " + day.name).fitted(to: max(10, width - 13 - 7 - 26)) + DisplayText(" " + day.what)
  }
}
