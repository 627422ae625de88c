import TerminalKit

/// A rectangle of screen cells.
struct Region: Equatable {
  var row: Int
  var column: Int
  var rows: Int
  var columns: Int

  var rowRange: Range<Int> { row..<(row + rows) }
  var columnRange: Range<Int> { column..<(column + columns) }

  /// Whether the cell at `row`, `column` is inside (hit testing a click).
  func contains(row: Int, column: Int) -> Bool {
    rowRange.contains(row) && columnRange.contains(column)
  }
}

/// Where each part of the screen goes at a given size.
///
/// Row 0 is the header, the last row the status line (the last few while a
/// long message is shown). Between them, on a terminal at least
/// ``splitMinimum`` wide, the list on the left and the detail pane on the
/// right, a one-column rule between them: the list gets the width its
/// columns need to show their values uncut (at least two fifths of the
/// screen), as long as the detail pane keeps ``detailMinimum`` columns. On a
/// narrower terminal the focused pane takes the whole width and the other
/// is hidden (zero columns wide).
struct Layout: Equatable {
  /// Below this the app shows "terminal too small" instead of the panes.
  static let minimum = ScreenSize(rows: 8, columns: 40)
  /// The narrowest terminal that shows the list and the detail pane side by side.
  static let splitMinimum = 96
  /// The fewest columns the list leaves the detail pane when side by side.
  static let detailMinimum = 52

  let header: Region
  let list: Region
  let rule: Region
  let detail: Region
  let status: Region

  /// Everything between the header and the status line, across both panes:
  /// where the help and the forms are drawn.
  var body: Region {
    Region(row: list.row, column: 0, rows: list.rows, columns: header.columns)
  }

  /// Where a small overlay about the selected person goes (the field and
  /// book choosers, categories): the detail pane, or the whole body when the
  /// detail pane is hidden.
  var aside: Region {
    detail.columns > 0 ? detail : body
  }

  /// The layout for `size` with a status line `statusRows` high (one to
  /// ``StatusLine/maximumRows``), a list that would take `listWidth` columns
  /// to show its columns uncut, and `focus` on a pane; or `nil` when `size`
  /// is smaller than ``minimum``.
  ///
  /// - Complexity: O(1).
  init?(_ size: ScreenSize, statusRows: Int = 1, listWidth wanted: Int = 0, focus: App.Focus = .list) {
    guard size.rows >= Self.minimum.rows, size.columns >= Self.minimum.columns else { return nil }
    let statusRows = min(max(1, statusRows), StatusLine.maximumRows)
    let body = size.rows - 1 - statusRows
    header = Region(row: 0, column: 0, rows: 1, columns: size.columns)
    status = Region(row: size.rows - statusRows, column: 0, rows: statusRows, columns: size.columns)
    guard size.columns >= Self.splitMinimum else {
      let whole = Region(row: 1, column: 0, rows: body, columns: size.columns)
      let hidden = Region(row: 1, column: 0, rows: body, columns: 0)
      list = focus == .list ? whole : hidden
      detail = focus == .detail ? whole : hidden
      rule = hidden
      return
    }
    let listWidth = min(max(wanted, size.columns * 2 / 5), size.columns - 1 - Self.detailMinimum)
    list = Region(row: 1, column: 0, rows: body, columns: listWidth)
    rule = Region(row: 1, column: listWidth, rows: body, columns: 1)
    detail = Region(row: 1, column: listWidth + 1, rows: body, columns: size.columns - listWidth - 1)
  }
}

extension Layout {
  /// The pane under the pointer of `event`, if any.
  func pane(at event: MouseEvent) -> App.Focus? {
    list.contains(row: event.row, column: event.column) ? .list
      : detail.contains(row: event.row, column: event.column) ? .detail : nil
  }

  /// Draws the rule between the panes, when both are shown.
  func drawRule(on screen: some Screen) {
    guard rule.columns > 0 else { return }
    screen.fill(rows: rule.rowRange, columns: rule.columnRange, style: .role(.secondary))
    for row in rule.rowRange {
      screen.put("│", row: row, column: rule.column, style: .role(.secondary))
    }
  }

  /// Says, on a blank `screen` of `size`, that it is smaller than
  /// ``minimum``; what the app draws instead of the panes.
  static func drawTooSmall(on screen: some Screen, size: ScreenSize) {
    screen.clear()
    screen.hideCursor()
    let need = "\(minimum.columns)×\(minimum.rows)"
    screen.put(DisplayText("Terminal too small: need \(need), have \(size.columns)×\(size.rows)"),
               row: 0, column: 0, style: .role(.error))
  }
}

extension Screen {
  /// Draws `text` fitted to `columns` (truncated with `…` or padded), so a
  /// row is always fully repainted.
  func put(_ text: DisplayText, row: Int, column: Int, columns: Int, style: TextStyle = .plain) {
    guard columns > 0 else { return }
    put(text.fitted(to: columns), row: row, column: column, style: style)
  }
}
