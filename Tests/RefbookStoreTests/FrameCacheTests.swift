import Foundation
import RefbookTestSupport
import Testing

@testable import RefbookStore

/// The first screen kept of a book file: given back only for the version of
/// the book it was drawn of and the context it was drawn in, whole, and
/// private to the user.
@Suite struct FrameCacheTests {
  /// A folder holding a one-card book, `contacts.vcf`, and a cache folder
  /// of its own, with the book's frame cache there (the caller removes both).
  static func bookAndCache() throws -> (folder: TemporaryDirectory, caches: TemporaryDirectory, frames: FrameCache) {
    let (folder, caches) = (try TemporaryDirectory("frames"), try TemporaryDirectory("cache"))
    try folder.write("BEGIN:VCARD\r\nFN:Ada\r\nEND:VCARD\r\n", to: "contacts.vcf")
    let book = folder.path(of: "contacts.vcf")
    return (folder, caches, try #require(FrameCache(book: book, environment: ["XDG_CACHE_HOME": caches.path])))
  }

  @Test func aFrameComesBackForItsVersionAndContextOnly() throws {
    let (folder, caches, frames) = try Self.bookAndCache()
    defer { folder.remove(); caches.remove() }
    let path = folder.path(of: "contacts.vcf")
    #expect(frames.path.hasPrefix(caches.path + "/refbook/frames/"))
    let version = try #require(BookVersion(of: path))
    #expect(frames.frame(of: version, context: 7) == nil, "nothing kept yet")

    frames.keep([1, 2, 3], of: version, context: 7)
    #expect(frames.frame(of: version, context: 7) == [1, 2, 3])
    #expect(frames.frame(of: version, context: 8) == nil, "another context: another build, settings, terminal")
    #expect(try FileManager.default.attributesOfItem(atPath: frames.path)[.posixPermissions] as? Int == 0o600)

    // Written in place, as long as before, its modification time set back:
    // its change time still tells.
    var status = stat()
    #expect(stat(path, &status) == 0)
    try folder.write("BEGIN:VCARD\r\nFN:Bob\r\nEND:VCARD\r\n", to: "contacts.vcf")
    var times = [status.st_atim, status.st_mtim]
    #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    let changed = try #require(BookVersion(of: path))
    #expect(changed != version)
    #expect(frames.frame(of: changed, context: 7) == nil)

    frames.keep([4], of: changed, context: 7)
    #expect(frames.frame(of: changed, context: 7) == [4])
    #expect(frames.frame(of: version, context: 7) == nil, "one frame is kept, of the last version")
  }

  @Test func aDamagedFrameGivesNothing() throws {
    let (folder, caches, frames) = try Self.bookAndCache()
    defer { folder.remove(); caches.remove() }
    let path = folder.path(of: "contacts.vcf")
    let version = try #require(BookVersion(of: path))
    frames.keep(Array("a screen".utf8), of: version, context: 1)
    let kept = try Data(contentsOf: URL(fileURLWithPath: frames.path))
    for index in [0, 20, 90, kept.count - 12, kept.count - 1] {
      var damaged = kept
      damaged[index] ^= 0x01
      try damaged.write(to: URL(fileURLWithPath: frames.path))
      #expect(frames.frame(of: version, context: 1) == nil, "byte \(index) changed")
    }
    try kept.prefix(kept.count - 1).write(to: URL(fileURLWithPath: frames.path))
    #expect(frames.frame(of: version, context: 1) == nil, "cut short")
    try FileManager.default.removeItem(atPath: frames.path)
    #expect(mkfifo(frames.path, 0o600) == 0)
    #expect(frames.frame(of: version, context: 1) == nil, "a FIFO is not read (nor waited on)")
  }

  @Test func aVersionIsOfARegularFileAndTellsItsSizeAndAge() throws {
    let folder = try TemporaryDirectory("frames")
    defer { folder.remove() }
    try folder.write("twelve bytes", to: "book")
    let version = try #require(BookVersion(of: folder.path(of: "book")))
    #expect(version.size == 12)
    #expect(version.bytes.count == 56)
    let age = try #require(version.age)
    #expect(age >= 0 && age < 60)
    #expect(BookVersion(of: folder.path) == nil, "a folder")
    #expect(BookVersion(of: folder.path(of: "missing")) == nil)
  }
}
