import Foundation
@testable import RefbookModel
import RefbookTestSupport
import Testing

@testable import RefbookStore

/// Kept outlines known to be of the book by the file's version (its
/// identity), as git and make know a file unchanged, and by a hash of its
/// bytes when the version cannot tell: a version that had not settled
/// (``BookVersion/settling``) before it was read, or another version.
@Suite struct OutlineCacheVersionTests {
  static let book = OutlineCacheTests.book
  /// ``book`` with one letter changed: the same size.
  static let changed = Array(String(decoding: book, as: UTF8.self).replacingOccurrences(of: "FN:Eve", with: "FN:Eva").utf8)

  /// What the archive made of ``book`` naming `version` holds of `bytes`, read as `version`.
  private func read(_ bytes: [UInt8], version: [UInt8]?, archivedAs kept: [UInt8]?) throws -> OutlineArchive.Contents? {
    let decoded = BookEncoding.vCard(deferringDecoding: true).decode(Self.book)
    let archive = try #require(OutlineArchive.archive(
      decoded.stored, sources: decoded.sources, head: decoded.head, tail: decoded.tail, of: Self.book, version: kept))
    return OutlineArchive.read(archive, of: bytes, version: version)
  }

  /// The trust itself: an archive naming the version it is read as is not
  /// checked against the bytes at all. The test gives it other bytes of the
  /// same size as that version only to show that they are not hashed; a
  /// reader gives a version only of a file that had settled before its
  /// bytes were read, and no write can then leave its version as it was
  /// (the change time moves, and no program can set it back).
  @Test func anArchiveNamingTheVersionReadIsTrustedWithoutHashingTheBytes() throws {
    let version = [UInt8](repeating: 7, count: OutlineArchive.versionSize)
    let trusted = try #require(try read(Self.changed, version: version, archivedAs: version))
    #expect(!trusted.hashed, "the archive read, its bytes not hashed")
    // Other bytes under another version, or no version, are hashed, and found not to be the archive's.
    #expect(try read(Self.changed, version: nil, archivedAs: version) == nil)
    #expect(try read(Self.changed, version: [UInt8](repeating: 8, count: OutlineArchive.versionSize), archivedAs: version) == nil)
    #expect(try read(Self.changed, version: version, archivedAs: nil) == nil, "an archive naming no version")
    let other = [UInt8](repeating: 8, count: OutlineArchive.versionSize)
    let hashed = try #require(try read(Self.book, version: other, archivedAs: version))
    #expect(hashed.hashed, "the same bytes under another version: hashed, and found the archive's")
  }

  @Test func aDamagedOrTruncatedArchiveIsPassedOverEvenNamingTheVersion() throws {
    let version = [UInt8](repeating: 7, count: OutlineArchive.versionSize)
    let decoded = BookEncoding.vCard(deferringDecoding: true).decode(Self.book)
    let archive = try #require(OutlineArchive.archive(
      decoded.stored, sources: decoded.sources, head: decoded.head, tail: decoded.tail, of: Self.book, version: version))
    #expect(OutlineArchive.read(archive, of: Self.book, version: version) != nil)
    for index in stride(from: 0, to: archive.count, by: 7) {
      var damaged = archive
      damaged[index] ^= 0x5A
      #expect(OutlineArchive.read(damaged, of: Self.book, version: version) == nil, "byte \(index) flipped")
    }
    for count in [0, 10, archive.count / 2, archive.count - 1] {
      #expect(OutlineArchive.read(Array(archive.prefix(count)), of: Self.book, version: version) == nil, "cut at \(count)")
    }
    // Renamed to another version: the checksum is made again, so it reads as that version's.
    let another = [UInt8](repeating: 9, count: OutlineArchive.versionSize)
    let renamed = OutlineArchive.archive(archive, version: another)
    let read = try #require(OutlineArchive.read(renamed, of: Self.changed, version: another))
    #expect(!read.hashed)
  }

  /// A file written less than ``BookVersion/settling`` before it is read
  /// has no version to trust: rewritten in place with bytes of the same
  /// size within the same modification time (put back with `utimensat`, as
  /// a write within one tick of a coarse file clock leaves it), the change
  /// is found by the hash.
  @Test func aFileWrittenJustBeforeItIsReadIsHashed() throws {
    let (folder, caches) = (try TemporaryDirectory("outlines"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    try folder.write(Self.book, to: "contacts.vcf")
    let path = folder.path(of: "contacts.vcf")
    let cache = try #require(OutlineCache(book: path, environment: ["XDG_CACHE_HOME": caches.path]))
    let first = try #require(try BookFile.read(path))
    #expect(first.version == nil, "racy: written within the settling time")
    cache.keep(BookEncoding.vCard(deferringDecoding: true).decode(first.bytes), of: first.bytes, version: first.version)

    try Self.rewriteInPlace(path, with: Self.changed)
    let second = try #require(try BookFile.read(path))
    #expect(second.fingerprint.modifiedSeconds == first.fingerprint.modifiedSeconds)
    #expect(second.fingerprint.modifiedNanoseconds == first.fingerprint.modifiedNanoseconds)
    #expect(second.fingerprint.size == first.fingerprint.size)
    #expect(second.version == nil)
    let decoded = BookEncoding.vCard(deferringDecoding: true, outlines: cache, keepingOutlines: false)
      .decode(second.bytes, version: second.version)
    #expect(decoded.stored.map(\.person.formattedName).contains("Eva"))
  }

  /// Once settled, a file's version stands for its bytes: the archive names
  /// it, and the next read hashes nothing. Any change gives another version
  /// (a same-size rewrite with the modification time put back moves the
  /// change time; another file renamed over it has another inode), and
  /// the bytes are hashed again; an archive found to hold them by the hash
  /// is kept again naming the new version.
  @Test func aSettledFileIsTrustedByItsVersionAndAnyChangeIsHashed() throws {
    let (folder, caches) = (try TemporaryDirectory("outlines"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    try folder.write(Self.book, to: "contacts.vcf")
    let path = folder.path(of: "contacts.vcf")
    let cache = try #require(OutlineCache(book: path, environment: ["XDG_CACHE_HOME": caches.path]))
    let encoding = BookEncoding.vCard(deferringDecoding: true, outlines: cache, keepingOutlines: false)
    usleep(useconds_t(BookVersion.settling * 1e6) + 100_000)
    let settled = try #require(try BookFile.read(path))
    let version = try #require(settled.version, "settled before it was read")
    cache.keep(BookEncoding.vCard(deferringDecoding: true).decode(settled.bytes), of: settled.bytes, version: version)
    let archive = try #require(cache.archive())
    #expect(cache.read(archive, of: settled.bytes, version: version)?.hashed == false, "trusted by its version")

    // Rewritten in place, same size, modification time put back: another version, hashed, the change found.
    try Self.rewriteInPlace(path, with: Self.changed)
    let rewritten = try #require(BookVersion(of: path))
    #expect(rewritten != version)
    #expect(OutlineArchive.read(archive, of: Self.changed, version: rewritten.bytes) == nil)
    #expect(encoding.decode(Self.changed, version: rewritten).stored.map(\.person.formattedName).contains("Eva"))

    // The first bytes again, in another file renamed over the book: another inode, hashed, found the archive's.
    try folder.write(Self.book, to: "other.vcf")
    #expect(rename(folder.path(of: "other.vcf"), path) == 0)
    let renamed = try #require(BookVersion(of: path))
    #expect(renamed != version && renamed != rewritten)
    let found = try #require(cache.read(archive, of: Self.book, version: renamed))
    #expect(found.hashed)
    // Kept again naming the new version, on another thread: then trusted by it.
    var kept = cache.archive()
    for _ in 0..<500 where kept.flatMap({ OutlineArchive.read($0, of: Self.changed, version: renamed.bytes) }) == nil {
      usleep(10_000)
      kept = cache.archive()
    }
    #expect(kept.flatMap { OutlineArchive.read($0, of: Self.book, version: renamed.bytes) }?.hashed == false)
    // Grown: another size, another version.
    try folder.write(Self.book + Self.book, to: "contacts.vcf")
    #expect(BookVersion(of: path) != renamed)
  }

  @Test func aVersionIsSettledOnceItsTimesAreOlderThanTheSettlingTime() throws {
    let folder = try TemporaryDirectory("outlines")
    defer { folder.remove() }
    try folder.write(Self.book, to: "contacts.vcf")
    var status = stat()
    #expect(stat(folder.path(of: "contacts.vcf"), &status) == 0)
    let now = try #require(BookVersion.now)
    #expect(BookVersion.settled(status, readSince: now) == nil, "changed just now")
    #expect(BookVersion.settled(status, readSince: nil) == nil, "no clock")
    let later = timespec(tv_sec: status.st_ctim.tv_sec + Int(BookVersion.settling) + 1, tv_nsec: status.st_ctim.tv_nsec)
    #expect(BookVersion.settled(status, readSince: later) == BookVersion(status: status))
    var future = status
    future.st_mtim.tv_sec = later.tv_sec + 10
    #expect(BookVersion.settled(future, readSince: later) == nil, "a modification time ahead of the read")
  }

  /// Writes `bytes` over the file at `path` in place (no rename: the same
  /// inode), then puts its modification time back as it was.
  static func rewriteInPlace(_ path: String, with bytes: [UInt8]) throws {
    var before = stat()
    #expect(stat(path, &before) == 0)
    let descriptor = open(path, O_WRONLY | O_TRUNC)
    #expect(descriptor >= 0)
    #expect(write(descriptor, bytes, bytes.count) == bytes.count)
    close(descriptor)
    var times = [before.st_atim, before.st_mtim]
    #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
  }
}
