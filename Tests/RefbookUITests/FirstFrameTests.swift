import RefbookModel
import RefbookUI
import TerminalKit
import Testing

/// The app's first frame is the whole screen: drawn again from what was
/// recorded, on a fresh screen, it is the screen the app drew (which is
/// what lets the next start show it before the book is read).
@Suite("The app's first frame")
struct FirstFrameTests {
  @Test("recorded and drawn again on a fresh screen, it is every cell the app drew over a screen full of something else")
  func wholeScreen() throws {
    let screen = CellBuffer(rows: 24, columns: 100)
    for row in 0..<24 { screen.put(DisplayText(String(repeating: "#", count: 100)), row: row, column: 0) }
    var recorded: ScreenFrame?
    let book = Addressbook([Fixtures.zoe, Fixtures.wang, Fixtures.emile, Fixtures.attacker])
    let app = App(
      terminal: FrameRecorder(recording: screen) { recorded = $0 }, session: BookSession(book: book), title: "/tmp/contacts.vcf")
    app.render()
    let frame = try #require(recorded)
    #expect(!screen.lines.joined().contains("#"), "the first frame draws every cell")

    let again = CellBuffer(rows: 24, columns: 100)
    try #require(ScreenFrame(bytes: frame.bytes)).draw(on: again)
    #expect(again.lines == screen.lines)
    for row in 0..<24 {
      for column in 0..<100 { #expect(again.cell(row: row, column: column) == screen.cell(row: row, column: column)) }
    }
    #expect(again.lines.contains { $0.contains("Zoë Ångström") })
    #expect(!again.lines.joined().unicodeScalars.contains { $0.value == 0x1B }, "a hostile name stays sanitized")
  }
}
