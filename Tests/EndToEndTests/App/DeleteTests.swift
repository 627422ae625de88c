import Foundation
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

  @Test("a deleted contact is in no copy refbook keeps once the app quits, but the journal and the backup")
  func goneFromKeptCopies() async throws {
    let folder = try TestBook.folder()
    let cache = folder.path(of: "cache")
    let first = try await TmuxSession.refbook(on: folder, environment: ["XDG_CACHE_HOME": cache])
    first.sendKeys("/")
    first.type("zo")
    try await first.waitForScreen("a search") { $0.listNames.count == 2 }
    first.sendKeys("Escape")
    // The texts searched kept, and the book settled (3 s) for `query`'s index, made on a thread that gives way
    // to any other: later on a loaded machine.
    let queries = try await first.poll("the index `query` reads kept", timeout: .seconds(60), sourceLocation: #_sourceLocation) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: cache + "/refbook/queries")) ?? []
      return names.contains { !$0.hasPrefix(".") } ? names.filter { !$0.hasPrefix(".") } : nil
    }
    _ = try await first.quitAndReadBook()
    #expect(queries.count == 1, "the index `query` reads is kept")
    let session = try await TmuxSession.refbook(on: folder, environment: ["XDG_CACHE_HOME": cache])
    session.sendKeys("g", "j", "j")
    try await session.waitForScreen("Zoë selected") { $0.detailTitle == "Zoë Ångström" }
    session.sendKeys("d")
    try await session.waitForScreen("Zoë deleted and saved") { !$0.listNames.contains("Zoë Ångström") && $0.header.hasSuffix("saved") }
    _ = try await session.quitAndReadBook()
    let kept = FileManager.default.enumerator(atPath: cache)?.compactMap { $0 as? String } ?? []
    let holding = try kept.filter { name in
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: cache + "/" + name, isDirectory: &isFolder), !isFolder.boolValue else { return false }
      let bytes = try Data(contentsOf: URL(fileURLWithPath: cache + "/" + name))
      return bytes.range(of: Data("zoe@example.org".utf8)) != nil || bytes.range(of: Data("Zoë".utf8)) != nil
    }
    #expect(holding == [], "no kept copy names the deleted contact")
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
    #expect(undone.detailValue("mobile") == "+86 10 1234 5678")
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
