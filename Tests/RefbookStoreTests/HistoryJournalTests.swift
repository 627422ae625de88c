import Foundation
import RefbookModel
import RefbookTestSupport
import StructRef
import Testing

@testable import RefbookStore

/// The journal written by one session and read back by the next.
@Suite struct HistoryJournalTests: JournalSuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory("journal")
  }

  /// Three steps: add 王小明, rename Zoë, delete Bob.
  private func threeSteps(_ session: JournaledSession) {
    session.edit("add 王小明") { $0.insert(ming) }
    session.edit("rename Zoë") { $0.insert(renamed(zoe, "Zoë Zola")) }
    session.edit("delete Bob") { $0.remove(id: "bob") }
  }

  @Test func aRestartUndoesTheStepsOfThePreviousSession() throws {
    let session = try JournaledSession(at: path, book: start)
    threeSteps(session)
    session.end(bookSaved: true)
    let states = undoValues(session.root.value)

    let (journal, recovery) = HistoryJournal.open(at: path, book: session.book.value)
    #expect(journal != nil)
    #expect(recovery.problems.isEmpty && recovery.notices.isEmpty && !recovery.needsSaving)
    #expect(undoDescriptions(recovery.history) == ["delete Bob", "rename Zoë", "add 王小明"])
    #expect(undoValues(recovery.history) == states)
    #expect(undoValues(recovery.history).last == start)
  }

  @Test func theNextSessionAppendsToTheJournal() throws {
    let first = try JournaledSession(at: path, book: start)
    threeSteps(first)
    first.end(bookSaved: true)
    let second = try JournaledSession(at: path, book: first.book.value)
    second.undo()
    second.edit("rename Bob") { $0.insert(renamed(bob, "Robert")) }
    second.end(bookSaved: true)

    let recovery = HistoryJournal.open(at: path, book: second.book.value).recovery
    #expect(undoDescriptions(recovery.history) == ["rename Bob", "rename Zoë", "add 王小明"])
    #expect(undoValues(recovery.history).last == start)
    #expect(second.failures.isEmpty)
  }

  @Test func undoneStepsAreNotUndoneAgainButRedoneAfterARestart() throws {
    let session = try JournaledSession(at: path, book: start)
    threeSteps(session)
    let done = session.book.value
    session.undo()
    session.undo()
    session.end(bookSaved: true)
    let recovery = HistoryJournal.open(at: path, book: session.book.value).recovery
    #expect(recovery.history.value == [zoe, bob, ming])
    #expect(undoDescriptions(recovery.history) == ["add 王小明"])
    #expect(redoDescriptions(recovery.history) == ["rename Zoë", "delete Bob"])
    var history = recovery.history
    while history.redo() {}
    #expect(history.value == done)
  }

  @Test func aNewStepAfterAnUndoLeavesNothingToRedoAfterARestart() throws {
    let session = try JournaledSession(at: path, book: start)
    threeSteps(session)
    session.undo()
    session.edit("rename Bob") { $0.insert(renamed(bob, "Robert")) }
    session.end(bookSaved: true)
    let recovery = HistoryJournal.open(at: path, book: session.book.value).recovery
    #expect(!recovery.history.canRedo)
    #expect(undoDescriptions(recovery.history) == ["rename Bob", "rename Zoë", "add 王小明"])
  }

  /// Redone after the restart, the step is journaled as a redo: the next
  /// restart undoes it.
  @Test func aStepRedoneAfterARestartIsUndoneAfterTheNext() throws {
    let first = try JournaledSession(at: path, book: start)
    threeSteps(first)
    first.undo()
    first.end(bookSaved: true)
    let second = try JournaledSession(at: path, book: first.book.value)
    second.redo()
    #expect(second.book.value[id: "bob"] == nil)
    second.end(bookSaved: true)
    let recovery = HistoryJournal.open(at: path, book: second.book.value).recovery
    #expect(undoDescriptions(recovery.history) == ["delete Bob", "rename Zoë", "add 王小明"])
    #expect(!recovery.history.canRedo)
  }

  @Test func redoneStepsCanBeUndoneAfterARestart() throws {
    let session = try JournaledSession(at: path, book: start)
    threeSteps(session)
    session.undo()
    session.undo()
    session.redo()
    session.end(bookSaved: true)
    let recovery = HistoryJournal.open(at: path, book: session.book.value).recovery
    #expect(undoDescriptions(recovery.history) == ["rename Zoë", "add 王小明"])
    #expect(undoValues(recovery.history) == undoValues(session.root.value))
  }

  /// `kill -9` right after Enter: the journal has the steps, the book on
  /// disk does not (its save was still waiting).
  @Test(arguments: [0, 1, 2])
  func stepsTheBookDoesNotHoldYetAreApplied(saved: Int) throws {
    let session = try JournaledSession(at: path, book: start)
    threeSteps(session)
    let onDisk = undoValues(session.root.value).reversed()[saved]

    let recovery = HistoryJournal.open(at: path, book: onDisk).recovery
    #expect(recovery.history.value == session.book.value)
    #expect(recovery.reapplied == Array(["add 王小明", "rename Zoë", "delete Bob"].dropFirst(saved)))
    #expect(recovery.needsSaving)
    #expect(recovery.notices.count == 1 && recovery.notices[0].contains("delete Bob"))
    #expect(recovery.problems.isEmpty)
    #expect(undoValues(recovery.history) == undoValues(session.root.value))
  }

  @Test func anUndoTheBookDoesNotHoldYetIsApplied() throws {
    let session = try JournaledSession(at: path, book: start)
    threeSteps(session)
    let onDisk = session.book.value
    session.undo()
    let recovery = HistoryJournal.open(at: path, book: onDisk).recovery
    #expect(recovery.reapplied == ["undo delete Bob"])
    #expect(recovery.history.value == session.book.value)
    #expect(undoDescriptions(recovery.history) == ["rename Zoë", "add 王小明"])
  }

  /// The book saved after the first step, then changed by another program
  /// where the second step would change it: that step and those after it
  /// are dropped, from the journal too.
  @Test func aStepTheBookChangedElsewhereContradictsIsNotApplied() throws {
    let session = try JournaledSession(at: path, book: start)
    threeSteps(session)
    session.end()
    var onDisk = undoValues(session.root.value).reversed()[1]
    onDisk.insert(renamed(zoe, "Zoë from khard"))

    let (journal, recovery) = HistoryJournal.open(at: path, book: onDisk)
    #expect(journal != nil)
    #expect(recovery.history.value == onDisk)
    #expect(recovery.reapplied.isEmpty)
    #expect(recovery.problems.count == 1 && recovery.problems[0].contains("rename Zoë"))
    #expect(undoDescriptions(recovery.history) == ["add 王小明"])
    #expect(try recordCount(path) == 1)
  }

  /// The book holds every step, then another program changed a person the
  /// second step changed: undo goes back to just after that step.
  @Test func undoStopsWhereAnotherProgramChangedTheBook() throws {
    let session = try JournaledSession(at: path, book: start)
    threeSteps(session)
    session.end(bookSaved: true)
    var onDisk = session.book.value
    onDisk.insert(renamed(zoe, "Zoë from khard"))

    let recovery = HistoryJournal.open(at: path, book: onDisk).recovery
    #expect(recovery.history.value == onDisk)
    #expect(undoDescriptions(recovery.history) == ["delete Bob"])
    var history = recovery.history
    history.undo()
    #expect(history.value[id: "zoe"]?.formattedName == "Zoë from khard")
    #expect(history.value[id: "bob"] == bob)
    #expect(recovery.problems.count == 1 && recovery.problems[0].contains("Another program"))
    #expect(try recordCount(path) == 2, "delete Bob, and the end of the session")
  }

  /// After a session that ended with its book saved, a book that looks as
  /// it did before a step was changed back by another program: the step is
  /// not applied again, as it would be after a crash.
  @Test(arguments: [true, false])
  func aStepOfASessionThatEndedSavedIsNotAppliedAgain(saved: Bool) throws {
    let session = try JournaledSession(at: path, book: start)
    session.edit("delete Bob") { $0.remove(id: "bob") }
    session.end(bookSaved: saved)
    let recovery = HistoryJournal.open(at: path, book: start).recovery
    if saved {
      #expect(recovery.history.value == start && !recovery.history.canUndo)
      #expect(recovery.reapplied.isEmpty)
      #expect(recovery.problems.count == 1 && recovery.problems[0].contains("Another program"))
    } else {
      #expect(recovery.history.value == session.book.value)
      #expect(recovery.reapplied == ["delete Bob"])
    }
  }

  @Test func theEndOfASessionIsSaidOnce() throws {
    let session = try JournaledSession(at: path, book: start)
    session.edit("delete Bob") { $0.remove(id: "bob") }
    session.end(bookSaved: true)
    let again = try JournaledSession(at: path, book: session.book.value)
    again.end(bookSaved: true)
    #expect(try recordCount(path) == 2)
    #expect(undoDescriptions(HistoryJournal.open(at: path, book: session.book.value).recovery.history) == ["delete Bob"])
  }

  @Test func aBookChangedOnlyWhereTheJournalNeverLookedKeepsItAll() throws {
    let session = try JournaledSession(at: path, book: start)
    threeSteps(session)
    session.end(bookSaved: true)
    var onDisk = session.book.value
    onDisk.insert(Person(id: "new", formattedName: "Someone new"))
    let recovery = HistoryJournal.open(at: path, book: onDisk).recovery
    #expect(recovery.problems.isEmpty)
    #expect(undoDescriptions(recovery.history).count == 3)
  }

  @Test func movingBetweenBooksIsJournaledWithTheBook() throws {
    let shelf = Addressbook(collections: [("personal", [zoe]), ("work", [bob])])
    let session = try JournaledSession(at: path, book: shelf)
    session.edit("move Zoë to work") { $0.move(id: "zoe", to: "work") }
    session.end()
    let recovery = HistoryJournal.open(at: path, book: shelf).recovery
    #expect(recovery.reapplied == ["move Zoë to work"])
    #expect(recovery.history.value.collection(id: "zoe") == "work")
    var history = recovery.history
    history.undo()
    #expect(history.value.collection(id: "zoe") == "personal")
  }

  @Test func theJournalIsMode0600() throws {
    let session = try JournaledSession(at: path, book: start)
    #expect(!FileManager.default.fileExists(atPath: path))
    session.edit("add 王小明") { $0.insert(ming) }
    var status = stat()
    #expect(stat(path, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o600)
    session.end()
  }

  @Test func aStepIsOnDiskWhenTheObserverReturns() throws {
    let session = try JournaledSession(at: path, book: start)
    session.edit("add 王小明") { $0.insert(ming) }
    #expect(try recordCount(path) == 1)
    #expect(HistoryJournal.open(at: path, book: start).recovery.history.value == session.book.value)
  }

  @Test func aMoveOfNothingIsNotJournaled() throws {
    let session = try JournaledSession(at: path, book: start)
    session.edit("nothing") { _ in }
    session.undo()
    session.book.value = start
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
