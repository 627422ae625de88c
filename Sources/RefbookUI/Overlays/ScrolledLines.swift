import TerminalKit

/// Lines drawn over a region from a scroll position, each fitted to its
/// width: the key help and the message history.
struct ScrolledLines {
  var lines: [(DisplayText, TextStyle)]

  /// How far the lines scroll in `rows` rows: to their last line.
  func maximumScroll(rows: Int) -> Int {
    max(0, lines.count - rows)
  }

  /// Blanks `region` and draws the lines in it from line `scroll` on (at
  /// most ``maximumScroll(rows:)``).
  ///
  /// - Complexity: O(rows × columns of `region`).
  func draw(on screen: some Screen, in region: Region, scroll: Int) {
    screen.fill(rows: region.rowRange, columns: region.columnRange, style: .plain)
    for (offset, line) in lines.dropFirst(min(scroll, maximumScroll(rows: region.rows))).prefix(region.rows).enumerated() {
      screen.put(line.0, row: region.row + offset, column: region.column, columns: region.columns, style: line.1)
    }
  }
}
