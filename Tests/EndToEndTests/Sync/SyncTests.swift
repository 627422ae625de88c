import Foundation
import RefbookTestSupport
import Testing

/// refbook beside a real sync: a Radicale CardDAV server, vdirsyncer syncing
/// it with a refbook vdir and with a refbook single-file book, and khard
/// reading the vdir. Nothing is lost and nothing is doubled at any step.
@Suite("refbook with vdirsyncer, a CardDAV server (Radicale) and khard")
struct SyncTests {
  func refbook(_ arguments: [String], input: String? = nil) throws -> Subprocess.Outcome {
    try Subprocess.run([try Product.path("refbook")] + arguments, input: input, capturesErrors: true)
  }

  /// The contacts' files in `folder`, but refbook's lock.
  func contactFiles(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
  }

  @Test("a vdir: the command line's and the app's changes reach the server; the server's reach the running app")
  func vdir() async throws {
    let lab = try SyncLab()
    try lab.putOnServer("ann", TestBook.card("ann", "Ann Server", email: "ann@example.org"))
    try lab.sync("folder")
    #expect(try refbook(["list", "--book", lab.vdir]).output == "Ann Server\tann@example.org\t\n")

    let added = try refbook(["add-email", "--book", lab.vdir], input: "From: Bo Line <bo@example.org>\n")
    #expect(added.status == 0, "\(added.errors)")
    try lab.sync("folder")
    #expect(try lab.serverCards().values.filter { $0.contains("bo@example.org") }.count == 1)

    let session = try TmuxSession([try Product.path("refbook"), "--book", lab.vdir], columns: 120, rows: 30, in: lab.folder)
    try await session.waitForApp()
    try lab.putOnServer("cy", TestBook.card("cy", "Cy Server", email: "cy@example.org"))
    try lab.sync("folder")
    try await session.waitForScreen("the server's new contact, no key pressed") {
      $0.listNames == ["Ann Server", "Bo Line", "Cy Server"]
    }
    // Deleted in the app (Ann is first) and synced while it runs.
    session.sendKeys("d")
    try await session.waitForScreen("Ann gone") { $0.listNames == ["Bo Line", "Cy Server"] && $0.header.hasSuffix("saved") }
    try lab.sync("folder")
    #expect(try lab.serverCards()["ann.vcf"] == nil)
    // Deleted on the server: gone from the running app after a sync.
    try lab.putOnServer("cy", nil)
    try lab.sync("folder")
    try await session.waitForScreen("Cy gone") { $0.listNames == ["Bo Line"] }
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)

    try lab.sync("folder")
    #expect(try lab.serverCards().count == 1)
    #expect(try contactFiles(lab.vdir).count == 1, "no duplicate, no leftover")

    // khard reads every contact of the vdir refbook wrote.
    try lab.folder.write("[addressbooks]\n[[book]]\npath = \(lab.vdir)\n[general]\ndefault_action = list\n", to: "khard.conf")
    let khard = try Subprocess.run(
      ["/usr/bin/env", "khard", "-c", lab.folder.path(of: "khard.conf"), "email", "--parsable"], capturesErrors: true)
    #expect(khard.status == 0, "\(khard.errors)")
    #expect(khard.output.contains("bo@example.org\tBo Line"), "\(khard.output)")
  }

  @Test("a single-file book: vdirsyncer's wrapper is kept, and changes go both ways")
  func singleFile() throws {
    let lab = try SyncLab()
    try lab.putOnServer("ann", TestBook.card("ann", "Ann Server", email: "ann@example.org"))
    try lab.putOnServer("dee", TestBook.card("dee", "Dee Server", email: "dee@example.org"))
    try lab.sync("single")
    #expect(try String(contentsOfFile: lab.singleFile, encoding: .utf8).hasPrefix("BEGIN:VADDRESSBOOK\r\n"))
    let listed = try refbook(["list", "--book", lab.singleFile])
    #expect(listed.status == 0 && listed.errors.isEmpty, "\(listed.errors)")
    #expect(listed.output == "Ann Server\tann@example.org\t\nDee Server\tdee@example.org\t\n")

    let added = try refbook(["add-email", "--book", lab.singleFile], input: "From: Bo Line <bo@example.org>\n")
    #expect(added.status == 0, "\(added.errors)")
    let saved = try String(contentsOfFile: lab.singleFile, encoding: .utf8)
    #expect(saved.hasPrefix("BEGIN:VADDRESSBOOK\r\n") && saved.hasSuffix("END:VCARD\r\nEND:VADDRESSBOOK\r\n"), "\(saved)")
    try lab.sync("single")
    #expect(try lab.serverCards().values.filter { $0.contains("bo@example.org") }.count == 1)

    try lab.putOnServer("dee", nil)
    try lab.sync("single")
    #expect(try refbook(["list", "--book", lab.singleFile]).output == "Ann Server\tann@example.org\t\nBo Line\tbo@example.org\t\n")
    #expect(try lab.serverCards().count == 2)
  }

  @Test("a vdir khard wrote: refbook reads it, adds beside it without touching khard's file, and khard reads refbook's")
  func khardWritesRefbookReads() throws {
    let folder = try TemporaryDirectory("khard")
    try TestBook.vdir("book", in: folder)
    try folder.write("[addressbooks]\n[[book]]\npath = \(folder.path(of: "book"))\n[general]\ndefault_action = list\n", to: "khard.conf")
    try folder.write(
      "First name: Zoë\nLast name: Ångström\nOrganisation: Acme; Research\nEmail:\n  work: zoe@example.se\n"
        + "Phone:\n  cell: +46 8 123 456\nNote: Met at the café\n", to: "new.yaml")
    let khard = ["/usr/bin/env", "khard", "-c", folder.path(of: "khard.conf")]
    let made = try Subprocess.run(khard + ["new", "-a", "book", "-i", folder.path(of: "new.yaml")], capturesErrors: true)
    #expect(made.status == 0, "\(made.errors)")
    let written = try contactFiles(folder.path(of: "book"))
    #expect(written.count == 1)
    let khardCard = try folder.read("book/" + written[0])

    let listed = try refbook(["list", "--book", folder.path(of: "book")])
    #expect(listed.output == "Zoë Ångström\tzoe@example.se\t+46 8 123 456\n", "\(listed.errors)")
    let exported = try refbook(["export", "--book", folder.path(of: "book")])
    #expect(exported.output.contains("ORG:Acme\\; Research") && exported.output.contains("NOTE:Met at the café"))

    let added = try refbook(["add-email", "--book", folder.path(of: "book")], input: "From: Bo Line <bo@example.org>\n")
    #expect(added.status == 0, "\(added.errors)")
    #expect(try folder.read("book/" + written[0]) == khardCard, "khard's file untouched, byte for byte")
    let emails = try Subprocess.run(khard + ["email", "--parsable"], capturesErrors: true)
    #expect(emails.output.contains("bo@example.org\tBo Line") && emails.output.contains("zoe@example.se\tZoë Ångström"),
            "\(emails.output)")
  }
}
