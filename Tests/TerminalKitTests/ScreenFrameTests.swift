import TerminalKit
import Testing

@Suite("A screen's first frame, recorded and drawn again")
struct ScreenFrameTests {
  /// Draws a screen's worth of what an app draws: a cleared screen, styled
  /// and coloured text, wide and combining characters, text clipped at
  /// both edges, a fill, the cursor.
  static func drawScene(on screen: some Screen) {
    screen.clear()
    screen.put("refbook · 3 contacts", row: 0, column: 1, style: TextStyle(.bold))
    let selection = TextStyle(.reverse, coloring: TextColoring(foreground: .black, background: TerminalColor(index: 208)))
    screen.fill(rows: 1..<2, columns: 0..<20, style: selection)
    screen.put("张伟 Zoë Ångström", row: 1, column: 1, style: selection)
    screen.put("नमस्ते ไทย 👍🏽", row: 2, column: -3)
    screen.put("a very long line that runs off the right edge", row: 3, column: 10)
    screen.showCursor(row: 4, column: 2)
  }

  static func cells(of screen: CellBuffer) -> [CellBuffer.Cell] {
    (0..<screen.size.rows).flatMap { row in (0..<screen.size.columns).map { screen.cell(row: row, column: $0) } }
  }

  @Test("the frame recorded up to the first flush, drawn on a fresh screen of its size, gives the same cells and cursor")
  func drawnAgain() throws {
    let original = CellBuffer(rows: 6, columns: 24)
    var recorded: [ScreenFrame] = []
    let recorder = FrameRecorder(recording: original) { recorded.append($0) }
    Self.drawScene(on: recorder)
    #expect(recorded.isEmpty, "nothing is handed over before the flush")
    recorder.flush()
    let frame = try #require(recorded.first)
    #expect(recorded.count == 1)
    #expect(frame.size == ScreenSize(rows: 6, columns: 24))

    let copy = CellBuffer(rows: 6, columns: 24)
    frame.draw(on: copy)
    #expect(Self.cells(of: copy) == Self.cells(of: original))
    #expect(copy.cursor?.row == 4 && copy.cursor?.column == 2)
    #expect(copy.flushCount == 1)
  }

  @Test("after the first flush the recorder passes calls on and records nothing more")
  func onlyTheFirst() {
    let screen = CellBuffer(rows: 2, columns: 10)
    var recorded: [ScreenFrame] = []
    let recorder = FrameRecorder(recording: screen) { recorded.append($0) }
    recorder.put("one", row: 0, column: 0)
    recorder.flush()
    recorder.put("two", row: 1, column: 0)
    recorder.flush()
    #expect(screen.lines == ["one       ", "two       "])
    #expect(recorded.map(\.operations) == [[.put("one", row: 0, column: 0, style: .plain)]])
    #expect(screen.flushCount == 2)
  }

  @Test("a frame drawn while the terminal was resized is not handed over")
  func resizedWhileDrawn() {
    let screen = CellBuffer(rows: 2, columns: 10)
    var recorded: [ScreenFrame] = []
    let recorder = FrameRecorder(recording: screen) { recorded.append($0) }
    recorder.put("one", row: 0, column: 0)
    screen.resize(rows: 3, columns: 10)
    recorder.flush()
    #expect(recorded.isEmpty)
  }

  @Test("a frame read back from its bytes is the same frame")
  func bytesRoundTrip() throws {
    let screen = CellBuffer(rows: 6, columns: 24)
    var recorded: ScreenFrame?
    let recorder = FrameRecorder(recording: screen) { recorded = $0 }
    Self.drawScene(on: recorder)
    recorder.hideCursor()
    recorder.flush()
    let frame = try #require(recorded)
    #expect(ScreenFrame(bytes: frame.bytes) == frame)
    #expect(ScreenFrame(bytes: ScreenFrame(size: ScreenSize(rows: 0, columns: 0)).bytes)?.operations == [])
  }

  @Test("damaged bytes give no frame and never trap: each shorter prefix, each byte changed, a colour past 255, a range upside down")
  func damagedBytes() throws {
    let style = TextStyle(.bold, coloring: TextColoring(foreground: .red))
    let frame = ScreenFrame(
      size: ScreenSize(rows: 2, columns: 8),
      operations: [.put("Zoë", row: 0, column: 1, style: style), .fill(rows: 1..<2, columns: 0..<8, style: .plain), .hideCursor])
    let bytes = frame.bytes
    for length in 0..<bytes.count {
      #expect(ScreenFrame(bytes: Array(bytes.prefix(length))) == nil, "cut to \(length) bytes")
    }
    #expect(ScreenFrame(bytes: bytes + [0]) == nil, "a byte too many")
    for index in bytes.indices {
      var changed = bytes
      changed[index] ^= 0xFF
      ScreenFrame(bytes: changed)?.draw(on: CellBuffer(rows: 2, columns: 8))  // any frame it gives draws
    }
    let far = ScreenFrame(
      size: ScreenSize(rows: 2, columns: 8),
      operations: [.put("Zoë", row: 0, column: .min, style: .plain), .put("Zoë", row: 1, column: .max, style: .plain),
                   .fill(rows: .min..<Int.max, columns: .min..<Int.max, style: .plain), .showCursor(row: .max, column: .min)])
    try #require(ScreenFrame(bytes: far.bytes)).draw(on: CellBuffer(rows: 2, columns: 8))
    // The put's foreground colour: after the three sizes, the tag, row, column, attributes and the colour flag.
    var colour = bytes
    colour[24 + 1 + 16 + 2] = 0x00
    colour[24 + 1 + 16 + 3] = 0x01  // 256
    #expect(ScreenFrame(bytes: colour) == nil)
    let fill = ScreenFrame(size: ScreenSize(rows: 2, columns: 8), operations: [.fill(rows: 1..<2, columns: 0..<8, style: .plain)])
    var upsideDown = fill.bytes
    upsideDown[24 + 1] = 3  // rows 3..<2
    #expect(ScreenFrame(bytes: upsideDown) == nil)
  }

  @Test("text read from bytes is sanitized again: escape sequences someone wrote into a kept frame reach the screen as text")
  func hostileText() throws {
    let frame = ScreenFrame(size: ScreenSize(rows: 1, columns: 40), operations: [.put("Ada", row: 0, column: 0, style: .plain)])
    var bytes = frame.bytes
    // The text is the last three bytes, its length the eight before them.
    let hostile = Array("\u{1B}]0;owned\u{07}\u{1B}[2J".utf8)
    bytes.replaceSubrange(bytes.count - 11..<bytes.count, with: withUnsafeBytes(of: Int64(hostile.count).littleEndian, Array.init) + hostile)
    let read = try #require(ScreenFrame(bytes: bytes))
    guard case .put(let text, _, _, _) = try #require(read.operations.first) else { Issue.record("not a put"); return }
    #expect(!text.string.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    #expect(text == DisplayText("\u{1B}]0;owned\u{07}\u{1B}[2J"))
    #expect(ScreenFrame(bytes: read.bytes) == read, "sanitizing what is already sanitized changes nothing")
  }
}
