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
/// long message is shown); between them the list takes about two fifths of
/// the width on the left, a one-column rule separates it from the detail
/// pane on the right.
struct Layout: Equatable {
  /// Below this the app shows "terminal too small" instead of the panes.
  static let minimum = ScreenSize(rows: 8, columns: 40)

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

  /// The layout for `size` with a status line `statusRows` high (one to
  /// ``StatusLine/maximumRows``), or `nil` when `size` is smaller than
  /// ``minimum``.
  init?(_ size: ScreenSize, statusRows: Int = 1) {
    guard size.rows >= Self.minimum.rows, size.columns >= Self.minimum.columns else { return nil }
    let statusRows = min(max(1, statusRows), StatusLine.maximumRows)
    let body = size.rows - 1 - statusRows
    let listWidth = max(20, size.columns * 2 / 5)
    header = Region(row: 0, column: 0, rows: 1, columns: size.columns)
    list = Region(row: 1, column: 0, rows: body, columns: listWidth)
    rule = Region(row: 1, column: listWidth, rows: body, columns: 1)
    detail = Region(row: 1, column: listWidth + 1, rows: body, columns: size.columns - listWidth - 1)
    status = Region(row: size.rows - statusRows, column: 0, rows: statusRows, columns: size.columns)
  }
}

extension Layout {
  /// The pane under the pointer of `event`, if any.
  func pane(at event: MouseEvent) -> App.Focus? {
    list.contains(row: event.row, column: event.column) ? .list
      : detail.contains(row: event.row, column: event.column) ? .detail : nil
  }

  /// Draws the rule between the panes.
  func drawRule(on screen: some Screen) {
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
