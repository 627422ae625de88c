import Foundation
import RefbookModel
import RefbookTestSupport
import StructRef
import Testing

@testable import RefbookStore

/// A command's one change, in the app's order: journaled before its save,
/// and taken back out of the journal when the save fails.
@Suite struct BookPersistenceCommitTests {
  let folder: TemporaryDirectory
  var book: String { folder.path(of: "contacts.vcf") }
  var journal: String { book + ".history" }
  let original = TestBook.card("zoe", "Zoë Ångström") + TestBook.card("bob", "Bob")

  init() throws {
    folder = try TemporaryDirectory("persistence-commit")
    try folder.write(original, to: "contacts.vcf")
  }

  struct SaveFailed: Error {}

  /// The book opened for writing, each save recording the journal's records.
  func open() throws -> JournalCountingStore {
    JournalCountingStore(
      try BookLocation(path: book).open(encoding: .vCard(), access: .readWrite), journal: journal)
  }

  func persistence(_ store: any BookStorage) -> BookPersistence {
    BookPersistence(stores: [store], names: ["contacts"], readOnlyReason: { _ in "" }, stateFolder: folder.path(of: "state"))
  }

  /// `persistence`'s book without Bob.
  func withoutBob(_ persistence: BookPersistence) -> Addressbook {
    var book = persistence.history.value
    book[id: "bob"] = nil
    return book
  }

  @Test func theStepIsInTheJournalBeforeTheSaveAndACrashThereLeavesItForTheNextStart() throws {
    let store = try open()
    let persistence = persistence(store)
    let crashed = folder.path(of: "crashed.history")
    try persistence.commit(withoutBob(persistence), as: "delete Bob", report: { Issue.record("\($0)") }) { book in
      try FileManager.default.copyItem(atPath: journal, toPath: crashed)
      _ = try store.save(book)
    }
    store.close()
    #expect(store.journalRecordsAtSaves == [1])
    #expect(try recordCount(journal) == 2, "the step, then the end of a session that saved")
    #expect(try !folder.read("contacts.vcf").contains("FN:Bob"))

    // The journal as a crash during the save left it, with the book as it was.
    let onDisk: Addressbook = [Person(id: "zoe", formattedName: "Zoë Ångström"), Person(id: "bob", formattedName: "Bob")]
    let recovery = HistoryJournal.open(at: crashed, book: onDisk).recovery
    #expect(recovery.reapplied == ["delete Bob"] && recovery.history.value[id: "bob"] == nil)
  }

  @Test func aFailedSaveLeavesNoStepAndNoNewJournalFile() throws {
    let store = try open()
    let persistence = persistence(store)
    var reports: [String] = []
    #expect(throws: SaveFailed.self) {
      try persistence.commit(withoutBob(persistence), as: "delete Bob", report: { reports.append($0) }) { _ in
        #expect(FileManager.default.fileExists(atPath: journal), "journaled before the save")
        throw SaveFailed()
      }
    }
    store.close()
    #expect(reports.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: journal))
    #expect(try folder.read("contacts.vcf") == original)
  }

  @Test func aFailedSaveLeavesAnEarlierJournalAsItWas() throws {
    let first = try open()
    try persistence(first).commit([Person(id: "zoe", formattedName: "Zoë Ångström")], as: "delete Bob", report: { _ in }) {
      _ = try first.save($0)
    }
    first.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: journal))

    let store = try open()
    let persistence = persistence(store)
    #expect(throws: SaveFailed.self) {
      try persistence.commit([], as: "delete Zoë", report: { Issue.record("\($0)") }) { _ in throw SaveFailed() }
    }
    store.close()
    #expect(try Data(contentsOf: URL(fileURLWithPath: journal)) == before)
    let recovery = HistoryJournal.open(at: journal, book: store.book).recovery
    #expect(!recovery.needsSaving && undoDescriptions(recovery.history) == ["delete Bob"])
  }

  @Test func aStepThatCannotBeJournaledIsReportedOnlyOnceSaved() throws {
    for saves in [false, true] {
      try folder.write(original, to: "contacts.vcf")
      let store = try open()
      let persistence = persistence(store)
      try FileManager.default.createDirectory(atPath: journal, withIntermediateDirectories: false)
      defer { try? FileManager.default.removeItem(atPath: journal) }
      var saved = false
      var reports: [(message: String, saved: Bool)] = []
      _ = try? persistence.commit(withoutBob(persistence), as: "delete Bob", report: { reports.append(($0, saved)) }) {
        guard saves else { throw SaveFailed() }
        _ = try store.save($0)
        saved = true
      }
      store.close()
      #expect(reports.map(\.saved) == (saves ? [true] : []), "saves: \(saves)")
      #expect(reports.allSatisfy { $0.message.hasPrefix("Cannot write the history journal \(journal)") })
    }
  }
}
