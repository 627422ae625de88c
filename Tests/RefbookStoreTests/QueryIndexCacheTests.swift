import Foundation
import RefbookModel
import RefbookTestSupport
import Testing

@testable import RefbookStore

/// The index `refbook query` reads instead of the book: made only of a
/// version of the book that has settled and whose outlines are kept, read
/// only while the book is that version, private to the user.
@Suite struct QueryIndexCacheTests {
  static let book = OutlineCacheTests.book

  /// The book in `folder`, written `age` seconds ago, its outlines kept.
  static func keptBook(in folder: TemporaryDirectory, caches: TemporaryDirectory, age: Double) throws -> String {
    try folder.write(book, to: "contacts.vcf")
    let path = folder.path(of: "contacts.vcf")
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: path)
    let outlines = try #require(OutlineCache(book: path, environment: ["XDG_CACHE_HOME": caches.path]))
    outlines.keep(BookEncoding.vCard(deferringDecoding: true).decode(book), of: book)
    return path
  }

  @Test func aSettledBookIsIndexedAndAnyChangeToItMakesTheIndexUnused() throws {
    let (folder, caches) = (try TemporaryDirectory("queries"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    let path = try Self.keptBook(in: folder, caches: caches, age: 10)
    let index = try #require(QueryIndexCache(book: path, environment: ["XDG_CACHE_HOME": caches.path]))
    #expect(index.path.hasPrefix(caches.path + "/refbook/queries/"))
    #expect(index.entries(matching: SearchQuery("example")) == nil, "nothing indexed yet")
    index.keep()
    let entries = try #require(index.entries(matching: SearchQuery("example")))
    #expect(entries.map(\.name) == ["Bob Folded", "Dee"])
    #expect(entries.map(\.emails) == [["bob@example.org"], ["dee@example.org"]])
    #expect(index.entries(matching: SearchQuery("nobody")) == [])
    #expect(try FileManager.default.attributesOfItem(atPath: index.path)[.posixPermissions] as? Int == 0o600)

    // Written in place, as long as before, its modification time set back:
    // its change time still tells.
    var status = stat()
    #expect(stat(path, &status) == 0)
    let changed = Array(String(decoding: Self.book, as: UTF8.self).replacingOccurrences(of: "Bob Folded", with: "Rob Folded").utf8)
    #expect(changed.count == Self.book.count)
    let descriptor = open(path, O_WRONLY)
    #expect(write(descriptor, changed, changed.count) == changed.count)
    close(descriptor)
    var times = [status.st_atim, status.st_mtim]
    #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    #expect(index.entries(matching: SearchQuery("example")) == nil, "the book changed")
  }

  @Test func aBookJustChangedIsIndexedOnceSettledEvenDatedBackAndOneWithoutKeptOutlinesIsNot() throws {
    let (folder, caches) = (try TemporaryDirectory("queries"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    // Dated back, as `touch -d` or `rsync -t` do: its change time still says when it was written.
    let path = try Self.keptBook(in: folder, caches: caches, age: 3600)
    let index = try #require(QueryIndexCache(book: path, environment: ["XDG_CACHE_HOME": caches.path]))
    let start = ContinuousClock.now
    index.keep()
    #expect(
      ContinuousClock.now - start >= .seconds(QueryIndexCache.settling) - .milliseconds(100),
      "a book written this instant may be written again unseen")
    #expect(index.entries(matching: SearchQuery("example"))?.count == 2)

    let other = try TemporaryDirectory("cache")
    defer { other.remove() }
    let unkept = try #require(QueryIndexCache(book: path, environment: ["XDG_CACHE_HOME": other.path]))
    unkept.keep()
    #expect(unkept.entries(matching: SearchQuery("example")) == nil, "no outlines kept to index")
  }

  @Test func aDamagedIndexIsMadeAgain() throws {
    let (folder, caches) = (try TemporaryDirectory("queries"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    let path = try Self.keptBook(in: folder, caches: caches, age: 10)
    let index = try #require(QueryIndexCache(book: path, environment: ["XDG_CACHE_HOME": caches.path]))
    index.keep()
    var bytes = try #require(try BookFile.read(index.path)?.bytes)
    bytes[bytes.count - 20] ^= 1
    _ = try DurableFile.write(bytes, to: index.path, keepingBackup: false)
    #expect(index.entries(matching: SearchQuery("example")) == nil, "a damaged index gives nothing")
    index.keep()
    #expect(index.entries(matching: SearchQuery("example"))?.count == 2)
  }

  @Test func theIndexIsMadeAgainOfABookTheStoreWrote() async throws {
    let (folder, caches) = (try TemporaryDirectory("queries"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    let environment = ["XDG_CACHE_HOME": caches.path]
    try folder.write(Self.book, to: "contacts.vcf")
    let path = folder.path(of: "contacts.vcf")
    let index = try #require(QueryIndexCache(book: path, environment: environment))
    let encoding = BookEncoding.vCard(
      deferringDecoding: true, outlines: OutlineCache(book: path, environment: environment), queries: index)
    let store = try BookStore.open(BookLocation(path: path), encoding: encoding, access: .readWrite)
    defer { store.close() }
    var book = store.book
    book[id: "b"]?.emails = [TypedValue(value: "robert@example.org")]
    _ = try store.save(book)
    // Kept once saves pause (2 s) and the file written has settled (3 s).
    var entries = index.entries(matching: SearchQuery("robert"))
    for _ in 0..<150 where entries == nil {
      try await Task.sleep(for: .milliseconds(100))
      entries = index.entries(matching: SearchQuery("robert"))
    }
    #expect(entries?.map(\.emails) == [["robert@example.org"]])
    #expect(index.entries(matching: SearchQuery("bob@example.org")) == [])
  }
}
