import RefbookModel
import TerminalKit

/// What `D` shows: the groups of contacts that are probably one person,
/// each with its reasons, one group selected; and the preview of a merge.
enum DuplicatesView {
  /// The groups found (`nil`: still looking) in `book`.
  static func draw(_ groups: [DuplicateGroup]?, selected: Int, book: Addressbook, on screen: some Screen, in region: Region) {
    guard let groups else {
      return PickerList.draw(
        title: " Looking for duplicates…", lines: [], selected: 0, empty: .empty, on: screen, in: region)
    }
    let lines = groups.map { group in
      DisplayText(" " + group.ids.map { book.outline(id: $0)?.shownName ?? $0 }.joined(separator: " · "))
        .fitted(to: max(10, region.columns / 2)) + DisplayText("  " + group.reasons.map(\.description).joined(separator: "; "))
    }
    PickerList.draw(
      title: DisplayText(" \(counted(groups.count, "group")) of probable duplicates (Enter previews the merge, Esc closes)"),
      lines: lines, selected: selected, empty: " No contacts look like one person", on: screen, in: region)
  }

  /// The contact `merged` would become, field by field.
  static func drawPreview(of merged: Person, merging count: Int, on screen: some Screen, in region: Region) {
    screen.fill(rows: region.rowRange, columns: region.columnRange, style: .plain)
    screen.put(DisplayText(" Merge \(count) contacts into this one? (Enter merges, one undo step; Esc cancels)"),
               row: region.row, column: region.column, columns: region.columns, style: .role(.header))
    for (offset, field) in PersonField.fields(of: merged).prefix(max(0, region.rows - 1)).enumerated() {
      screen.put(DisplayText(" " + field.label(in: merged)).fitted(to: 21) + DisplayText(" " + (field.text(in: merged) ?? "")),
                 row: region.row + 1 + offset, column: region.column, columns: region.columns)
    }
  }
}
