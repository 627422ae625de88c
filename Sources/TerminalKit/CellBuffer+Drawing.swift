extension CellBuffer {
  public func put(_ text: DisplayText, row: Int, column: Int, style: TextStyle) {
    guard row >= 0, row < size.rows,
      let (start, visible) = text.visiblePart(from: column, lineWidth: size.columns)
    else { return }
    var column = start
    for glyph in visible.glyphs {
      write(Cell(character: glyph.character, width: glyph.width, style: style), row: row, column: column)
      column += glyph.width
    }
  }

  public func fill(rows: Range<Int>, columns: Range<Int>, style: TextStyle) {
    let rows = rows.clamped(to: 0..<size.rows)
    let columns = columns.clamped(to: 0..<size.columns)
    for row in rows {
      for column in columns { write(.blank(style), row: row, column: column) }
    }
  }

  public func showCursor(row: Int, column: Int) { cursor = (row, column) }

  public func hideCursor() { cursor = nil }

  public func invalidate() { invalidateCount += 1 }

  public func flush() { flushCount += 1 }

  public func showImage(_ image: TerminalImage, in area: CellArea) { self.image = PlacedImage(image, in: area) }

  public func clearImage() { image = nil }

  public func suspend() { suspendCount += 1 }

  public func handOver(_ body: () -> Void) {
    handOverCount += 1
    body()
  }

  public func readKey(timeout: Duration?) -> KeyEvent? {
    pendingKeys.isEmpty ? nil : pendingKeys.removeFirst()
  }

  /// Does nothing: ``readKey(timeout:)`` never waits.
  public var wake: @Sendable () -> Void { {} }

  /// Puts `cell` at a position on the screen, over `cell.width` cells,
  /// first blanking every wide grapheme that it covers only in part.
  private func write(_ cell: Cell, row: Int, column: Int) {
    let base = row * size.columns
    let end = column + max(cell.width, 1)
    var lead = column
    while lead > 0 && cells[base + lead].isContinuation { lead -= 1 }
    var covered = lead
    while covered < size.columns && (covered < end || cells[base + covered].isContinuation) {
      let old = cells[base + covered]
      if covered < column || covered >= end { cells[base + covered] = .blank(old.style) }
      covered += 1
    }
    cells[base + column] = cell
    for continuation in (column + 1)..<min(end, size.columns) {
      cells[base + continuation] = Cell(character: nil, width: 0, style: cell.style)
    }
  }
}
