import Foundation
import RefbookCardDAV
import RefbookStore
import Testing

@Suite struct SyncStateTests {
  @Test func savesAndLoadsWithModeSixHundred() throws {
    let folder = NSTemporaryDirectory() + "refbook-syncstate-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var state = SyncState(token: "http://x/sync/1 2")
    state.cards["a b.vcf"] = SyncState.Card(href: "/u/a b.vcf", etag: "\"1\"", content: Array("BEGIN:VCARD\r\n\nEND:VCARD\r\n".utf8))
    state.cards["c.vcf"] = SyncState.Card(href: "/u/c.vcf", etag: nil, content: [])
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: folder + "/c.vcf", contents: nil))
    state.cards["c.vcf"]?.file = try VersionedFile.version(of: folder + "/c.vcf")
    try state.save(to: folder + "/state")
    #expect(try SyncState.load(from: folder + "/state") == state)
    let mode = try FileManager.default.attributesOfItem(atPath: folder + "/state")[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(try SyncState.load(from: folder + "/none") == SyncState())
  }

  /// A state of the first version (no file versions) is read, every file
  /// then read and compared; it is saved in the current version.
  @Test func readsAFirstVersionStateAndSavesTheCurrentOne() throws {
    let path = NSTemporaryDirectory() + "refbook-syncstate-v1-\(getpid())"
    defer { unlink(path) }
    try "refbook-carddav-state 1\ntoken t%201\ncard /u/a%20b.vcf %221%22 a%20b.vcf 5\nBEGIN\ncard /u/c.vcf - c.vcf 0\n\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let state = try SyncState.load(from: path)
    var expected = SyncState(token: "t 1")
    expected.cards["a b.vcf"] = SyncState.Card(href: "/u/a b.vcf", etag: "\"1\"", content: Array("BEGIN".utf8))
    expected.cards["c.vcf"] = SyncState.Card(href: "/u/c.vcf", etag: nil, content: [])
    #expect(state == expected)
    try state.save(to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("refbook-carddav-state 2\n"))
    #expect(try SyncState.load(from: path) == expected)
  }

  @Test func aDamagedFileIsAnError() throws {
    let path = NSTemporaryDirectory() + "refbook-syncstate-damaged-\(getpid())"
    defer { unlink(path) }
    try "refbook-carddav-state 1\ncard /a \"1\" a.vcf 999\nshort\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: CardDAVError.self) { try SyncState.load(from: path) }
  }
}
