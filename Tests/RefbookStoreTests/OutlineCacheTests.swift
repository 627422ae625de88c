import Foundation
@testable import RefbookModel
import RefbookTestSupport
import Testing

@testable import RefbookStore

/// The outlines of a book file kept between starts: what the cache holds of
/// a file, read or just written, is what reading the file gives; a cache
/// that is not of the file is passed over; the archive is private.
@Suite struct OutlineCacheTests {
  /// A 2.1 card with LF line ends and no UID (its id generated from its
  /// line), a folded 3.0 card, a 4.0 card with an unknown property, and one
  /// without a final line end, in a vdirsyncer wrapper.
  static let book = Array((
    "BEGIN:VADDRESSBOOK\r\n"
      + "BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen\nTEL;WORK;VOICE:+49 30 1\nEND:VCARD\n"
      + "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:b\r\nFN:Bob Folded\r\nEMAIL;TYPE=work,pref:bob@example.org\r\nNOTE:a long note that goes on and\r\n  on across a folded line\r\nEND:VCARD\r\n"
      + "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:d\r\nFN:Dee\r\nitem1.EMAIL:dee@example.org\r\nX-CUSTOM;X-P=1:kept\r\nEND:VCARD\r\n"
      + "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:e\r\nFN:Eve\r\nTEL;TYPE=cell:+1 555 0100\r\nEND:VCARD\r\n"
      + "END:VADDRESSBOOK\r\n").utf8)

  @Test func aBookReadAndThenSavedIsCachedAsReadingItGives() throws {
    let (folder, caches) = (try TemporaryDirectory("outlines"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    try folder.write(Self.book, to: "contacts.vcf")
    let cache = try #require(OutlineCache(book: folder.path(of: "contacts.vcf"), environment: ["XDG_CACHE_HOME": caches.path]))
    let store = try BookStore.open(
      BookLocation(path: folder.path(of: "contacts.vcf")), encoding: .vCard(deferringDecoding: true, outlines: cache), access: .readWrite)
    defer { store.close() }
    try expectCached(Self.book, in: cache)

    var book = store.book
    book[id: "b"]?.note = "changed"
    book.remove(id: "d")
    book.insert(Person(id: "n", formattedName: "Nova", emails: [TypedValue(value: "nova@example.org", types: ["home"])]))
    _ = try store.save(book)
    let saved = try folder.readBytes("contacts.vcf")
    #expect(saved != Self.book)
    try expectCached(saved, in: cache)
  }

  @Test func aCacheThatIsNotOfTheFileIsPassedOver() throws {
    let (folder, caches) = (try TemporaryDirectory("outlines"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    try folder.write(Self.book, to: "contacts.vcf")
    let cache = try #require(OutlineCache(book: folder.path(of: "contacts.vcf"), environment: ["XDG_CACHE_HOME": caches.path]))
    let encoding = BookEncoding.vCard(deferringDecoding: true, outlines: cache)
    _ = encoding.decode(Self.book)
    try expectCached(Self.book, in: cache)

    let changed = Array(String(decoding: Self.book, as: UTF8.self).replacingOccurrences(of: "FN:Eve", with: "FN:Eva").utf8)
    #expect(cache.contents(of: changed) == nil)
    #expect(encoding.decode(changed).stored.map(\.person.formattedName).contains("Eva"))
    try expectCached(changed, in: cache)
    let archive = try #require(cache.archive())
    #expect(OutlineArchive.mark.marks(archive.prefix(OutlineArchive.mark.size)))
    try FileManager.default.removeItem(atPath: cache.path)
    try Data(archive.prefix(OutlineArchive.mark.size) + Array("not an archive".utf8))
      .write(to: URL(fileURLWithPath: cache.path))
    #expect(cache.contents(of: changed) == nil, "a damaged archive")
  }

  /// A cache reading ahead gives the archive it read once; after that,
  /// each ``OutlineCache/archive()`` reads the archive as it is then.
  @Test func anArchiveReadAheadIsTakenOnce() throws {
    let (folder, caches) = (try TemporaryDirectory("outlines"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    try folder.write(Self.book, to: "contacts.vcf")
    let cache = try #require(OutlineCache(book: folder.path(of: "contacts.vcf"), environment: ["XDG_CACHE_HOME": caches.path]))
    cache.keep(BookEncoding.vCard(deferringDecoding: true).decode(Self.book), of: Self.book)
    let kept = try #require(cache.archive())
    let ahead = cache.readingAhead()
    #expect(ahead.archive() == kept, "the archive read ahead")
    try FileManager.default.removeItem(atPath: cache.path)
    #expect(ahead.archive() == nil, "read again: there is none now")
    #expect(OutlineCache(book: folder.path(of: "contacts.vcf"), environment: ["XDG_CACHE_HOME": caches.path])?.readingAhead().archive() == nil)
  }

  @Test func readingIDsOnlyReadsKeptOutlinesAndKeepsNone() throws {
    let (folder, caches) = (try TemporaryDirectory("outlines"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    try folder.write(Self.book, to: "contacts.vcf")
    let cache = try #require(OutlineCache(book: folder.path(of: "contacts.vcf"), environment: ["XDG_CACHE_HOME": caches.path]))
    let idsOnly = BookEncoding.vCard(deferringDecoding: true, readingIDsOnly: true, outlines: cache)
    #expect(idsOnly.outlines == nil, "nothing kept after a save")
    // The cards with a UID (the one without has a generated id).
    let withUIDs = { (decoded: DecodedBook) in decoded.stored.filter { ["b", "d", "e"].contains($0.id) } }
    #expect(withUIDs(idsOnly.decode(Self.book)).map(\.outline.formattedName) == ["", "", ""], "ids only")
    usleep(300_000)
    #expect(!FileManager.default.fileExists(atPath: cache.path), "a read of ids only keeps no outlines")

    cache.keep(BookEncoding.vCard(deferringDecoding: true).decode(Self.book), of: Self.book)
    let kept = idsOnly.decode(Self.book)
    #expect(withUIDs(kept).map(\.outline.formattedName) == ["Bob Folded", "Dee", "Eve"], "the kept outlines are read")
    #expect(kept.stored.map(\.id) == BookEncoding.vCard(deferringDecoding: true).decode(Self.book).stored.map(\.id))
  }

  @Test func archivesOfAnotherLayoutAreRemovedWhenOneIsWritten() throws {
    let (folder, caches) = (try TemporaryDirectory("outlines"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    try folder.write(Self.book, to: "contacts.vcf")
    let cache = try #require(OutlineCache(book: folder.path(of: "contacts.vcf"), environment: ["XDG_CACHE_HOME": caches.path]))
    let outlines = caches.path + "/refbook/outlines/"
    try FileManager.default.createDirectory(atPath: outlines, withIntermediateDirectories: true)
    try Data("REFBOOK-OUTLINES-2\nAda Lovelace ada@example.org".utf8).write(to: URL(fileURLWithPath: outlines + "0123abcd"))
    try Data("short".utf8).write(to: URL(fileURLWithPath: outlines + "4567"))
    try Data(".hidden".utf8).write(to: URL(fileURLWithPath: outlines + ".a-temporary"))
    cache.keep(BookEncoding.vCard(deferringDecoding: true).decode(Self.book), of: Self.book)
    let left = try FileManager.default.contentsOfDirectory(atPath: outlines).sorted()
    #expect(left == [".a-temporary", String(cache.path.split(separator: "/").last!)])
  }

  @Test func theArchiveIsReadableByItsOwnerOnly() throws {
    let (folder, caches) = (try TemporaryDirectory("outlines"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    try folder.write(Self.book, to: "contacts.vcf")
    let cache = try #require(OutlineCache(book: folder.path(of: "contacts.vcf"), environment: ["XDG_CACHE_HOME": caches.path]))
    #expect(cache.path.hasPrefix(caches.path + "/refbook/outlines/"))
    cache.keep(BookEncoding.vCard(deferringDecoding: true).decode(Self.book), of: Self.book)
    let file = try FileManager.default.attributesOfItem(atPath: cache.path)
    let outlines = try FileManager.default.attributesOfItem(atPath: caches.path + "/refbook/outlines")
    #expect((file[.posixPermissions] as? Int) == 0o600)
    #expect((outlines[.posixPermissions] as? Int) == 0o700)
  }

  @Test func aBookReadWithARepairIsNotCached() throws {
    let (folder, caches) = (try TemporaryDirectory("outlines"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    let repaired = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:c\r\nFN:Caf".utf8) + [0xE9] + Array("\r\nEND:VCARD\r\n".utf8)
    try folder.write(repaired, to: "contacts.vcf")
    let cache = try #require(OutlineCache(book: folder.path(of: "contacts.vcf"), environment: ["XDG_CACHE_HOME": caches.path]))
    let decoded = BookEncoding.vCard(deferringDecoding: true).decode(repaired)
    #expect(!decoded.warnings.isEmpty)
    cache.keep(decoded, of: repaired)
    #expect(!FileManager.default.fileExists(atPath: cache.path))

    // Nor after a save, which writes the repaired card's bytes back as they were.
    let store = try BookStore.open(
      BookLocation(path: folder.path(of: "contacts.vcf")), encoding: .vCard(deferringDecoding: true, outlines: cache),
      access: .readWrite)
    defer { store.close() }
    var book = store.book
    book.insert(Person(id: "n", formattedName: "Nova"))
    _ = try store.save(book)
    usleep(2_500_000)
    #expect(!FileManager.default.fileExists(atPath: cache.path), "saves pause, and nothing is kept")
  }

  /// A card with a repair that another program put in the book is written
  /// back as it is by the next save, whose outlines are then not kept.
  @Test func aSaveAfterAChangeReadWithARepairKeepsNoOutlines() throws {
    let (folder, caches) = (try TemporaryDirectory("outlines"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    try folder.write(Self.book, to: "contacts.vcf")
    let path = folder.path(of: "contacts.vcf")
    let cache = try #require(OutlineCache(book: path, environment: ["XDG_CACHE_HOME": caches.path]))
    let store = try BookStore.open(
      BookLocation(path: path), encoding: .vCard(deferringDecoding: true, outlines: cache), access: .readWrite)
    defer { store.close() }
    let repaired = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:c\r\nFN:Caf".utf8) + [0xE9] + Array("\r\nEND:VCARD\r\n".utf8)
    try folder.write(Self.book + repaired, to: "contacts.vcf")
    var book = store.book
    book.insert(Person(id: "n", formattedName: "Nova"))
    _ = try store.save(book)
    let written = try #require(FileManager.default.contents(atPath: path)).map { $0 }
    #expect(written.count > Self.book.count + repaired.count, "the save merged the other program's card")
    usleep(2_500_000)
    #expect(cache.contents(of: written) == nil, "saves pause, and the written file's outlines are not kept")
  }

  /// Waits (at most 10 s) for `cache` to hold `bytes`, kept on another
  /// thread, and checks that it holds what reading them gives.
  private func expectCached(_ bytes: [UInt8], in cache: OutlineCache, sourceLocation: SourceLocation = #_sourceLocation) throws {
    var cached = cache.contents(of: bytes)
    for _ in 0..<1000 where cached == nil {
      usleep(10_000)
      cached = cache.contents(of: bytes)
    }
    let read = BookEncoding.vCard(deferringDecoding: true).decode(bytes)
    let kept = try #require(cached, "the cache holds the file", sourceLocation: sourceLocation)
    #expect(kept == read, sourceLocation: sourceLocation)
    #expect(kept.stored.map(\.id) == read.stored.map(\.id), sourceLocation: sourceLocation)
    #expect(kept.stored.map(\.line) == read.stored.map(\.line), sourceLocation: sourceLocation)
    #expect(kept.stored.map(\.outline) == read.stored.map(\.outline), sourceLocation: sourceLocation)
    #expect(kept.sources.map(\.indices) == read.sources.map(\.indices), sourceLocation: sourceLocation)
    #expect([kept.head.indices, kept.tail.indices] == [read.head.indices, read.tail.indices], sourceLocation: sourceLocation)
  }
}

extension OutlineCache {
  /// What the archive kept holds of `bytes`, read as the vCard encoding
  /// reads it; `nil` when it holds nothing of them.
  func contents(of bytes: [UInt8]) -> DecodedBook? {
    archive().flatMap { OutlineArchive.read($0, of: bytes) }.map(DecodedBook.init)
  }
}
