import Foundation
import RefbookCardDAV
import Testing

/// ``HTTPClient``'s `caFile`: one that cannot be read is an error naming it
/// before any request, never a client that would check against something else.
@Suite struct HTTPClientTests {
  @Test func aCAFileThatCannotBeReadIsRefusedNamingIt() throws {
    let folder = FileManager.default.temporaryDirectory.path + "/refbook-cafile-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "".write(toFile: folder + "/empty.pem", atomically: false, encoding: .utf8)
    try "-----BEGIN CERTIFICATE-----\n".write(toFile: folder + "/ca.pem", atomically: false, encoding: .utf8)
    let url = try ServerURL("https://dav.example.com/")
    for (path, reason) in [(folder + "/missing.pem", "No such file or directory"), (folder, "Is a directory"),
                           (folder + "/empty.pem", "the file is empty")] {
      #expect(throws: CardDAVError.unreadableCAFile(path, reason: reason)) { try HTTPClient(for: url, credentials: nil, caFile: path) }
    }
    #expect(CardDAVError.unreadableCAFile("/x.pem", reason: "the file is empty").description == "cannot read ca_file /x.pem: the file is empty")
    _ = try HTTPClient(for: url, credentials: nil, caFile: folder + "/ca.pem")
  }
}
