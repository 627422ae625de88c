import CNcurses
import TerminalKit

extension NcursesTerminal {
  public func put(_ text: DisplayText, row: Int, column: Int, style: TextStyle) {
    let size = self.size
    guard row >= 0, row < size.rows,
      let (start, visible) = text.visiblePart(from: column, lineWidth: size.columns),
      !drawn.shows(visible, row: row, column: start, style: style, size: size)
    else { return }
    let (attributes, pair) = cursesAttributes(for: style)
    // The scalars as wide characters, on the stack (no more of them than bytes).
    withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: visible.string.utf8.count + 1) { characters in
      var count = 0
      for scalar in visible.string.unicodeScalars {
        characters[count] = wchar_t(bitPattern: scalar.value)
        count += 1
      }
      characters[count] = 0
      wattr_set(window, attributes, pair, nil)
      // Writing the bottom-right cell returns ERR (the cursor cannot move on)
      // after drawing it, which is what is wanted here.
      _ = mvwaddnwstr(window, Int32(row), Int32(start), characters.baseAddress, Int32(count))
      wattr_set(window, CN_A_NORMAL, 0, nil)
    }
  }

  public func fill(rows: Range<Int>, columns: Range<Int>, style: TextStyle) {
    let size = self.size
    let rows = rows.clamped(to: 0..<size.rows)
    let columns = columns.clamped(to: 0..<size.columns)
    let blank = DisplayText.spaces(columns.count)
    for row in rows { put(blank, row: row, column: columns.lowerBound, style: style) }
  }

  public func showCursor(row: Int, column: Int) {
    cursor = (Int32(clamping: row), Int32(clamping: column))
  }

  public func hideCursor() {
    cursor = nil
  }

  public func invalidate() {
    clearok(cn_curscr(), true)
    writeToTerminal(images.remove())
  }

  public func flush() {
    if let cursor { wmove(window, cursor.row, cursor.column) }
    let show = cursor != nil
    if show != cursorShown {
      curs_set(show ? 1 : 0)
      cursorShown = show
    }
    wnoutrefresh(window)
    doupdate()
    if showsImages { writeToTerminal(images.update(cell: cellPixels)) }
  }
}
