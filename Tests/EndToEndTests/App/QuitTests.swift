import RefbookTestSupport
import Testing

@Suite("refbook: quitting")
struct QuitTests {
  @Test("q and Ctrl-C quit with status 0 and give the terminal back", arguments: ["q", "C-c"])
  func quit(key: String) async throws {
    let session = try await TmuxSession.refbook()
    session.sendKeys(key)
    #expect(try await session.waitForExit() == 0)
    let state = try session.terminalState()
    #expect(state.isRestored, "\(state)")
    #expect(try session.directory.read(TestBook.file) == TestBook.vCard, "an unchanged book is not rewritten")
  }

  @Test("q in the help overlay closes it; the next q quits")
  func helpThenQuit() async throws {
    let session = try await TmuxSession.refbook()
    session.sendKeys("?")
    try await session.waitFor("cycle sort: name, family, org")
    session.sendKeys("Escape")
    try await session.waitForScreen("the help closed") {
      !$0.rows.joined().contains("cycle sort") && $0.listNames == TestBook.names
    }
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
    #expect(session.terminalIsRestored())
  }
}
