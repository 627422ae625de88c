import Foundation
@testable import RefbookCardDAV
import Testing

@Suite struct LocalCopyTests {
  /// The app (or any program) saving a card while a sync runs: the sync's
  /// write does not lose that version, but hands it back, kept beside.
  @Test func aVersionWrittenSinceTheReadIsHandedBackNotLost() throws {
    let folder = NSTemporaryDirectory() + "refbook-localcopy-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "read".write(toFile: folder + "/a.vcf", atomically: true, encoding: .utf8)
    var local = LocalCopy(folder: folder)
    #expect(try local.cards() == ["a.vcf": Array("read".utf8)])

    #expect(try local.write(Array("synced".utf8), to: "a.vcf") == nil, "nobody wrote it since the read")
    try "the app's".write(toFile: folder + "/a.vcf", atomically: true, encoding: .utf8)
    let other = try #require(try local.write(Array("synced again".utf8), to: "a.vcf"))
    #expect(other.bytes == Array("the app's".utf8))
    #expect(try String(contentsOfFile: folder + "/a.vcf", encoding: .utf8) == "synced again")
    #expect(try String(contentsOfFile: other.copy, encoding: .utf8) == "the app's")
    local.discard(other)
    #expect(!FileManager.default.fileExists(atPath: other.copy))
  }
}
