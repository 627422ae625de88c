import Foundation
import RefbookCardDAV
import Testing

@Suite struct SyncStateTests {
  @Test func savesAndLoadsWithModeSixHundred() throws {
    let folder = NSTemporaryDirectory() + "refbook-syncstate-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var state = SyncState(token: "http://x/sync/1 2")
    state.cards["a b.vcf"] = SyncState.Card(href: "/u/a b.vcf", etag: "\"1\"", content: Array("BEGIN:VCARD\r\n\nEND:VCARD\r\n".utf8))
    state.cards["c.vcf"] = SyncState.Card(href: "/u/c.vcf", etag: nil, content: [])
    try state.save(to: folder + "/state")
    #expect(try SyncState.load(from: folder + "/state") == state)
    let mode = try FileManager.default.attributesOfItem(atPath: folder + "/state")[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(try SyncState.load(from: folder + "/none") == SyncState())
  }

  @Test func aDamagedFileIsAnError() throws {
    let path = NSTemporaryDirectory() + "refbook-syncstate-damaged-\(getpid())"
    defer { unlink(path) }
    try "refbook-carddav-state 1\ncard /a \"1\" a.vcf 999\nshort\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: CardDAVError.self) { try SyncState.load(from: path) }
  }
}
