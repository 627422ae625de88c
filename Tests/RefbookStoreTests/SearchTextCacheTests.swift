import Foundation
import RefbookModel
import RefbookTestSupport
import Testing

@testable import RefbookStore

/// The search texts of a book's cards, kept between starts: read back as
/// kept, private to the user, and none from a damaged file.
@Suite struct SearchTextCacheTests {
  @Test func textsKeptAreReadBackAndADamagedFileGivesNone() throws {
    let (folder, caches) = (try TemporaryDirectory("texts"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    try folder.write(Array(Person.vCardText(for: [Person(id: "1", formattedName: "Zoë Hart")]).utf8), to: "contacts.vcf")
    let book = folder.path(of: "contacts.vcf")
    #expect(SearchTextCache(book: folder.path(of: "missing.vcf"), environment: ["XDG_CACHE_HOME": caches.path]) == nil)
    let cache = try #require(SearchTextCache(book: book, environment: ["XDG_CACHE_HOME": caches.path]))
    #expect(cache.path.hasPrefix(caches.path + "/refbook/searchtexts/"))
    #expect(cache.kept().count == 0, "nothing kept yet")

    let archive = KeptSearchTexts.archive(of: [(card: UInt64(7), text: Array("zoe hart".utf8)[...])])
    cache.keep(archive)
    #expect(cache.kept().count == 1)
    #expect(cache.kept().text(ofCardHash: 7).map(Array.init) == Array("zoe hart".utf8))
    #expect(try FileManager.default.attributesOfItem(atPath: cache.path)[.posixPermissions] as? Int == 0o600)

    var damaged = archive
    damaged[damaged.count / 2] ^= 1
    _ = try DurableFile.write(damaged, to: cache.path, keepingBackup: false)
    #expect(cache.kept().count == 0)
  }

  @Test func keepingTextsRemovesThoseOfAnotherBuildAndKeepsOtherBooks() throws {
    let (folder, caches) = (try TemporaryDirectory("texts"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    let environment = ["XDG_CACHE_HOME": caches.path]
    for name in ["a.vcf", "b.vcf"] { try folder.write(Array("BEGIN:VCARD\r\nEND:VCARD\r\n".utf8), to: name) }
    let (a, b) = (
      try #require(SearchTextCache(book: folder.path(of: "a.vcf"), environment: environment)),
      try #require(SearchTextCache(book: folder.path(of: "b.vcf"), environment: environment)))
    let archive = KeptSearchTexts.archive(of: [(card: UInt64(7), text: Array("zoe".utf8))])
    a.keep(archive)
    // Another build's texts: another probe (the checksum made right again).
    var other = archive
    other[22] ^= 1
    other.replaceSubrange(other.count - 8..<other.count, with: withUnsafeBytes(of: BytesHash.of(other.dropLast(8)).littleEndian, Array.init))
    let stale = caches.path + "/refbook/searchtexts/0123456789abcdef"
    _ = try DurableFile.write(other, to: stale, keepingBackup: false)
    b.keep(archive)
    #expect(!FileManager.default.fileExists(atPath: stale), "another build's texts are removed")
    #expect(a.kept().count == 1 && b.kept().count == 1, "every book's texts of this build stay")
  }
}
