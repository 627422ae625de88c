import TerminalKit

/// What `c` shows: "every contact", then each category with how many
/// contacts are in it; the one chosen filters the list.
enum CategoriesView {
  static func draw(_ categories: [(name: String, count: Int)], selected: Int, total: Int, on screen: some Screen, in region: Region) {
    let lines = ([("every contact", total)] + categories.map { ($0.name, $0.count) }).map { name, count in
      DisplayText(" " + name).fitted(to: max(1, region.columns - 8)) + DisplayText(" \(count)")
    }
    PickerList.draw(
      title: " Show which category? (Enter shows it, Esc closes)", lines: lines, selected: selected, empty: .empty,
      on: screen, in: region)
  }
}
