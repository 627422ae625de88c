import Foundation
import RefbookModel
import RefbookTestSupport
import StructRef
import Testing

@testable import RefbookStore

/// The journal's file: where it is, its limits, and what a damaged one gives.
@Suite struct HistoryJournalFileTests: JournalSuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory("journal")
  }

  /// A journal of `count` steps, each renaming Zoë; the book after them.
  private func renamings(_ count: Int, limits: HistoryJournal.Limits = .standard) throws -> Addressbook {
    let session = try JournaledSession(at: path, book: start, limits: limits)
    for n in 1...count { session.edit("rename Zoë \(n)") { $0.insert(renamed(zoe, "Zoë \(n)")) } }
    session.end()
    #expect(session.failures.isEmpty)
    return session.book.value
  }

  private func lines() throws -> [Substring] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
  }

  private func write(_ lines: [Substring]) throws {
    try lines.joined(separator: "\n").write(toFile: path, atomically: false, encoding: .utf8)
  }

  @Test func pastTheStepLimitTheOldestStepsAreDropped() throws {
    let book = try renamings(5, limits: HistoryJournal.Limits(steps: 4))
    #expect(try recordCount(path) == 3)
    let recovery = HistoryJournal.open(at: path, book: book, limits: HistoryJournal.Limits(steps: 4)).recovery
    #expect(undoDescriptions(recovery.history) == ["rename Zoë 5", "rename Zoë 4", "rename Zoë 3"])
    #expect(undoValues(recovery.history).last?[id: "zoe"]?.formattedName == "Zoë 2")
  }

  @Test func pastTheByteLimitTheOldestStepsAreDroppedButTheLatestKept() throws {
    let book = try renamings(3, limits: HistoryJournal.Limits(bytes: 10))
    #expect(try recordCount(path) == 1)
    let recovery = HistoryJournal.open(at: path, book: book, limits: HistoryJournal.Limits(bytes: 10)).recovery
    #expect(undoDescriptions(recovery.history) == ["rename Zoë 3"])
  }

  @Test func aLowerLimitAtTheNextStartTrimsTheJournal() throws {
    let book = try renamings(8)
    let recovery = HistoryJournal.open(at: path, book: book, limits: HistoryJournal.Limits(steps: 4)).recovery
    #expect(undoDescriptions(recovery.history).count == 3)
    #expect(try recordCount(path) == 3)
  }

  @Test func aDamagedStepIsReportedAndItAndThoseAfterItLeftOut() throws {
    let book = try renamings(3)
    var lines = try lines()
    lines[2] = Substring(lines[2].replacingOccurrences(of: "Zoë 2", with: "Zoë X"))
    try write(lines)

    let (journal, recovery) = HistoryJournal.open(at: path, book: book)
    #expect(journal != nil)
    #expect(recovery.problems == [
      "The history journal \(path) is damaged at its step 2 (its checksum does not match): that step and those after it are left out"
    ])
    // The book holds steps no longer read: undo cannot reach back past them.
    #expect(recovery.history.value == book && !recovery.history.canUndo)
    #expect(try recordCount(path) == 0)
  }

  /// `kill -9` while a step was being appended: the book does not hold it.
  @Test func aStepCutShortIsReportedAndLeftOut() throws {
    let book = try renamings(2)
    let session = try JournaledSession(at: path, book: book)
    session.edit("rename Zoë 3") { $0.insert(renamed(zoe, "Zoë 3")) }
    session.end()
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try String(text.dropLast(40)).write(toFile: path, atomically: false, encoding: .utf8)

    let (journal, recovery) = HistoryJournal.open(at: path, book: book)
    #expect(recovery.problems.count == 1)
    #expect(recovery.problems.first?.contains("damaged at its step 3 (it was cut short") == true)
    #expect(recovery.history.value == book)
    #expect(undoDescriptions(recovery.history) == ["rename Zoë 2", "rename Zoë 1"])
    #expect(try recordCount(path) == 2)
    let next = JournaledSession(recovery.history, journal: try #require(journal))
    next.edit("rename Bob") { $0.insert(renamed(bob, "Robert")) }
    next.end()
    let again = HistoryJournal.open(at: path, book: next.book.value).recovery
    #expect(again.problems.isEmpty)
    #expect(undoDescriptions(again.history) == ["rename Bob", "rename Zoë 2", "rename Zoë 1"])
  }

  @Test func garbageIsReportedAndLeftOut() throws {
    let book = try renamings(2)
    var lines = try lines()
    lines.insert("\u{0}\u{0}\u{0}garbage", at: 2)
    try write(lines)
    let recovery = HistoryJournal.open(at: path, book: book).recovery
    #expect(recovery.problems.first?.contains("damaged at its step 2 (not a record)") == true)
  }

  @Test func aFileThatIsNotAJournalIsLeftAlone() throws {
    try folder.write("BEGIN:VCARD\nEND:VCARD\n", to: "contacts.vcf.history")
    let (journal, recovery) = HistoryJournal.open(at: path, book: start)
    #expect(journal == nil)
    #expect(recovery.history.value == start && !recovery.history.canUndo)
    #expect(recovery.problems.first?.contains("not a history journal") == true)
    #expect(try folder.read("contacts.vcf.history") == "BEGIN:VCARD\nEND:VCARD\n")
  }

  @Test(arguments: ["", "REFBOOK-HIS"])
  func anEmptyOrHeaderlessFileIsAnEmptyJournal(text: String) throws {
    try folder.write(text, to: "contacts.vcf.history")
    let session = try JournaledSession(at: path, book: start)
    session.edit("add 王小明") { $0.insert(ming) }
    session.end()
    let recovery = HistoryJournal.open(at: path, book: session.book.value).recovery
    #expect(recovery.problems.isEmpty)
    #expect(undoDescriptions(recovery.history) == ["add 王小明"])
  }

  @Test func anUnreadableJournalDoesNotStopTheBook() throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    let (journal, recovery) = HistoryJournal.open(at: path, book: start)
    #expect(journal == nil)
    #expect(recovery.history.value == start)
    #expect(recovery.problems.first?.hasPrefix("Cannot keep the history journal") == true)
  }

  @Test func aStepThatCannotBeWrittenIsReportedAndTheSessionGoesOn() throws {
    let session = try JournaledSession(at: folder.path(of: "gone/contacts.vcf.history"), book: start)
    session.edit("add 王小明") { $0.insert(ming) }
    session.edit("delete Bob") { $0.remove(id: "bob") }
    session.end()
    #expect(session.book.value == [zoe, ming])
    #expect(session.failures.count == 2)
    #expect(session.failures.first?.hasPrefix("Cannot write the history journal \(folder.path(of: "gone/contacts.vcf.history"))") == true)
  }

  @Test func aRecordReadsBackWhatWasWritten() throws {
    var full = renamed(zoe, "Zoë Ångström, Dr.")
    full.note = "line one\nline two; \"quoted\" \\ back"
    full.emails = [TypedValue(value: "zoe@example.org", types: ["work"], isPreferred: true)]
    let record = JournalRecord(
      move: .undo, description: "edit Zoë",
      changes: [
        JournalRecord.Change(id: "zoe", before: JournaledPerson(person: zoe, collection: "work"), after: JournaledPerson(person: full, collection: nil)),
        JournalRecord.Change(id: "bob", before: nil, after: JournaledPerson(person: bob, collection: nil)),
      ])
    let line = JournalLine.encode(record, encoding: .vCard())
    #expect(line.last == UInt8(ascii: "\n"))
    #expect(line.dropLast().contains(UInt8(ascii: "\n")) == false)
    #expect(try JournalLine.decode(line.dropLast(), encoding: .vCard()) == record)
  }

  /// An import's step holds thousands of changes, encoded in pieces on the
  /// processors: every one reads back, in order.
  @Test func aRecordOfThousandsOfChangesReadsBack() throws {
    let changes = (0..<1_200).map { index in
      JournalRecord.Change(
        id: "p\(index)", before: index % 3 == 0 ? JournaledPerson(person: Person(id: "p\(index)", formattedName: "Old \(index)"), collection: nil) : nil,
        after: JournaledPerson(person: Person(id: "p\(index)", formattedName: "Zoë \(index) \"Ångström\""), collection: index % 2 == 0 ? "work" : nil))
    }
    let record = JournalRecord(move: .step, description: "import 1,200", changes: changes)
    let line = JournalLine.encode(record, encoding: .vCard())
    #expect(line.dropLast().contains(UInt8(ascii: "\n")) == false)
    #expect(try JournalLine.decode(line.dropLast(), encoding: .vCard()) == record)
  }

  /// A person still in its card is journaled as the card's bytes — its
  /// folding, its case, its own line ends — and reads back as the person the
  /// book holds; a card that is not UTF-8 is encoded instead.
  @Test func aPersonStillInItsCardIsJournaledAsItsCard() throws {
    let folded = "BEGIN:VCARD\r\nversion:4.0\r\nUID:zoe\r\nFN:Zoë Ång\r\n ström\r\nnote:kept as it is\r\nEND:VCARD\r\n"
    let latin1 = Array("BEGIN:VCARD\r\nVERSION:4.0\r\nUID:bob\r\nFN:Bob M".utf8) + [0xFC] + Array("ller\r\nEND:VCARD\r\n".utf8)
    try folder.write(folded, to: "contacts.vcf")
    let decoded = BookEncoding.vCard(deferringDecoding: true).decode(Array(folded.utf8) + latin1)
    let book = Addressbook(stored: decoded.stored)
    #expect(book.stored(id: "zoe")?.source != nil)
    var emptied = book
    emptied.remove(id: "zoe")
    emptied.remove(id: "bob")
    let record = JournalRecord(move: .step, description: "delete", from: book, to: emptied)
    let line = JournalLine.encode(record, encoding: .vCard())
    let text = String(decoding: line, as: UTF8.self)
    #expect(text.contains("version:4.0\\r\\nUID:zoe\\r\\nFN:Zoë Ång\\r\\n ström"))
    let read = try JournalLine.decode(line.dropLast(), encoding: .vCard())
    #expect(read == record)
    #expect(read.changes.map { $0.before?.person } == record.changes.map { $0.before?.person })
    #expect(read.changes.first { $0.id == "bob" }?.before?.person.formattedName == book[id: "bob"]?.formattedName)
  }

  /// Read back as a journal reads its persons (``HistoryJournal/cards``),
  /// a person journaled as its card stays in those bytes: opening a journal
  /// then compares it with the book's person byte for byte (an import's
  /// thousands), and decodes it only when asked for.
  @Test func aPersonReadBackStaysInItsCard() throws {
    let card = "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:zoe\r\nFN:Zoë Ångström\r\nNOTE:kept\r\nEND:VCARD\r\n"
    let book = Addressbook(stored: HistoryJournal.cards.decode(Array(card.utf8)).stored)
    var emptied = book
    emptied.remove(id: "zoe")
    let record = JournalRecord(move: .step, description: "delete Zoë", from: book, to: emptied)
    let line = JournalLine.encode(record, encoding: HistoryJournal.cards)
    let read = try JournalLine.decode(line.dropLast(), encoding: HistoryJournal.cards)
    let before = try #require(read.changes.first?.before)
    #expect(before.stored.source.map(Array.init) == Array(card.utf8))
    #expect(before.person == book[id: "zoe"])
    #expect(before.person.note == "kept")
    #expect(read == record)
  }

  /// A person the book holds in the very bytes journaled is read back as
  /// that person of the book, read once already (an import's thousands),
  /// not read again from the journal's copy: its card is the book's slice.
  @Test func aPersonTheBookHoldsInTheSameBytesIsTheBooksPerson() throws {
    let bob = "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:bob\r\nFN:Bob\r\nEND:VCARD\r\n"
    let zoe = "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:zoe\r\nFN:Zoë\r\nEND:VCARD\r\n"
    let book = Addressbook(stored: HistoryJournal.cards.decode(Array((bob + zoe).utf8)).stored)
    let inBook = try #require(book.stored(id: "zoe")?.source)
    #expect(inBook.startIndex == bob.utf8.count)
    var emptied = book
    emptied.remove(id: "zoe")
    let record = JournalRecord(move: .step, description: "delete Zoë", from: book, to: emptied)
    let line = JournalLine.encode(record, encoding: HistoryJournal.cards).dropLast()
    let alone = try JournalLine.decode(line, encoding: HistoryJournal.cards)
    #expect(alone.changes.first?.before?.stored.source?.startIndex == 0)
    let read = try JournalLine.decode(line, encoding: HistoryJournal.cards, sharing: book)
    #expect(read.changes.first?.before?.stored.source?.indices == inBook.indices)
    #expect(read == record)
    #expect(read == alone)
    // Not the same bytes: read from the journal.
    var edited = try #require(book[id: "zoe"])
    edited.note = "changed"
    var changed = book
    changed.insert(edited)
    #expect(try JournalLine.decode(line, encoding: HistoryJournal.cards, sharing: changed).changes.first?.before?.stored.source?.startIndex == 0)
  }

  @Test func aBookFileKeepsItsJournalBesideIt() throws {
    try folder.write(TestBook.vCard, to: "real.vcf")
    symlink("real.vcf", folder.path(of: "contacts.vcf"))
    #expect(HistoryJournal.path(forBookAt: BookLocation(path: folder.path(of: "contacts.vcf"))) == folder.path(of: "real.vcf.history"))

    let store = try BookStore.open(BookLocation(path: folder.path(of: "contacts.vcf")), encoding: .vCard(), access: .readWrite)
    defer { store.close() }
    let (journal, recovery) = HistoryJournal.open(beside: store)
    let session = JournaledSession(recovery.history, journal: try #require(journal))
    session.edit("add 王小明") { $0.insert(Person(id: "ming2", formattedName: "王小明")) }
    session.end()
    #expect(FileManager.default.fileExists(atPath: folder.path(of: "real.vcf.history")))
    #expect(HistoryJournal.open(beside: store).recovery.reapplied == ["add 王小明"])
  }

  @Test func aFolderBookKeepsItsJournalInsideUnseenByTheStore() throws {
    try folder.write(TestBook.card("zoe", "Zoë Ångström"), to: "book/zoe.vcf")
    let location = BookLocation(path: folder.path(of: "book") + "/")
    #expect(HistoryJournal.path(forBookAt: location) == folder.path(of: "book/.refbook.history"))

    let store = try FolderStore.open(location, encoding: .vCard(), access: .readWrite)
    let (journal, recovery) = HistoryJournal.open(beside: store)
    let session = JournaledSession(recovery.history, journal: try #require(journal))
    session.edit("rename Zoë") { $0[id: "zoe"]?.formattedName = "Zoë Zola" }
    session.end()
    _ = try store.save(session.book.value)
    store.close()

    let reopened = try FolderStore.open(location, encoding: .vCard(), access: .readWrite)
    defer { reopened.close() }
    #expect(reopened.problems.isEmpty && reopened.warnings.isEmpty)
    #expect(reopened.book.count == 1)
    let again = HistoryJournal.open(beside: reopened).recovery
    #expect(again.reapplied.isEmpty && again.problems.isEmpty)
    #expect(undoDescriptions(again.history) == ["rename Zoë"])
    var status = stat()
    stat(folder.path(of: "book/.refbook.history"), &status)
    #expect(status.st_mode & 0o777 == 0o600)
  }
}
