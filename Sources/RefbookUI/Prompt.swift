import TerminalKit

/// A line typed on the status line: a search (`/`) or the path of a file
/// to import (`i`).
struct Prompt {
  enum Purpose { case search, importFile }

  let purpose: Purpose
  var line: LineEditor

  var label: DisplayText {
    switch purpose {
    case .search: "/"
    case .importFile: "Import file (vCard, abook, CSV): "
    }
  }

  /// Draws the prompt and places the cursor in it.
  func draw(on screen: some Screen, in region: Region) {
    var scroll = HorizontalScroll()
    let view = scroll.view(of: line.text, cursor: line.cursor, columns: max(1, region.columns - label.width - 1))
    screen.put(label + view.text, row: region.row, column: region.column, columns: region.columns)
    screen.showCursor(row: region.row, column: region.column + label.width + view.cursorColumn)
  }
}
