import RefbookTestSupport
import Testing

@Suite("refbook: deleting a person")
struct DeleteTests {
  /// Selects 王小明 (the last row) and deletes them.
  static func deleteWang(in session: TmuxSession) async throws {
    session.sendKeys("G")
    try await session.waitForScreen("王小明 selected") { $0.detailTitle == "王小明" }
    session.sendKeys("d")
    try await session.waitForScreen("王小明 gone") { !$0.listNames.contains("王小明") }
  }

  @Test("d deletes the selected person with a message, and the file loses them")
  func delete() async throws {
    let session = try await TmuxSession.refbook()
    try await Self.deleteWang(in: session)
    let screen = AppScreen(session.screen())
    #expect(screen.status == "Deleted 王小明 — u to undo")
    #expect(screen.header.contains("  3 contacts  ·"))
    #expect(screen.listNames == ["Émile Zola", "Grace Hopper", "Zoë Ångström"])
    #expect(screen.listNames.contains(screen.detailTitle))
    let saved = try await session.quitAndReadBook()
    #expect(TestBook.formattedNames(in: saved).sorted() == ["Émile Zola", "Grace Hopper", "Zoë Ångström"].sorted())
    #expect(!saved.contains("王"))
  }

  @Test("undo brings the person back, selected; redo deletes again")
  func undoRedo() async throws {
    let session = try await TmuxSession.refbook()
    try await Self.deleteWang(in: session)
    session.sendKeys("u")
    let undone = try await session.waitForScreen("王小明 back") {
      $0.listNames == TestBook.names && $0.detailTitle == "王小明"
    }
    #expect(undone.status == "Undid: delete 王小明")
    #expect(undone.detailValue("Phone (cell)") == "+86 10 1234 5678")
    session.sendKeys("C-r")
    let redone = try await session.waitForScreen("王小明 gone again") { !$0.listNames.contains("王小明") }
    #expect(redone.status == "Redid: delete 王小明")
    session.sendKeys("u")
    try await session.waitForScreen("王小明 back again") { $0.listNames == TestBook.names }
    let saved = try await session.quitAndReadBook()
    #expect(saved.contains("FN:王小明"))
    #expect(saved.contains("TEL;TYPE=cell:+86 10 1234 5678"))
  }
}
