import TerminalKit

/// A line typed on the status line, drawn after its label: the list's search
/// (`/`) or the path of a file to import (`i`).
struct Prompt {
  let label: DisplayText
  let line: LineEditor

  /// Draws the prompt and places the cursor in it.
  func draw(on screen: some Screen, in region: Region) {
    let view = HorizontalScroll().view(of: line.text, cursor: line.cursor, columns: max(1, region.columns - label.width - 1))
    screen.put(label + view.text, row: region.row, column: region.column, columns: region.columns)
    screen.showCursor(row: region.row, column: region.column + label.width + view.cursorColumn)
  }
}
