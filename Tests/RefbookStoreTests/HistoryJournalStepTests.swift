import Foundation
import RefbookModel
import RefbookTestSupport
import StructRef
import Testing

@testable import RefbookStore

/// Steps made outside a session (a command that writes the book).
@Suite struct HistoryJournalStepTests {
  let folder: TemporaryDirectory
  let path: String
  let start: Addressbook = [zoe, bob]

  init() throws {
    folder = try TemporaryDirectory("journal-steps")
    path = folder.path(of: "contacts.vcf.history")
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
}
