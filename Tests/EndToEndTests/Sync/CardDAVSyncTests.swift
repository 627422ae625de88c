import Foundation
import RefbookTestSupport
import Testing

/// `refbook sync` and `refbook carddav discover` against a real Radicale on
/// 127.0.0.1 (see ``SyncLab``): a book named `dav` in the config file, kept
/// in `$XDG_DATA_HOME/refbook/dav/`. Every test checks what the server and
/// the vdir hold afterwards.
@Suite("refbook's own CardDAV sync, against Radicale")
struct CardDAVSyncTests {
  let lab: SyncLab

  init() throws {
    lab = try SyncLab()
    try configure(passwordCommand: "echo x")
  }

  var url: String { "http://127.0.0.1:\(lab.port)/user/contacts/" }
  var vdir: String { lab.folder.path(of: "data/refbook/dav") }
  var statePath: String { lab.folder.path(of: "data/refbook/dav.carddav-state") }

  func configure(passwordCommand: String) throws {
    try FileManager.default.createDirectory(atPath: lab.folder.path(of: "config/refbook"), withIntermediateDirectories: true)
    try lab.folder.write(
      "[books.dav]\ncarddav = \"\(url)\"\nusername = \"user\"\npassword_command = \"\(passwordCommand)\"\n",
      to: "config/refbook/config.toml")
  }

  func refbook(_ arguments: [String]) throws -> Subprocess.Outcome {
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = lab.folder.path(of: "config")
    environment["XDG_DATA_HOME"] = lab.folder.path(of: "data")
    return try Subprocess.run([try Product.path("refbook")] + arguments, environment: environment, capturesErrors: true)
  }

  /// `refbook sync`, its exit status and output.
  func sync() throws -> (status: Int32, output: String) {
    let outcome = try refbook(["sync"])
    return (outcome.status, outcome.output + outcome.errors)
  }

  /// The vdir's cards: `[file name: text]`.
  func localCards() throws -> [String: String] {
    var cards: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: vdir) where name.hasSuffix(".vcf") {
      cards[name] = try String(contentsOfFile: vdir + "/" + name, encoding: .utf8)
    }
    return cards
  }

  func writeLocal(_ name: String, _ text: String?) throws {
    if let text { try text.write(toFile: vdir + "/" + name, atomically: true, encoding: .utf8) } else { unlink(vdir + "/" + name) }
  }

  func card(_ uid: String, _ name: String, email: String, note: String? = nil) -> String {
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(name)\r\nN:\(name);;;;\r\nEMAIL:\(email)\r\n"
      + (note.map { "NOTE:\($0)\r\n" } ?? "") + "END:VCARD\r\n"
  }

  @Test("a first sync of 300 contacts, then an edit, an add and a delete on each side reach the other")
  func firstSyncThenChangesBothWays() throws {
    try lab.storeOnServer(Dictionary(uniqueKeysWithValues: (0..<300).map { ("c\($0).vcf", card("c\($0)", "Person \($0)", email: "p\($0)@example.org")) }))
    var result = try sync()
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "dav: ↓ 0 changed, 300 new · ↑ 0 · 0 conflicts\n")
    #expect(try localCards().count == 300)
    #expect(try localCards()["c7.vcf"]?.contains("p7@example.org") == true)
    let mode = try FileManager.default.attributesOfItem(atPath: statePath)[.posixPermissions] as? Int
    #expect(mode == 0o600)

    try writeLocal("c1.vcf", card("c1", "Person One Edited", email: "p1@example.org"))
    try writeLocal("new-here.vcf", card("new-here", "New Here", email: "here@example.org"))
    try writeLocal("c2.vcf", nil)
    try lab.putOnServer("c3", card("c3", "Person Three Edited", email: "p3@example.org"))
    try lab.putOnServer("new-there", card("new-there", "New There", email: "there@example.org"))
    try lab.putOnServer("c4", nil)
    result = try sync()
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "dav: ↓ 2 changed, 1 new · ↑ 3 · 0 conflicts\n")

    let server = try lab.serverCards()
    #expect(server["c1.vcf"]?.contains("Person One Edited") == true)
    #expect(server["new-here.vcf"]?.contains("New Here") == true)
    #expect(server["c2.vcf"] == nil)
    let local = try localCards()
    #expect(local["c3.vcf"]?.contains("Person Three Edited") == true)
    #expect(local["new-there.vcf"]?.contains("New There") == true)
    #expect(local["c4.vcf"] == nil)
    #expect(Set(local.keys) == Set(server.keys), "the same 300 cards on both sides")

    // Nothing changed: nothing moves.
    result = try sync()
    #expect(result.output == "dav: ↓ 0 changed, 0 new · ↑ 0 · 0 conflicts\n")
  }

  @Test("a contact changed on both sides: merged when the changes do not overlap, else a conflict copy; nothing lost")
  func changedOnBothSides() throws {
    try lab.putOnServer("ann", card("ann", "Ann", email: "ann@example.org"))
    #expect(try sync().status == 0)

    try writeLocal("ann.vcf", card("ann", "Ann", email: "ann@here.example.org"))
    try lab.putOnServer("ann", card("ann", "Ann", email: "ann@example.org", note: "met in Lyon"))
    var result = try sync()
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("0 conflicts\n"))
    for (side, text) in [("server", try lab.serverCards()["ann.vcf"]), ("vdir", try localCards()["ann.vcf"])] {
      #expect(text?.contains("ann@here.example.org") == true, "\(side): ours")
      #expect(text?.contains("met in Lyon") == true, "\(side): theirs")
    }

    try writeLocal("ann.vcf", card("ann", "Ann Here", email: "ann@here.example.org", note: "met in Lyon"))
    try lab.putOnServer("ann", card("ann", "Ann There", email: "ann@here.example.org", note: "met in Lyon"))
    result = try sync()
    #expect(result.status == 1, "\(result.output)")
    #expect(result.output == "dav: ↓ 0 changed, 0 new · ↑ 0 · 1 conflict\n")
    #expect(try lab.serverCards()["ann.vcf"]?.contains("FN:Ann There") == true)
    #expect(try localCards()["ann.vcf"]?.contains("FN:Ann There") == true)
    let copies = try FileManager.default.contentsOfDirectory(atPath: vdir).filter { $0.hasPrefix("ann.vcf.refbook-conflict-") }
    #expect(copies.count == 1)
    #expect(try copies.first.map { try String(contentsOfFile: vdir + "/" + $0, encoding: .utf8) }?.contains("FN:Ann Here") == true)
  }

  @Test("a sync token the server has forgotten falls back to a full comparison and still converges")
  func forgottenSyncToken() throws {
    try lab.putOnServer("ann", card("ann", "Ann", email: "ann@example.org"))
    try lab.putOnServer("bo", card("bo", "Bo", email: "bo@example.org"))
    #expect(try sync().status == 0)
    let state = try String(contentsOfFile: statePath, encoding: .utf8)
    let forgotten = state.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("token ") ? "token http%3A//127.0.0.1/sync/forgotten" : String($0) }.joined(separator: "\n")
    try forgotten.write(toFile: statePath, atomically: true, encoding: .utf8)

    try lab.putOnServer("bo", card("bo", "Bo Changed", email: "bo@example.org"))
    try lab.putOnServer("cy", card("cy", "Cy", email: "cy@example.org"))
    let result = try sync()
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "dav: ↓ 1 changed, 1 new · ↑ 0 · 0 conflicts\n")
    #expect(try localCards().keys.sorted() == ["ann.vcf", "bo.vcf", "cy.vcf"])
    #expect(try localCards()["bo.vcf"]?.contains("Bo Changed") == true)
    #expect(try lab.serverCards().keys.sorted() == ["ann.vcf", "bo.vcf", "cy.vcf"])
    #expect(try !String(contentsOfFile: statePath, encoding: .utf8).contains("forgotten"), "a new token is kept")
    #expect(try sync().output == "dav: ↓ 0 changed, 0 new · ↑ 0 · 0 conflicts\n")
  }

  @Test("a wrong password: a clear message that does not repeat it, exit 2, nothing changed")
  func wrongPassword() throws {
    try lab.putOnServer("ann", card("ann", "Ann", email: "ann@example.org"))
    try configure(passwordCommand: "echo hunter2")
    let result = try sync()
    #expect(result.status == 2)
    #expect(result.output == "refbook: dav: could not sync: \(url) refused the username or password\n")
    #expect(!FileManager.default.fileExists(atPath: vdir + "/ann.vcf"))
    #expect(try lab.serverCards().keys.sorted() == ["ann.vcf"])
  }

  @Test("discover prints a config block naming the address book, and that block syncs")
  func discover() throws {
    let outcome = try refbook(["carddav", "discover", "http://127.0.0.1:\(lab.port)/", "--username", "user", "--password-command", "echo x"])
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(outcome.output == "# user/contacts\n[books.contacts]\ncarddav = \"\(url)\"\nusername = \"user\"\npassword_command = \"echo x\"\n")
    try lab.folder.write(outcome.output, to: "config/refbook/config.toml")
    try lab.putOnServer("ann", card("ann", "Ann", email: "ann@example.org"))
    let synced = try refbook(["sync", "--book", "contacts"])
    #expect(synced.output == "contacts: ↓ 0 changed, 1 new · ↑ 0 · 0 conflicts\n", "\(synced.errors)")
    #expect(FileManager.default.fileExists(atPath: lab.folder.path(of: "data/refbook/contacts/ann.vcf")))
  }
}
