import Foundation
import RefbookModel
import RefbookTestSupport
import StructRef
import Testing

@testable import RefbookStore

/// Steps made outside a session (a command that writes the book), and the
/// journal of several books opened together.
@Suite struct HistoryJournalStepTests: JournalSuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory("journal-steps")
  }

  /// What a command does: opens the journal for the book, saves its change,
  /// appends it and closes with the book saved.
  private func command(_ description: String, on book: Addressbook, _ body: (inout Addressbook) -> Void) throws
    -> Addressbook
  {
    let (opened, recovery) = HistoryJournal.open(at: path, book: book)
    let journal = try #require(opened)
    var new = recovery.history.value
    body(&new)
    var failures: [String] = []
    journal.appendStep(description, from: recovery.history.value, to: new) { failures.append($0) }
    journal.close(bookSaved: true)
    #expect(failures.isEmpty)
    return new
  }

  @Test func aCommandsStepIsUndoneByTheNextSession() throws {
    let session = try JournaledSession(at: path, book: start)
    session.edit("add 王小明") { $0.insert(ming) }
    session.end(bookSaved: true)
    let imported = try command("import 1 contact from x.vcf", on: session.book.value) {
      $0.insert(Person(id: "new", formattedName: "Someone new"))
    }

    let recovery = HistoryJournal.open(at: path, book: imported).recovery
    #expect(recovery.problems.isEmpty && !recovery.needsSaving)
    #expect(undoDescriptions(recovery.history) == ["import 1 contact from x.vcf", "add 王小明"])
    #expect(undoValues(recovery.history) == [imported, session.book.value, start])
  }

  @Test func aCommandThatChangesNothingAddsNoStep() throws {
    _ = try command("edit Zoë in editor", on: start) { _ in }
    #expect(!FileManager.default.fileExists(atPath: path), "no step, no journal")
    #expect(!HistoryJournal.open(at: path, book: start).recovery.history.canUndo)
  }

  @Test func aCommandsStepThatCannotBeWrittenIsReported() throws {
    let path = folder.path(of: "gone/contacts.vcf.history")
    let journal = try #require(HistoryJournal.open(at: path, book: start).journal)
    var failures: [String] = []
    journal.appendStep("delete Bob", from: start, to: [zoe]) { failures.append($0) }
    #expect(failures == ["Cannot write the history journal \(path) (No such file or directory): undo in refbook will stop before that change"])
  }

  /// A session stopped before its save, then a command: the command starts
  /// from the restored book, so its save holds both.
  @Test func aCommandStartsFromTheStepsTheBookDidNotHoldYet() throws {
    let session = try JournaledSession(at: path, book: start)
    session.edit("delete Bob") { $0.remove(id: "bob") }
    let added = try command("add Someone", on: start) { $0.insert(Person(id: "new", formattedName: "Someone")) }
    #expect(added[id: "bob"] == nil && added[id: "new"] != nil)

    let recovery = HistoryJournal.open(at: path, book: added).recovery
    #expect(recovery.problems.isEmpty && !recovery.needsSaving)
    #expect(undoDescriptions(recovery.history) == ["add Someone", "delete Bob"])
  }

  @Test func theShelfJournalIsOneFileForTheSetInAnyOrder() {
    let a = BookLocation(path: folder.path(of: "a.vcf"))
    let b = BookLocation(path: folder.path(of: "b.vcf"))
    let c = BookLocation(path: folder.path(of: "c.vcf"))
    let state = folder.path(of: "state/refbook")
    let path = HistoryJournal.path(forShelfOf: [a, b], stateFolder: state)
    #expect(path.hasPrefix(state + "/shelf-") && path.hasSuffix(".history"))
    #expect(HistoryJournal.path(forShelfOf: [b, a], stateFolder: state) == path)
    #expect(HistoryJournal.path(forShelfOf: [a, c], stateFolder: state) != path)
    #expect(HistoryJournal.path(forShelfOf: [a, b, c], stateFolder: state) != path)
  }

  @Test func aRelativeBookPathNamesTheSameShelfAsItsAbsolutePath() {
    let folder = FileManager.default.currentDirectoryPath
    let state = "/state"
    #expect(
      HistoryJournal.path(forShelfOf: [BookLocation(path: "a.vcf"), BookLocation(path: "/b.vcf")], stateFolder: state)
        == HistoryJournal.path(
          forShelfOf: [BookLocation(path: folder + "/a.vcf"), BookLocation(path: "/b.vcf")], stateFolder: state))
  }

  /// `kill -9` after an edit in the second book: the next start restores it
  /// and names that book; the state folder is made for the journal.
  @Test func aShelfJournalRestoresAnEditAndNamesItsBook() throws {
    let path = folder.path(of: "state/refbook/shelf.history")
    let shelf = Addressbook(collections: [("personal", [zoe]), ("work", [bob])])
    let (journal, recovery) = HistoryJournal.open(at: path, book: shelf, creatingFolders: true)
    let session = JournaledSession(recovery.history, journal: try #require(journal))
    session.edit("rename Bob") { $0.insert(renamed(bob, "Robert"), in: "work") }
    #expect(session.failures.isEmpty)

    let again = HistoryJournal.open(at: path, book: shelf).recovery
    #expect(again.history.value[id: "bob"]?.formattedName == "Robert")
    #expect(again.history.value.collection(id: "bob") == "work")
    #expect(again.notices == ["Restored what was not saved when refbook last stopped in work: rename Bob"])
    var history = again.history
    history.undo()
    #expect(history.value == shelf)
  }

  @Test func aShelfJournalOpenedForStoresIsInTheStateFolder() throws {
    try folder.write(TestBook.vCard, to: "a.vcf")
    try folder.write(TestBook.card("other", "Zoë Ångström"), to: "b.vcf")
    let stores = try ["a.vcf", "b.vcf"].map {
      try BookStore.open(BookLocation(path: folder.path(of: $0)), encoding: .vCard(), access: .readWrite)
    }
    defer { stores.forEach { $0.close() } }
    let book = Addressbook(collections: [("a", stores[0].book), ("b", stores[1].book)])
    let (journal, _) = HistoryJournal.open(shelfOf: stores, names: ["a", "b"], book: book, stateFolder: folder.path(of: "state/refbook"))
    let session = JournaledSession(History(initialValue: book), journal: try #require(journal))
    session.edit("delete Zoë") { $0.remove(id: "other") }
    session.end()
    #expect(journal?.path.hasPrefix(folder.path(of: "state/refbook/shelf-")) == true)
    var status = stat()
    #expect(stat(try #require(journal?.path), &status) == 0 && status.st_mode & 0o777 == 0o600)
  }
}
