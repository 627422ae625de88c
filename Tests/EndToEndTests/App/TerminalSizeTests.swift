import RefbookTestSupport
import Testing

@Suite("refbook: terminal size")
struct TerminalSizeTests {
  @Test("below 40×8 it says the terminal is too small, and recovers when enlarged")
  func tooSmallAndBack() async throws {
    let session = try await TmuxSession.refbook()
    session.resize(columns: 39, rows: 20)
    try await session.waitFor("Terminal too small")
    session.resize(columns: 60, rows: 7)
    try await session.waitFor("Terminal too small")
    session.resize(columns: 40, rows: 8)
    let screen = try await session.waitForScreen("the panes at 40×8") {
      $0.listNames.first == "Émile Zola" && !$0.rows.joined().contains("too small")
    }
    #expect(screen.rows.count == 8)
    session.resize(columns: 100, rows: 30)
    let restored = try await session.waitForScreen("the whole list again") { $0.listNames == TestBook.names }
    #expect(restored.detailTitle == "Émile Zola")
  }

  @Test("resizing while editing keeps the edit, through a too-small terminal")
  func resizeWhileEditing() async throws {
    let session = try await TmuxSession.refbook()
    session.sendKeys("Tab", "Enter")
    session.type(" Jr")
    try await session.waitFor("Émile Zola Jr")
    session.resize(columns: 30, rows: 5)
    try await session.waitFor("Terminal too small")
    session.resize(columns: 90, rows: 24)
    try await session.waitFor("Émile Zola Jr")
    session.sendKeys("Enter")
    // At 90 columns the focused detail pane takes the width: Tab shows the list.
    try await session.waitFor("saved")
    session.sendKeys("Tab")
    try await session.waitForScreen("the edit committed") { $0.listNames.contains("Émile Zola Jr") }
    let saved = try await session.quitAndReadBook()
    #expect(saved.contains("FN:Émile Zola Jr"))
  }
}
