import Foundation
import RefbookModel
import RefbookTestSupport
import Testing

@testable import RefbookStore

/// A step taken back out of the journal (its save failed): the file as it
/// was, and the next start restores nothing.
@Suite struct HistoryJournalWithdrawTests: JournalSuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory("journal-withdraw")
  }

  @Test func aWithdrawnStepLeavesTheFileAsItWas() throws {
    let session = try JournaledSession(at: path, book: start)
    session.edit("add 王小明") { $0.insert(ming) }
    session.end(bookSaved: true)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    let journal = try #require(HistoryJournal.open(at: path, book: session.book.value).journal)
    let mark = journal.mark
    journal.appendStep("delete Bob", from: session.book.value, to: [zoe, ming]) { Issue.record("\($0)") }
    #expect(try recordCount(path) == 3)
    journal.withdraw(to: mark) { Issue.record("\($0)") }
    journal.close(bookSaved: true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "no step, and no end of a session added")

    let recovery = HistoryJournal.open(at: path, book: session.book.value).recovery
    #expect(!recovery.needsSaving && undoDescriptions(recovery.history) == ["add 王小明"])
  }

  @Test func aJournalFileTheStepCreatedIsRemoved() throws {
    let journal = try #require(HistoryJournal.open(at: path, book: start).journal)
    let mark = journal.mark
    journal.appendStep("delete Bob", from: start, to: [zoe]) { Issue.record("\($0)") }
    #expect(FileManager.default.fileExists(atPath: path))
    journal.withdraw(to: mark) { Issue.record("\($0)") }
    #expect(!FileManager.default.fileExists(atPath: path))

    journal.appendStep("add 王小明", from: start, to: [zoe, bob, ming]) { Issue.record("\($0)") }
    journal.close(bookSaved: true)
    let recovery = HistoryJournal.open(at: path, book: [zoe, bob, ming]).recovery
    #expect(undoDescriptions(recovery.history) == ["add 王小明"], "a later step makes the file again")
  }

  @Test func aStepPastTheLimitsIsWithdrawnAfterTheTrim() throws {
    let limits = HistoryJournal.Limits(steps: 4)
    let session = try JournaledSession(at: path, book: start, limits: limits)
    for number in 1...4 { session.edit("rename \(number)") { $0.insert(renamed(zoe, "Zoë \(number)")) } }
    session.end(bookSaved: true)

    let book = session.book.value
    let journal = try #require(HistoryJournal.open(at: path, book: book, limits: limits).journal)
    let mark = journal.mark
    journal.appendStep("delete Bob", from: book, to: [renamed(zoe, "Zoë 4")]) { Issue.record("\($0)") }
    journal.withdraw(to: mark) { Issue.record("\($0)") }
    journal.close()

    let recovery = HistoryJournal.open(at: path, book: book, limits: limits).recovery
    #expect(recovery.problems.isEmpty && !recovery.needsSaving)
    #expect(recovery.history.value == book, "Bob is not deleted again")
    #expect(undoDescriptions(recovery.history).first == "rename 4", "the oldest steps the trim dropped stay dropped")
  }

  @Test func aJournalThatCannotBeCutBackIsReported() throws {
    try folder.write("", to: "contacts.vcf.history")
    let journal = try #require(HistoryJournal.open(at: path, book: start).journal)
    let mark = journal.mark
    journal.appendStep("delete Bob", from: start, to: [zoe]) { Issue.record("\($0)") }
    journal.close()
    try FileManager.default.removeItem(atPath: path)
    var failures: [String] = []
    journal.withdraw(to: mark) { failures.append($0) }
    #expect(failures == [
      "Cannot take that change back out of the history journal \(path) (No such file or directory): refbook's next start may restore it",
    ])
  }
}
