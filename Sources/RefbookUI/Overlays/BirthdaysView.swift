import RefbookModel
import TerminalKit

/// What `B` shows over the panes: the birthdays and anniversaries of the
/// coming year, soonest first, one of them selected.
enum BirthdaysView {
  static func draw(_ days: [UpcomingDay], selected: Int, on screen: some Screen, in region: Region) {
    PickerList.draw(
      title: " Coming up (Enter selects, Esc closes)", lines: days.map { line(for: $0, width: region.columns) },
      selected: selected, empty: " No birthday or anniversary in the coming year", on: screen, in: region)
  }

  /// ` in 6 days   11-30  Bob Baker                birthday (turns 36)`.
  static func line(for day: UpcomingDay, width: Int) -> DisplayText {
    DisplayText(" " + day.when).fitted(to: 13) + DisplayText(" " + day.monthDay).fitted(to: 7)
      + DisplayText(" " + day.name).fitted(to: max(10, width - 13 - 7 - 26)) + DisplayText(" " + day.what)
  }
}
