import Foundation
import RefbookModel
import RefbookTestSupport
import Testing

@testable import RefbookStore

/// The cards a book's last export copied, kept for the next one: read back
/// as kept, and nothing from a damaged file or another build's.
@Suite struct VerbatimCardCacheTests {
  @Test func cardsKeptAreReadBackAndADamagedFileGivesNone() throws {
    let (folder, caches) = (try TemporaryDirectory("verbatim"), try TemporaryDirectory("cache"))
    defer { folder.remove(); caches.remove() }
    let person = Person(id: "urn:uuid:1", formattedName: "Zoë Hart")
    try folder.write(Array(Person.vCardText(for: [person, Person(id: "2", formattedName: "Ann")]).utf8), to: "contacts.vcf")
    let book = folder.path(of: "contacts.vcf")
    let cache = try #require(VerbatimCardCache(book: book, environment: ["XDG_CACHE_HOME": caches.path]))
    #expect(cache.path.hasPrefix(caches.path + "/refbook/verbatim/"))
    #expect(cache.cards().keys.isEmpty, "nothing kept yet")

    let store = try BookStore.open(BookLocation(path: book), encoding: .vCard(deferringDecoding: true), access: .readOnly)
    defer { store.close() }
    let (_, known) = VerbatimCards().export(store.storedPersons)
    #expect(known.keys.count == 2)
    cache.keep(known)
    #expect(cache.cards().keys == known.keys)
    #expect(try FileManager.default.attributesOfItem(atPath: cache.path)[.posixPermissions] as? Int == 0o600)

    let bytes = try #require(try BookFile.read(cache.path)?.bytes)
    for damage in [{ (bytes: inout [UInt8]) in bytes[bytes.count / 2] ^= 1 }, { $0.removeLast(3) }, { $0[0] = UInt8(ascii: "X") }] {
      var damaged = bytes
      damage(&damaged)
      _ = try DurableFile.write(damaged, to: cache.path, keepingBackup: false)
      #expect(cache.cards().keys.isEmpty)
    }
    // After the 19 bytes of the layout's name, the probe, then the count (2):
    // a count of 0 and one of 3 for the file's two keys, and another build's
    // cards (its probe differs), each in a file whose checksum is right.
    for (offset, flip) in [(27, 2), (27, 1), (19, 1)] as [(Int, UInt8)] {
      var forged = bytes
      forged[offset] ^= flip
      forged.replaceSubrange(
        forged.count - 8..<forged.count, with: withUnsafeBytes(of: BytesHash.of(forged.dropLast(8)).littleEndian, Array.init))
      _ = try DurableFile.write(forged, to: cache.path, keepingBackup: false)
      #expect(cache.cards().keys.isEmpty, "byte \(offset) ^ \(flip)")
    }
    _ = try DurableFile.write(bytes, to: cache.path, keepingBackup: false)
    #expect(cache.cards().keys == known.keys, "the file as written still reads")

    // A file of another layout beside it is removed by the next keep.
    let earlier = caches.path + "/refbook/verbatim/0123456789abcdef"
    _ = try DurableFile.write(Array("REFBOOK-VERBATIM-0\n".utf8), to: earlier, keepingBackup: false)
    cache.keep(known)
    #expect(!FileManager.default.fileExists(atPath: earlier))
    #expect(cache.cards().keys == known.keys)
  }
}
