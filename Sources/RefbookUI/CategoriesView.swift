import TerminalKit

/// What `c` shows: "every contact", then each category with how many
/// contacts are in it; the one chosen filters the list.
enum CategoriesView {
  static func draw(_ categories: [(name: String, count: Int)], selected: Int, total: Int, on screen: some Screen, in region: Region) {
    screen.fill(rows: region.rowRange, columns: region.columnRange, style: .plain)
    screen.put(" Show which category? (Enter shows it, Esc closes)", row: region.row, column: region.column,
               columns: region.columns, style: .role(.header))
    let lines = [("every contact", total)] + categories.map { ($0.name, $0.count) }
    let rows = max(1, region.rows - 1)
    let top = min(max(0, selected - rows + 1), max(0, lines.count - rows))
    for (offset, line) in lines.dropFirst(top).prefix(rows).enumerated() {
      let text = DisplayText(" " + line.0).fitted(to: max(1, region.columns - 8)) + DisplayText(" \(line.1)")
      screen.put(text, row: region.row + 1 + offset, column: region.column, columns: region.columns,
                 style: top + offset == selected ? .role(.selection) : .plain)
    }
  }
}
