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
    #expect(cache.kept().archive == archive)
    #expect(cache.kept().text(ofCardHash: 7).map(Array.init) == Array("zoe hart".utf8))
    #expect(try FileManager.default.attributesOfItem(atPath: cache.path)[.posixPermissions] as? Int == 0o600)

    var damaged = archive
    damaged[damaged.count / 2] ^= 1
    _ = try DurableFile.write(damaged, to: cache.path, keepingBackup: false)
    #expect(cache.kept().count == 0)
  }
}
