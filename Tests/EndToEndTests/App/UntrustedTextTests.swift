import RefbookTestSupport
import Testing

@Suite("refbook: control characters from a contact")
struct UntrustedTextTests {
  static let mallory = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:\u{1B}]2;pwned\u{07}Mallory\r\nEND:VCARD\r\n"

  @Test("an escape sequence in a name is shown as placeholders and does not retitle the terminal")
  func escapeSequenceInName() async throws {
    let folder = try TestBook.folder(holding: TestBook.vCard + Self.mallory)
    let session = try TmuxSession(
      [try Product.path("refbook"), "--book", folder.path(of: TestBook.file)], columns: 120, in: folder)
    _ = try session.tmux(["select-pane", "-t", TmuxSession.target, "-T", "e2e-title"])
    try await session.waitForApp()
    let screen = try await session.waitFor("␛]2;pwned␇Mallory")
    #expect(AppScreen(screen).listNames.contains("␛]2;pwned␇Mallory"))
    session.sendKeys("/")
    session.type("mallory")
    session.sendKeys("Enter")
    try await session.waitForScreen("Mallory in the detail pane") { $0.detailTitle.contains("Mallory") }
    #expect(AppScreen(session.screen()).detailTitle == "␛]2;pwned␇Mallory")
    #expect(session.format("#{pane_title}") == "e2e-title")
    let saved = try await session.quitAndReadBook()
    #expect(saved == TestBook.vCard + Self.mallory, "nothing was changed, so nothing is written")
  }
}
