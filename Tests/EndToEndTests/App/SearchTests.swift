import RefbookTestSupport
import Testing

@Suite("refbook: searching")
struct SearchTests {
  @Test("/ filters as you type, folding accents; Esc clears the filter")
  func filterAndClear() async throws {
    let session = try await TmuxSession.refbook()
    session.sendKeys("/")
    session.type("zoe")
    let filtered = try await session.waitForScreen("only Zoë in the list") { $0.listNames == ["Zoë Ångström"] }
    #expect(filtered.status == "/zoe")
    #expect(filtered.detailTitle == "Zoë Ångström")
    session.sendKeys("Escape")
    let cleared = try await session.waitForScreen("the whole list again") { $0.listNames == TestBook.names }
    #expect(!cleared.header.contains("filter"))
  }

  @Test("Enter keeps the filter, named in the header; Esc in the list clears it")
  func keepThenClear() async throws {
    let session = try await TmuxSession.refbook(columns: 160)
    session.sendKeys("/")
    session.type("王")
    session.sendKeys("Enter")
    let kept = try await session.waitForScreen("the filter kept") {
      $0.listNames == ["王小明"] && !$0.status.hasPrefix("/")
    }
    #expect(kept.header.contains("filter: “王” (1)"))
    #expect(kept.detailTitle == "王小明")
    session.sendKeys("Escape")
    try await session.waitForScreen("the whole list again") { $0.listNames == TestBook.names }
  }
}
