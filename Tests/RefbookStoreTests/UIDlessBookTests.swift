import Foundation
@testable import RefbookModel
import RefbookTestSupport
import Testing

@testable import RefbookStore

/// A book whose cards have no UID (Google's, abook's, many phones'
/// exports) is kept like any other: its persons are left in their cards,
/// their outlines are kept between starts, and a changed one is written
/// back with its generated id as its UID, the others byte for byte.
@Suite struct UIDlessBookTests {
  static let twin = "BEGIN:VCARD\nVERSION:3.0\nFN:Twin\nEND:VCARD\n"
  static let book = Array((
    twin
      + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada\r\nEMAIL;TYPE=work:ada@example.org\r\nEND:VCARD\r\n"
      + twin
      + "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Grouped\r\nitem1.EMAIL:g@example.org\r\nEND:VCARD\r\n"
      + "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:u\r\nFN:With UID\r\nEND:VCARD\r\n").utf8)

  private func cache(_ folder: TemporaryDirectory, _ caches: TemporaryDirectory) throws -> OutlineCache {
    try #require(OutlineCache(book: folder.path(of: "contacts.vcf"), environment: ["XDG_CACHE_HOME": caches.path]))
  }

  /// The second read of the same bytes reads no card: every outline, of a
  /// card with or without UID, comes from the cache, under the same id
  /// (the grouped email's card is read again, as one with a UID would be).
  @Test func theSecondReadTakesTheOutlinesKept() throws {
    let (folder, caches) = (try TemporaryDirectory("uidless"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    try folder.write(Self.book, to: "contacts.vcf")
    let cache = try cache(folder, caches)
    let first = BookEncoding.vCard(deferringDecoding: true).decode(Self.book)
    #expect(first.stored.allSatisfy { $0.source != nil }, "each person left in its card")
    cache.keep(first, of: Self.book)
    let kept = try #require(cache.archive().flatMap { OutlineArchive.read($0, of: Self.book) })
    #expect(kept.persons.map { $0.record != nil } == [true, true, true, false, true])
    #expect(kept.persons.map(\.id) == first.stored.map(\.id))
    #expect(kept.persons.map(\.person) == first.stored.map(\.person))
  }

  /// After a save that leaves out one of two twins, the cache gives the
  /// twin left the id a read of the file gives it; so does a later version
  /// of the file that another program wrote, twins and all.
  @Test func theCacheGivesTheIdsAReadGives() throws {
    let (folder, caches) = (try TemporaryDirectory("uidless"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    try folder.write(Self.book, to: "contacts.vcf")
    let cache = try cache(folder, caches)
    let encoding = BookEncoding.vCard(deferringDecoding: true, outlines: cache)
    let store = try BookStore.open(BookLocation(path: folder.path(of: "contacts.vcf")), encoding: encoding, access: .readWrite)
    defer { store.close() }
    let ids = store.storedPersons.map(\.id)
    var book = store.book
    book.remove(id: ids[0])
    _ = try store.save(book)
    let saved = try folder.readBytes("contacts.vcf")
    let fresh = BookEncoding.vCard(deferringDecoding: true).decode(saved)
    #expect(fresh.stored.map(\.id) == [ids[1], ids[0], ids[3], "u"], "the twin left takes the first twin's id")
    let kept = try #require(waitForArchive(of: saved, in: cache))
    #expect(kept.persons.map(\.id) == fresh.stored.map(\.id))

    let later = Array((Self.twin + Self.twin).utf8) + saved
    let read = try #require(cache.archive().flatMap { OutlineArchive.read($0, laterVersion: later, parts: 2) })
    #expect(read.persons.map(\.id) == BookEncoding.vCard(deferringDecoding: true).decode(later).stored.map(\.id))
    #expect(Set(read.persons.map(\.id)).count == 6)
  }

  /// A changed person is written back with its generated id as its UID,
  /// and reads back under it; every other card is written as it was.
  @Test func aChangedPersonIsWrittenBackWithItsIdTheOthersAsTheyWere() throws {
    let folder = try TemporaryDirectory("uidless")
    defer { folder.remove() }
    try folder.write(Self.book, to: "contacts.vcf")
    let store = try BookStore.open(
      BookLocation(path: folder.path(of: "contacts.vcf")), encoding: .vCard(deferringDecoding: true), access: .readWrite)
    defer { store.close() }
    let ids = store.storedPersons.map(\.id)
    var book = store.book
    book[id: ids[2]]?.note = "changed"
    _ = try store.save(book)
    let saved = String(decoding: try folder.readBytes("contacts.vcf"), as: UTF8.self)
    let text = String(decoding: Self.book, as: UTF8.self)
    let cards = saved.components(separatedBy: "BEGIN:VCARD").dropFirst().map { "BEGIN:VCARD" + $0 }
    let former = text.components(separatedBy: "BEGIN:VCARD").dropFirst().map { "BEGIN:VCARD" + $0 }
    #expect(cards.count == 5)
    #expect(cards[2].contains("UID:\(ids[2])") && cards[2].contains("NOTE:changed"))
    #expect(Array(cards[0..<2]) + Array(cards[3...]) == Array(former[0..<2]) + Array(former[3...]), "byte for byte")
    #expect(BookEncoding.vCard(deferringDecoding: true).decode(Array(saved.utf8)).stored.map(\.id) == ids)
  }

  /// In a vdir, a contact file without UID keeps its id from read to
  /// read; changed, it is written back with that id as its UID, the other
  /// files untouched.
  @Test func aVdirContactWithoutUIDIsWrittenBackWithItsId() throws {
    let folder = try TemporaryDirectory("uidless-vdir")
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.path(of: "book"), withIntermediateDirectories: false)
    try folder.write("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada\r\nEND:VCARD\r\n", to: "book/ada.vcf")
    try folder.write("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bob\r\nEND:VCARD\r\n", to: "book/bob.vcf")
    func open() throws -> any BookStorage {
      try BookLocation(path: folder.path(of: "book")).open(encoding: .vCard(deferringDecoding: true), access: .readWrite)
    }
    let store = try open()
    let ids = store.persons.map(\.id)
    let bob = try folder.read("book/bob.vcf")
    var book = store.book
    book[id: ids[0]]?.note = "changed"
    _ = try store.save(book)
    store.close()
    let ada = try folder.read("book/ada.vcf")
    #expect(ada.contains("UID:\(ids[0])") && ada.contains("NOTE:changed"))
    #expect(try folder.read("book/bob.vcf") == bob)
    let again = try open()
    defer { again.close() }
    #expect(again.persons.map(\.id) == ids)
  }

  /// A journal written by a build before issue 36 names a card without UID
  /// by the id made from its content and line. A step not yet saved to it
  /// no longer applies to the book read now (its person has another id):
  /// it is dropped, the book kept as read, nothing of it lost. A step saved
  /// wrote that id as the card's UID: the person keeps it, and the step
  /// can be undone.
  @Test(arguments: [false, true])
  func aJournalNamingAnOldGeneratedIDLosesNothing(saved: Bool) throws {
    let folder = try TemporaryDirectory("uidless-journal")
    defer { folder.remove() }
    let path = folder.path(of: "contacts.vcf.history")
    let file = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada\r\nEMAIL:ada@example.org\r\nEND:VCARD\r\n".utf8)
    var ada = try #require(Person.persons(fromVCard: file).persons.first)
    ada.id = "8CC2200F-BA10-898B-B6F3-B7CF377A32B2"  // as the earlier build made it
    let session = try JournaledSession(at: path, book: [ada])
    session.edit("rename Ada") { $0.insert(renamed(ada, "Ada Lovelace")) }
    session.end(bookSaved: saved)
    let onDisk = Addressbook(Person.persons(fromVCard: saved ? Person.vCardBytes(for: [session.book.value[id: ada.id]!]) : file).persons)

    let (journal, recovery) = HistoryJournal.open(at: path, book: onDisk)
    #expect(journal != nil)
    #expect(recovery.history.value == onDisk, "the book as read")
    #expect(recovery.reapplied.isEmpty)
    if saved {
      #expect(onDisk[id: ada.id]?.formattedName == "Ada Lovelace")
      #expect(undoDescriptions(recovery.history) == ["rename Ada"])
      #expect(undoValues(recovery.history).last == [ada])
    } else {
      #expect(onDisk.count == 1 && onDisk[id: ada.id] == nil)
      #expect(undoDescriptions(recovery.history).isEmpty, "\(recovery.problems)")
    }
  }

  /// The archive the cache holds of `bytes`, once the thread that keeps it
  /// has written it.
  private func waitForArchive(of bytes: [UInt8], in cache: OutlineCache) -> OutlineArchive.Contents? {
    for _ in 0..<1000 {
      if let read = cache.archive().flatMap({ OutlineArchive.read($0, of: bytes) }) { return read }
      usleep(10_000)
    }
    return nil
  }
}
