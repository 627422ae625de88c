import Foundation
import RefbookTestSupport
import Testing

/// The history journal (`contacts.vcf.history`): undo and redo across a
/// restart, no edit lost to a crash before the debounced save, a journal that no longer
/// matches the book or is damaged. (Needs the wiring in Open.swift.)
@Suite("refbook: undo that survives a restart")
struct JournalTests {
  static let journal = TestBook.file + ".history"

  @Test("quit, restart: u undoes the last edit of the previous session, and saves that")
  func undoAfterRestart() async throws {
    let folder = try TestBook.folder()
    let first = try await TmuxSession.refbook(on: folder)
    try await DeleteTests.deleteWang(in: first)
    _ = try await first.quitAndReadBook()
    var status = stat()
    #expect(stat(folder.path(of: Self.journal), &status) == 0 && status.st_mode & 0o777 == 0o600)

    let second = try await TmuxSession.refbook(on: folder)
    #expect(!AppScreen(second.screen()).listNames.contains("王小明"))
    second.sendKeys("u")
    let undone = try await second.waitForScreen("王小明 back") { $0.listNames == TestBook.names }
    #expect(undone.status == "Undid: delete 王小明")
    #expect(try await second.quitAndReadBook().contains("FN:王小明"))
  }

  @Test("u, quit, restart: Ctrl-R redoes what the previous session undid, and saves that")
  func redoAfterRestart() async throws {
    let folder = try TestBook.folder()
    let first = try await TmuxSession.refbook(on: folder)
    try await DeleteTests.deleteWang(in: first)
    first.sendKeys("u")
    try await first.waitForScreen("王小明 back") { $0.listNames == TestBook.names }
    #expect(try await first.quitAndReadBook().contains("FN:王小明"))

    let second = try await TmuxSession.refbook(on: folder)
    second.sendKeys("C-r")
    let redone = try await second.waitForScreen("王小明 deleted again") { !$0.listNames.contains("王小明") }
    #expect(redone.status == "Redid: delete 王小明")
    #expect(try await !second.quitAndReadBook().contains("FN:王小明"))
  }

  @Test("a crash right after a change, before the book is saved: the next start applies it, saves it and says so")
  func crashBeforeSave() async throws {
    let folder = try TestBook.folder()
    let original = try folder.read(TestBook.file)
    let crashing = try await TmuxSession.refbook(
      on: folder, environment: ["REFBOOK_TEST_CRASH": "1", "XDG_STATE_HOME": folder.path(of: "state")])
    crashing.sendKeys("d")
    _ = try await crashing.waitForExit()
    #expect(try folder.read(TestBook.file) == original, "the crash came before the save")

    let session = try await TmuxSession.refbook(on: folder, columns: 200)
    let screen = try await session.waitForScreen("Émile Zola restored") { !$0.listNames.isEmpty && !$0.listNames.contains("Émile Zola") }
    #expect(screen.status == "Restored what was not saved when refbook last stopped: delete Émile Zola")
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
    #expect(!TestBook.formattedNames(in: try folder.read(TestBook.file)).contains("Émile Zola"))
  }

  @Test("a book changed by another program since: undo stops there, and the message line says so")
  func changedElsewhere() async throws {
    let folder = try TestBook.folder()
    let first = try await TmuxSession.refbook(on: folder)
    try await DeleteTests.deleteWang(in: first)
    _ = try await first.quitAndReadBook()
    try folder.write(TestBook.vCard, to: TestBook.file)  // 王小明 back, by another program

    let second = try await TmuxSession.refbook(on: folder, columns: 200)
    let screen = try await second.waitForScreen("the message") { $0.status.hasPrefix("Another program") }
    #expect(screen.listNames == TestBook.names)
    second.sendKeys("u")
    try await second.waitForScreen("nothing to undo") { $0.status == "Nothing to undo" }
    #expect(try await second.quitAndReadBook().contains("FN:王小明"))
  }

  @Test("a damaged journal is reported and left out; the book opens and edits are journaled again")
  func damagedJournal() async throws {
    let folder = try TestBook.folder()
    try folder.write("REFBOOK-HISTORY 1\n0123456789abcdef {\"move\":\"st", to: Self.journal)
    let session = try await TmuxSession.refbook(on: folder, columns: 250)
    let screen = try await session.waitForScreen("the message") { $0.status.contains("is damaged at its step 1") }
    #expect(screen.listNames == TestBook.names)
    try await DeleteTests.deleteWang(in: session)
    _ = try await session.quitAndReadBook()
    let again = try await TmuxSession.refbook(on: folder)
    again.sendKeys("u")
    try await again.waitForScreen("王小明 back") { $0.listNames == TestBook.names }
    _ = try await again.quitAndReadBook()
  }
}
