import RefbookTestSupport
import Testing

@Suite("refbook: suspending")
struct SuspendTests {
  @Test("Ctrl-Z gives the terminal to the shell; fg redraws the app, which carries on")
  func suspendAndResume() async throws {
    let session = try await TmuxSession.refbook()
    session.sendKeys("j")
    try await session.waitForScreen("Grace Hopper selected") { $0.detailTitle == "Grace Hopper" }
    session.sendKeys("C-z")
    try await session.waitForStop()
    #expect(session.format("#{alternate_on}") == "0", "the shell's screen is back")
    session.resumeInForeground()
    let redrawn = try await session.waitForScreen("the app redrawn") {
      $0.listNames == TestBook.names && $0.detailTitle == "Grace Hopper"
        && !$0.rows.joined().contains(ProgramWrapper.stoppedMarker)
    }
    #expect(redrawn.header.contains("  4 contacts  ·"))
    session.sendKeys("j")
    try await session.waitForScreen("keys handled after fg") { $0.detailTitle == "Zoë Ångström" }
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
    #expect(session.terminalIsRestored())
  }
}
