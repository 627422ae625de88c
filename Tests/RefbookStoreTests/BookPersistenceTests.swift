import Foundation
import RefbookModel
import RefbookTestSupport
import StructRef
import Synchronization
import Testing

@testable import RefbookStore

/// A book's persistence in one order: the step is in the journal before
/// the book's save starts, so a crash between the two leaves it for the
/// next start.
@Suite struct BookPersistenceTests {
  let folder: TemporaryDirectory
  var book: String { folder.path(of: "contacts.vcf") }
  var journal: String { book + ".history" }

  init() throws {
    folder = try TemporaryDirectory("persistence")
    try folder.write(TestBook.card("zoe", "Zoë Ångström") + TestBook.card("bob", "Bob"), to: "contacts.vcf")
  }

  /// The book opened for writing, each save of it recording how many
  /// records the journal held when the save started.
  func open() throws -> JournalCountingStore {
    JournalCountingStore(
      try BookLocation(path: book).open(encoding: .vCard(), access: .readWrite), journal: journal)
  }

  func persistence(_ store: any BookStorage) -> BookPersistence {
    BookPersistence(stores: [store], names: ["contacts"], readOnlyReason: { _ in "" }, delay: .zero, stateFolder: folder.path(of: "state"))
  }

  @Test func theAppsRootJournalsEachStepBeforeItsSave() throws {
    let store = try open()
    let persistence = persistence(store)
    let root = Ref(initialValue: persistence.history)
    let attached = persistence.attach(
      to: root, describedBy: { _, _ in "changes from disk" }, receivingOn: { $0() }, onJournalFailure: { Issue.record("\($0)") })
    root[\.value].batch("delete Bob") { root.value.value[id: "bob"] = nil }
    root.modify { $0.undo() }
    attached.dispose()
    #expect(persistence.finish(with: root.value.value) == .saved)
    store.close()
    #expect(!store.journalRecordsAtSaves.isEmpty)
    #expect(store.journalRecordsAtSaves.allSatisfy { $0 >= 1 }, "\(store.journalRecordsAtSaves)")
    #expect(store.journalRecordsAtSaves.last == 2, "the undo is journaled before the save that undoes it")
  }

  @Test func aCrashBetweenTheJournalAndTheSaveLeavesTheStepForTheNextStart() throws {
    let store = try open()
    let persistence = persistence(store)
    let root = Ref(initialValue: persistence.history)
    let crashed = folder.path(of: "crashed.history")
    let attached = persistence.attach(
      to: root, describedBy: { _, _ in "" }, receivingOn: { $0() }, onJournalFailure: { Issue.record("\($0)") },
      afterJournaling: { _ in _ = try? FileManager.default.copyItem(atPath: journal, toPath: crashed) })
    root[\.value].batch("delete Bob") { root.value.value[id: "bob"] = nil }
    attached.dispose()
    _ = persistence.finish(with: root.value.value)
    store.close()
    #expect(store.journalRecordsAtSaves == [1])

    // The journal as a crash at that moment left it, with the book as it was.
    let onDisk: Addressbook = [Person(id: "zoe", formattedName: "Zoë Ångström"), Person(id: "bob", formattedName: "Bob")]
    let recovery = HistoryJournal.open(at: crashed, book: onDisk).recovery
    #expect(recovery.reapplied == ["delete Bob"])
    #expect(recovery.history.value[id: "bob"] == nil)
  }

  @Test func restoredStepsAreSavedOnceAttached() throws {
    let first = try open()
    let crashed = persistence(first)
    let root = Ref(initialValue: crashed.history)
    let attached = crashed.attach(to: root, describedBy: { _, _ in "" }, receivingOn: { $0() }, onJournalFailure: { _ in })
    root[\.value].batch("delete Bob") { root.value.value[id: "bob"] = nil }
    attached.dispose()
    _ = crashed.books[0].finish(with: root.value.value)  // the save done, then killed: the journal not closed
    first.close()
    // … and the book back as it was, as if the save had not been written.
    try folder.write(TestBook.card("zoe", "Zoë Ångström") + TestBook.card("bob", "Bob"), to: "contacts.vcf")

    let store = try open()
    let persistence = persistence(store)
    #expect(persistence.notices == ["Restored what was not saved when refbook last stopped: delete Bob"])
    let again = Ref(initialValue: persistence.history)
    let reattached = persistence.attach(to: again, describedBy: { _, _ in "" }, receivingOn: { $0() }, onJournalFailure: { _ in })
    reattached.dispose()
    #expect(persistence.finish(with: again.value.value) == .saved)
    store.close()
    #expect(try !folder.read("contacts.vcf").contains("FN:Bob"))
  }
}

extension BookPersistenceTests {
  @Test func aChangeOnDiskIsAdoptedByTheAttachedRoot() async throws {
    let store = try open()
    let persistence = persistence(store)
    let root = Ref(initialValue: persistence.history)
    let attached = persistence.attach(to: root, describedBy: { _, _ in "changes from disk" }, receivingOn: { $0() }, onJournalFailure: { _ in })
    try folder.write(TestBook.card("zoe", "Zoë Ångström") + TestBook.card("bob", "Bob") + TestBook.card("cy", "Cy"), to: "new.tmp")
    #expect(rename(folder.path(of: "new.tmp"), book) == 0)
    for _ in 0..<300 where root.value.value[id: "cy"] == nil { try await Task.sleep(for: .milliseconds(10)) }
    #expect(root.value.value[id: "cy"] != nil && root.value.undoDescription == "changes from disk")
    attached.dispose()
    _ = persistence.finish(with: root.value.value)
    store.close()
  }
}

/// A store that records, at the start of each save, how many records the
/// journal at `journal` holds.
final class JournalCountingStore: BookStorage {
  private let store: any BookStorage
  private let journal: String
  private let counts = Mutex<[Int]>([])

  init(_ store: any BookStorage, journal: String) {
    self.store = store
    self.journal = journal
  }

  /// The journal's records at each save, in order.
  var journalRecordsAtSaves: [Int] { counts.withLock { $0 } }

  var path: String { store.path }
  var access: BookAccess { store.access }
  var book: Addressbook { store.book }
  var storedPersons: [StoredPerson] { store.storedPersons }
  var repeatedIDs: [Person.ID] { store.repeatedIDs }
  var problems: [LineProblem] { store.problems }
  var warnings: [LineProblem] { store.warnings }
  var isSavable: Bool { store.isSavable }

  func save(_ ours: Addressbook) throws(StoreError) -> SaveOutcome {
    let records = (try? recordCount(journal)) ?? 0
    counts.withLock { $0.append(records) }
    return try store.save(ours)
  }

  func reload(_ ours: Addressbook) throws(StoreError) -> SaveOutcome { try store.reload(ours) }
  func close() { store.close() }
}
