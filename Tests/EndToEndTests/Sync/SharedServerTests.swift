import Foundation
import RefbookTestSupport
import Testing

/// refbook's own sync and vdirsyncer on one Radicale collection at the same
/// time: refbook syncs its book `dav`, vdirsyncer another vdir (the lab's
/// `pair folder`) which khard reads and writes. What either side changes
/// reaches the other; at the end the server, refbook's book and
/// vdirsyncer's vdir hold the same contacts, each once.
@Suite("refbook's CardDAV sync beside vdirsyncer and khard on the same server")
struct SharedServerTests {
  typealias DAVBook = CardDAVSyncTests.DAVBook

  /// The UIDs of the `.vcf` files in `folder`, each as many times as it is there.
  func uids(inFolder folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".vcf") }.map { name in
      try uid(String(contentsOfFile: folder + "/" + name, encoding: .utf8))
    }.sorted()
  }

  func uid(_ card: String) -> String {
    card.split(whereSeparator: \.isNewline).first { $0.hasPrefix("UID:") }.map { String($0.dropFirst(4)) } ?? "(none)"
  }

  /// `khard ARGUMENTS` on vdirsyncer's vdir (the address book `book`), failing on an error.
  func khard(_ lab: SyncLab, _ arguments: [String]) throws -> String {
    let outcome = try Subprocess.run(
      ["/usr/bin/env", "khard", "-c", lab.folder.path(of: "khard.conf")] + arguments, capturesErrors: true)
    guard outcome.status == 0 else { throw Subprocess.Failure(description: "khard \(arguments): \(outcome.errors)") }
    return outcome.output
  }

  @Test("refbook's changes reach khard through vdirsyncer, khard's reach refbook; a sync of each at once loses nothing")
  func changesGoBothWays() async throws {
    let lab = try SyncLab()
    let dav = try DAVBook(lab)
    try lab.folder.write("[addressbooks]\n[[book]]\npath = \(lab.vdir)\n[general]\ndefault_action = list\n", to: "khard.conf")
    try lab.putOnServer("ann", TestBook.card("ann", "Ann Server", email: "ann@example.org"))
    try lab.putOnServer("cy", TestBook.card("cy", "Cy Server", email: "cy@example.org"))
    #expect(try dav.sync().status == 0)
    try lab.sync("folder")

    // Through refbook: a new contact and an edit, synced; vdirsyncer brings them to khard.
    let added = try dav.refbook(["add-email", "--book", "dav"], input: "From: Bo Line <bo@example.org>\n")
    #expect(added.status == 0, "\(added.errors)")
    try dav.writeLocal("cy.vcf", TestBook.card("cy", "Cy Edited", email: "cy@example.org"))
    var result = try dav.sync()
    #expect(result.output == "dav: ↓ 0 changed, 0 new · ↑ 2 · 0 conflicts\n", "\(result.output)")
    try lab.sync("folder")
    let emails = try khard(lab, ["email", "--parsable"])
    #expect(emails.contains("bo@example.org\tBo Line"), "\(emails)")
    #expect(emails.contains("cy@example.org\tCy Edited"), "\(emails)")

    // Through khard: a new contact and a removal, synced by vdirsyncer; refbook's sync brings them.
    try lab.folder.write("First name: Zoë\nLast name: Ångström\nEmail:\n  work: zoe@example.se\n", to: "new.yaml")
    _ = try khard(lab, ["new", "-a", "book", "-i", lab.folder.path(of: "new.yaml")])
    _ = try khard(lab, ["remove", "-a", "book", "--force", "Ann Server"])
    try lab.sync("folder")
    result = try dav.sync()
    #expect(result.output == "dav: ↓ 1 changed, 1 new · ↑ 0 · 0 conflicts\n", "\(result.output)")
    let listed = try dav.refbook(["list", "--book", "dav"])
    #expect(listed.output == "Bo Line\tbo@example.org\t\nCy Edited\tcy@example.org\t\nZoë Ångström\tzoe@example.se\t\n", "\(listed.errors)")

    // Both at once, each with a change of its own: nothing is lost or doubled once each has synced again.
    let refbookAdded = try dav.refbook(["add-email", "--book", "dav"], input: "From: Dee Roe <dee@example.org>\n")
    #expect(refbookAdded.status == 0, "\(refbookAdded.errors)")
    try lab.folder.write("First name: Eve\nLast name: Park\nEmail:\n  work: eve@example.org\n", to: "eve.yaml")
    _ = try khard(lab, ["new", "-a", "book", "-i", lab.folder.path(of: "eve.yaml")])
    let refbookSync = try dav.syncInTheBackground()
    try lab.sync("folder")
    #expect(try await refbookSync.value.status == 0)
    try lab.sync("folder")
    #expect(try dav.sync().status == 0)

    let server = try lab.serverCards().values.map(uid).sorted()
    #expect(server.count == 5 && Set(server).count == 5, "five contacts, each once: \(server)")
    #expect(try uids(inFolder: dav.vdir) == server, "refbook's book")
    #expect(try uids(inFolder: lab.vdir) == server, "vdirsyncer's vdir")
    let names = try dav.refbook(["list", "--book", "dav"]).output.split(separator: "\n").map { $0.split(separator: "\t")[0] }
    #expect(names == ["Bo Line", "Cy Edited", "Dee Roe", "Eve Park", "Zoë Ångström"])
    let khardNames = try khard(lab, ["email", "--parsable"])
    #expect(khardNames.contains("dee@example.org\tDee Roe") && khardNames.contains("eve@example.org\tEve Park"), "\(khardNames)")
  }
}
