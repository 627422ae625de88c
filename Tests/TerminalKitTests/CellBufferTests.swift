import Testing
import TerminalKit

@Suite("In-memory cell buffer")
struct CellBufferTests {
  @Test("text lands where it is put, the rest stays blank")
  func put() {
    let screen = CellBuffer(rows: 2, columns: 8)
    screen.put("Zoë", row: 1, column: 2)
    #expect(screen.lines == ["        ", "  Zoë   "])
  }

  @Test("a wide character takes two cells, the second a continuation")
  func wide() {
    let screen = CellBuffer(rows: 1, columns: 6)
    screen.put("张伟", row: 0, column: 1)
    #expect(screen.lines == [" 张伟 "])
    #expect(screen.cell(row: 0, column: 1).character == "张")
    #expect(screen.cell(row: 0, column: 1).width == 2)
    #expect(screen.cell(row: 0, column: 2).isContinuation)
    #expect(screen.cell(row: 0, column: 3).character == "伟")
    #expect(screen.cell(row: 0, column: 4).isContinuation)
    #expect(screen.cell(row: 0, column: 5).character == " ")
  }

  @Test("overwriting either half of a wide character blanks the other half", arguments: [
    (1, " x伟", 0), (2, "张x ", 3),
  ])
  func overwriteHalf(column: Int, line: String, blanked: Int) {
    let screen = CellBuffer(rows: 1, columns: 4)
    screen.put("张伟", row: 0, column: 0)
    screen.put("x", row: 0, column: column)
    #expect(screen.lines == [line])
    #expect(screen.cell(row: 0, column: blanked) == .blank())
  }

  @Test("a wide character placed across two others blanks both of their halves")
  func straddle() {
    let screen = CellBuffer(rows: 1, columns: 6)
    screen.put("张伟明", row: 0, column: 0)
    screen.put("王", row: 0, column: 1)
    #expect(screen.lines == [" 王 明"])
  }

  @Test("clipping at every edge; a wide character cut by the right edge becomes a space")
  func clipping() {
    let screen = CellBuffer(rows: 2, columns: 5)
    screen.put("abc张", row: 0, column: 1)
    screen.put("张xyz", row: 1, column: -1)
    screen.put("hidden", row: 2, column: 0)
    screen.put("hidden", row: -1, column: 0)
    screen.put("hidden", row: 0, column: 5)
    #expect(screen.lines == [" abc ", " xyz "])
  }

  @Test("wide text is cut consistently at every column and width", arguments: [3, 4, 5, 6, 7])
  func clipEverywhere(columns: Int) {
    for start in -3...columns {
      let screen = CellBuffer(rows: 1, columns: columns)
      screen.put("王a小明👨‍👩‍👧", row: 0, column: start)
      var covered = 0
      for column in 0..<columns {
        let cell = screen.cell(row: 0, column: column)
        if cell.isContinuation {
          #expect(covered > 0)
          covered -= 1
        } else {
          #expect(covered == 0)
          covered = cell.width - 1
          #expect(column + cell.width <= columns)
        }
      }
      #expect(covered == 0)
    }
  }

  @Test("styles are recorded per cell, continuation cells included")
  func styles() {
    let screen = CellBuffer(rows: 1, columns: 6)
    screen.put("王a", row: 0, column: 0, style: TextStyle(coloring: TextStyleTests.marked))
    screen.put("b", row: 0, column: 3, style: TextStyle(.bold))
    #expect(screen.style(row: 0, column: 0).coloring == TextStyleTests.marked)
    #expect(screen.style(row: 0, column: 1).coloring == TextStyleTests.marked)
    #expect(screen.style(row: 0, column: 2).coloring == TextStyleTests.marked)
    #expect(screen.style(row: 0, column: 3) == TextStyle(.bold))
    #expect(screen.style(row: 0, column: 4) == .plain)
  }

  @Test("fill blanks a clipped rectangle in a style, clear blanks everything")
  func fill() {
    let screen = CellBuffer(rows: 3, columns: 4)
    for row in 0..<3 { screen.put("abcd", row: row, column: 0) }
    screen.fill(rows: 1..<5, columns: -1..<2, style: TextStyle(.dim))
    #expect(screen.lines == ["abcd", "  cd", "  cd"])
    #expect(screen.style(row: 2, column: 1) == TextStyle(.dim))
    #expect(screen.style(row: 2, column: 2) == .plain)
    screen.clear()
    #expect(screen.lines == ["    ", "    ", "    "])
  }

  @Test("sanitized text from a hostile contact draws as placeholders")
  func hostile() {
    let screen = CellBuffer(rows: 1, columns: 14)
    screen.put(DisplayText("\u{1B}]2;pwned\u{07}"), row: 0, column: 0)
    #expect(screen.lines == ["␛]2;pwned␇    "])
  }

  @Test("the cursor, flushes, invalidations and suspensions are recorded")
  func bookkeeping() {
    let screen = CellBuffer(rows: 2, columns: 2)
    #expect(screen.cursor == nil)
    screen.showCursor(row: 1, column: 1)
    #expect(screen.cursor?.row == 1 && screen.cursor?.column == 1)
    screen.hideCursor()
    #expect(screen.cursor == nil)
    screen.flush()
    screen.invalidate()
    screen.suspend()
    #expect(screen.flushCount == 1 && screen.invalidateCount == 1 && screen.suspendCount == 1)
  }

  @Test("scripted keys come back in order, then nil")
  func scriptedKeys() {
    let screen = CellBuffer(rows: 1, columns: 1)
    screen.type("é\n")
    screen.enqueue(.control("r"), .terminate(.signal(15)))
    #expect(screen.readKey(timeout: nil) == .character("é"))
    #expect(screen.readKey(timeout: nil) == .enter)
    #expect(screen.readKey(timeout: .zero) == .control("r"))
    #expect(screen.readKey(timeout: nil) == .terminate(.signal(15)))
    #expect(screen.readKey(timeout: nil) == nil)
  }

  @Test("resizing keeps what fits and queues a resize event")
  func resize() {
    let screen = CellBuffer(rows: 2, columns: 4)
    screen.put("ab张", row: 0, column: 0, style: TextStyle(.bold))
    screen.put("wxyz", row: 1, column: 0)
    screen.resize(rows: 1, columns: 3)
    #expect(screen.size == ScreenSize(rows: 1, columns: 3))
    #expect(screen.lines == ["ab "])
    #expect(screen.style(row: 0, column: 0) == TextStyle(.bold))
    #expect(screen.readKey(timeout: nil) == .resize)
    screen.resize(rows: 2, columns: 5)
    #expect(screen.lines == ["ab   ", "     "])
  }

  @Test("an image asked for is recorded with its area until cleared; FrameRecorder passes it on")
  func image() throws {
    let screen = CellBuffer(rows: 10, columns: 40)
    #expect(!screen.showsImages && screen.image == nil)
    let image = try #require(TerminalImage(.png, width: 1, height: 1, bytes: [1]))
    let recorder = FrameRecorder(recording: screen) { _ in }
    recorder.showImage(image, in: CellArea(row: 1, column: 30, rows: 4, columns: 10))
    #expect(screen.image == PlacedImage(image, in: CellArea(row: 1, column: 30, rows: 4, columns: 10)))
    screen.showsImages = true
    #expect(recorder.showsImages)
    recorder.clearImage()
    #expect(screen.image == nil)
  }
}
