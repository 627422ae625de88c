import RefbookTestSupport
import Testing

@Suite("refbook: launching")
struct LaunchTests {
  @Test("--demo opens fifty people, the first of them shown in both panes")
  func demo() async throws {
    let folder = try TemporaryDirectory()
    let session = try TmuxSession(
      [try Product.path("refbook"), "--demo"], columns: 160, in: folder, environment: ["TMPDIR": folder.path])
    let screen = try await session.waitForApp()
    #expect(screen.header.contains("  ·  50 contacts  ·  sort: name"))
    #expect(screen.header.hasSuffix("saved"))
    #expect(screen.detailTitle == screen.listNames.first)
    #expect(screen.detailFields.contains { $0.label == "Reach" }, "the card's groups under the name")
    #expect(screen.listNames.count == 27, "every list row under the headings is filled")
  }

  @Test("a book opens sorted by name, the first person selected")
  func book() async throws {
    let session = try await TmuxSession.refbook()
    let screen = try await session.waitForApp()
    #expect(screen.header.contains(session.directory.path(of: TestBook.file)))
    #expect(screen.header.contains("  4 contacts  ·  sort: name"))
    #expect(screen.listNames == TestBook.names)
    #expect(screen.detailTitle == "Émile Zola")
    #expect(screen.detailValue("given name") == "Émile")
    #expect(screen.detailValue("family name") == "Zola")
  }
}
