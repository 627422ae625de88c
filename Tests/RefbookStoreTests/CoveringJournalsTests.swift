import Foundation
import RefbookModel
import RefbookTestSupport
import StructRef
import Testing

@testable import RefbookStore

/// One journal a user never has to think about: an edit journaled with
/// several books open is restored when any of them is next opened, alone or
/// with others, and the journals of a book alone and of its sets never take
/// each other's changes for another program's.
@Suite struct CoveringJournalsTests {
  let folder: TemporaryDirectory
  var state: String { folder.path(of: "state/refbook") }

  init() throws {
    folder = try TemporaryDirectory("covering")
    try folder.write(TestBook.card("zoe", "Zoë Ångström"), to: "a.vcf")
    try folder.write(TestBook.card("bob", "Bob"), to: "b.vcf")
  }

  func stores(_ names: String...) throws -> [any BookStorage] {
    try names.map { try BookStore.open(BookLocation(path: folder.path(of: $0)), encoding: .vCard(), access: .readWrite) }
  }

  func shelf(_ stores: [any BookStorage]) -> (journal: HistoryJournal?, recovery: JournalRecovery) {
    HistoryJournal.open(
      shelfOf: stores, names: ["a", "b"], book: Addressbook(collections: [("a", stores[0].book), ("b", stores[1].book)]),
      stateFolder: state)
  }

  /// `kill -9` with a.vcf and b.vcf open, an edit of a contact in a.vcf not saved.
  func crashWithBothOpen() throws {
    let both = try stores("a.vcf", "b.vcf")
    defer { both.forEach { $0.close() } }
    let (journal, recovery) = shelf(both)
    let session = JournaledSession(recovery.history, journal: try #require(journal))
    session.edit("edit Zoë") { $0.insert(renamed($0[id: "zoe"]!, "Zoë Curie"), in: "a") }
    #expect(session.failures.isEmpty)
  }

  @Test func anEditJournaledWithTwoBooksOpenIsRestoredWhenOneIsOpenedAlone() throws {
    defer { folder.remove() }
    try crashWithBothOpen()
    let alone = try stores("a.vcf")[0]
    defer { alone.close() }
    let recovery = HistoryJournal.open(beside: alone, stateFolder: state).recovery
    #expect(recovery.history.value[id: "zoe"]?.formattedName == "Zoë Curie")
    #expect(recovery.history.value.collection(id: "zoe") == nil)
    #expect(recovery.needsSaving)
    #expect(recovery.notices == ["Restored what was not saved when refbook last stopped with a + b open: edit Zoë"])
    #expect(recovery.problems == [])
  }

  @Test func aRestoredEditIsNotRestoredTwice() throws {
    defer { folder.remove() }
    try crashWithBothOpen()
    let alone = try stores("a.vcf")[0]
    let (journal, recovery) = HistoryJournal.open(beside: alone, stateFolder: state)
    _ = try alone.save(recovery.history.value)
    journal?.close(bookSaved: true)
    alone.close()
    let again = try stores("a.vcf")[0]
    defer { again.close() }
    let second = HistoryJournal.open(beside: again, stateFolder: state).recovery
    #expect(second.notices == [] && second.problems == [] && !second.needsSaving)
    #expect(second.history.value[id: "zoe"]?.formattedName == "Zoë Curie")
  }

  @Test func aChangeMadeAloneIsNotAnotherProgramsToTheSetsJournalNorTheConverse() throws {
    defer { folder.remove() }
    // With both open: an edit, saved.
    var both = try stores("a.vcf", "b.vcf")
    var (journal, recovery) = shelf(both)
    var session = JournaledSession(recovery.history, journal: try #require(journal))
    session.edit("edit Zoë") { $0.insert(renamed($0[id: "zoe"]!, "Zoë Curie"), in: "a") }
    _ = try both[0].save(Addressbook(session.book.value.filter { session.book.value.collection(id: $0.id) == "a" }))
    session.end(bookSaved: true)
    both.forEach { $0.close() }
    // Alone: the same contact edited again, saved.
    let alone = try stores("a.vcf")[0]
    (journal, recovery) = HistoryJournal.open(beside: alone, stateFolder: state)
    #expect(recovery.problems == [])
    session = JournaledSession(recovery.history, journal: try #require(journal))
    session.edit("edit Zoë again") { $0[id: "zoe"] = renamed($0[id: "zoe"]!, "Zoë Joliot-Curie") }
    _ = try alone.save(session.book.value)
    session.end(bookSaved: true)
    alone.close()
    // Both again: the set's journal sees a change made by refbook, not by another program.
    both = try stores("a.vcf", "b.vcf")
    defer { both.forEach { $0.close() } }
    recovery = shelf(both).recovery
    #expect(recovery.problems == [])
    #expect(recovery.history.value[id: "zoe"]?.formattedName == "Zoë Joliot-Curie")
  }

  @Test func aChangeByAnotherProgramIsStillSaidSo() throws {
    defer { folder.remove() }
    let alone = try stores("a.vcf")[0]
    let (journal, recovery) = HistoryJournal.open(beside: alone, stateFolder: state)
    let session = JournaledSession(recovery.history, journal: try #require(journal))
    session.edit("edit Zoë") { $0[id: "zoe"] = renamed($0[id: "zoe"]!, "Zoë Curie") }
    _ = try alone.save(session.book.value)
    session.end(bookSaved: true)
    alone.close()
    try folder.write(TestBook.card("zoe", "Zoë by khard"), to: "a.vcf")
    let again = try stores("a.vcf")[0]
    defer { again.close() }
    #expect(HistoryJournal.open(beside: again, stateFolder: state).recovery.problems.first?.hasPrefix("Another program") == true)
  }
}
