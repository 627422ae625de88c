import RefbookTestSupport
import Testing

@Suite("refbook: browsing")
struct BrowseTests {
  @Test("j and k move the selection, and the detail pane follows")
  func moveDownAndUp() async throws {
    let session = try await TmuxSession.refbook()
    session.sendKeys("j")
    try await session.waitForScreen("Grace Hopper in the detail pane") { $0.detailTitle == "Grace Hopper" }
    session.sendKeys("j", "j")
    let last = try await session.waitForScreen("王小明 in the detail pane") { $0.detailTitle == "王小明" }
    #expect(last.detailValue("mobile") == "+86 10 1234 5678")
    session.sendKeys("j")
    session.sendKeys("k")
    try await session.waitForScreen("Zoë Ångström in the detail pane") { $0.detailTitle == "Zoë Ångström" }
    #expect(AppScreen(session.screen()).detailValue("work") == "zoe@example.org")
  }

  @Test("Tab focuses the detail pane, where j moves between fields and the status line says so")
  func detailFocus() async throws {
    let session = try await TmuxSession.refbook()
    session.sendKeys("Tab")
    try await session.waitFor("Enter edit")
    session.sendKeys("j", "j")
    session.sendKeys("Tab", "j")
    let screen = try await session.waitForScreen("Grace Hopper in the detail pane") {
      $0.detailTitle == "Grace Hopper"
    }
    #expect(screen.listNames == TestBook.names)
  }
}
