import Glibc
import RefbookTestSupport
import Testing

@Suite("refbook: killed or hung up while editing")
struct TerminationTests {
  @Test("SIGTERM and SIGHUP save what was committed, restore the terminal and exit 128+signal",
        arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
  func signalWhileEditing(signal: Int32, status: Int32) async throws {
    let session = try await TmuxSession.refbook()
    try await EditTests.renameZoe(in: session)
    session.sendKeys("j", "j", "Enter", "C-u")  // the given name, under the email
    session.type("Uncommitted")
    try await session.waitForScreen("the uncommitted text in the editor") {
      $0.detailValue("given name") == "Uncommitted"
    }
    try await session.signal(signal)
    #expect(try await session.waitForExit() == status)
    let state = try session.terminalState()
    #expect(state.isRestored, "\(state)")
    let saved = try session.directory.read(TestBook.file)
    #expect(TestBook.formattedNames(in: saved).contains("Zoë Curie"))
    #expect(!saved.contains("Uncommitted"))
  }

  @Test("a signal right after a change still saves it")
  func signalRightAfterChange() async throws {
    let session = try await TmuxSession.refbook()
    session.sendKeys("d")
    try await session.waitFor("Deleted Émile Zola — u to undo")
    try await session.signal(SIGTERM)
    #expect(try await session.waitForExit() == 143)
    #expect(!TestBook.formattedNames(in: try session.directory.read(TestBook.file)).contains("Émile Zola"))
  }
}
