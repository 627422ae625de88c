import Foundation
import RefbookTestSupport
import Testing

/// `refbook sync` and `refbook carddav discover` against a real CardDAV
/// server on 127.0.0.1 (see ``SyncLab``): Radicale, over http and https, and
/// Xandikos for the tests that take the server as an argument. Every test
/// checks what the server and the vdir hold afterwards.
@Suite("refbook's own CardDAV sync, against Radicale and Xandikos")
struct CardDAVSyncTests {
  /// refbook's side of a test: a config file whose book `dav` is the lab's
  /// address book, kept in `$XDG_DATA_HOME/refbook/dav/`, both in the lab's folder.
  struct DAVBook {
    let lab: SyncLab
    /// The address book's URL in the config file.
    let url: String

    /// The book on `lab`'s server (through `proxy`, when given), its
    /// password printed by `echo x`.
    init(_ lab: SyncLab, through proxy: DAVProxy? = nil) throws {
      self.lab = lab
      url = proxy?.collectionURL ?? lab.collectionURL
      try configure()
    }

    var vdir: String { lab.folder.path(of: "data/refbook/dav") }
    var statePath: String { lab.folder.path(of: "data/refbook/dav.carddav-state") }

    /// Writes the config file; `caFile` as written there, when given.
    func configure(passwordCommand: String = "echo x", caFile: String? = nil) throws {
      try FileManager.default.createDirectory(atPath: lab.folder.path(of: "config/refbook"), withIntermediateDirectories: true)
      try lab.folder.write(
        "[books.dav]\ncarddav = \"\(url)\"\nusername = \"user\"\npassword_command = \"\(passwordCommand)\"\n"
          + (caFile.map { "ca_file = \"\($0)\"\n" } ?? ""),
        to: "config/refbook/config.toml")
    }

    /// `refbook ARGUMENTS`, run in `folder` (default: the tests' own), reading `input`.
    func refbook(_ arguments: [String], in folder: String? = nil, input: String? = nil) throws -> Subprocess.Outcome {
      let command = try command(arguments, in: folder)
      return try Subprocess.run(command.arguments, environment: command.environment, input: input, capturesErrors: true)
    }

    /// `refbook sync`, started at once on a thread of its own (not the
    /// tests' cooperative pool, which a sync blocked on a held answer would
    /// starve), to be awaited.
    func syncInTheBackground() throws -> Task<Subprocess.Outcome, any Error> {
      let command = try command(["sync"])
      return Task {
        try await withCheckedThrowingContinuation { finished in
          Thread {
            finished.resume(with: Result { try Subprocess.run(command.arguments, environment: command.environment, capturesErrors: true) })
          }.start()
        }
      }
    }

    /// The command line and environment of `refbook ARGUMENTS` run in
    /// `folder`: the lab's config file and data folder.
    func command(_ arguments: [String], in folder: String? = nil) throws -> (arguments: [String], environment: [String: String]) {
      var environment = ProcessInfo.processInfo.environment
      environment["XDG_CONFIG_HOME"] = lab.folder.path(of: "config")
      environment["XDG_DATA_HOME"] = lab.folder.path(of: "data")
      return ((folder.map { ["/usr/bin/env", "-C", $0] } ?? []) + [try Product.path("refbook")] + arguments, environment)
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
  }

  func card(_ uid: String, _ name: String, email: String, note: String? = nil) -> String {
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(name)\r\nN:\(name);;;;\r\nEMAIL:\(email)\r\n"
      + (note.map { "NOTE:\($0)\r\n" } ?? "") + "END:VCARD\r\n"
  }

  @Test("a first sync of 300 contacts, then an edit, an add and a delete on each side reach the other", arguments: SyncLab.Server.allCases)
  func firstSyncThenChangesBothWays(_ kind: SyncLab.Server) throws {
    let dav = try DAVBook(SyncLab(kind))
    try dav.lab.storeOnServer(Dictionary(uniqueKeysWithValues: (0..<300).map { ("c\($0).vcf", card("c\($0)", "Person \($0)", email: "p\($0)@example.org")) }))
    var result = try dav.sync()
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "dav: ↓ 0 changed, 300 new · ↑ 0 · 0 conflicts\n")
    #expect(try dav.localCards().count == 300)
    #expect(try dav.localCards()["c7.vcf"]?.contains("p7@example.org") == true)
    let mode = try FileManager.default.attributesOfItem(atPath: dav.statePath)[.posixPermissions] as? Int
    #expect(mode == 0o600)

    try dav.writeLocal("c1.vcf", card("c1", "Person One Edited", email: "p1@example.org"))
    try dav.writeLocal("new-here.vcf", card("new-here", "New Here", email: "here@example.org"))
    try dav.writeLocal("c2.vcf", nil)
    try dav.lab.putOnServer("c3", card("c3", "Person Three Edited", email: "p3@example.org"))
    try dav.lab.putOnServer("new-there", card("new-there", "New There", email: "there@example.org"))
    try dav.lab.putOnServer("c4", nil)
    result = try dav.sync()
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "dav: ↓ 2 changed, 1 new · ↑ 3 · 0 conflicts\n")

    let server = try dav.lab.serverCards()
    #expect(server["c1.vcf"]?.contains("Person One Edited") == true)
    #expect(server["new-here.vcf"]?.contains("New Here") == true)
    #expect(server["c2.vcf"] == nil)
    let local = try dav.localCards()
    #expect(local["c3.vcf"]?.contains("Person Three Edited") == true)
    #expect(local["new-there.vcf"]?.contains("New There") == true)
    #expect(local["c4.vcf"] == nil)
    #expect(Set(local.keys) == Set(server.keys), "the same 300 cards on both sides")

    // Nothing changed: nothing moves.
    result = try dav.sync()
    #expect(result.output == "dav: ↓ 0 changed, 0 new · ↑ 0 · 0 conflicts\n")
  }

  @Test("a first sync of 1,000 contacts from a server with sync-collection asks for every card in one request; the next one finds nothing to do")
  func firstSyncInOneRequest() async throws {
    let lab = try SyncLab()
    let proxy = try DAVProxy(for: lab, .forward)
    let dav = try DAVBook(lab, through: proxy)
    let stored = Dictionary(uniqueKeysWithValues: (0..<1000).map { ("c\($0).vcf", card("c\($0)", "P \($0)", email: "p\($0)@example.org")) })
    try lab.storeOnServer(stored)
    var result = try dav.sync()
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "dav: ↓ 0 changed, 1000 new · ↑ 0 · 0 conflicts\n")
    #expect(proxy.multigets == 0, "the cards came with the changes, not fetched a hundred at a time")
    let local = try dav.localCards()
    #expect(local.count == 1000 && local["c999.vcf"]?.contains("p999@example.org") == true)
    result = try dav.sync()
    #expect(result.output == "dav: ↓ 0 changed, 0 new · ↑ 0 · 0 conflicts\n")
  }

  @Test("on a terminal, a first sync of 1,000 contacts draws a bar as the cards come in, erased before the summary")
  func progressBarOnATerminal() async throws {
    let lab = try SyncLab()
    // The second batch's answer is held (from a server without sync-collection, the cards come a
    // hundred at a time): the bar then says the first hundred came in.
    let proxy = try DAVProxy(for: lab, .hold(kind: "multiget", n: 2, drop: false, refusingSyncCollection: true))
    let dav = try DAVBook(lab, through: proxy)
    try lab.storeOnServer(Dictionary(uniqueKeysWithValues: (0..<1000).map { ("c\($0).vcf", card("c\($0)", "P \($0)", email: "p\($0)@example.org")) }))
    let command = try dav.command(["sync"])
    let session = try TmuxSession(command.arguments, columns: 80, rows: 10, in: lab.folder, environment: [
      "XDG_CONFIG_HOME": lab.folder.path(of: "config"), "XDG_DATA_HOME": lab.folder.path(of: "data"),
    ])
    try await proxy.waitUntilHolding()
    let drawn = try await session.waitFor("100/1,000", timeout: .seconds(30))
    #expect(drawn.first == "dav ↓ [██░░░░░░░░░░░░░░░░░░] 100/1,000", "\(drawn)")
    try proxy.release()
    let done = try await session.waitFor("[e2e-exit 0]", timeout: .seconds(60))
    #expect(done.first == "dav: ↓ 0 changed, 1000 new · ↑ 0 · 0 conflicts", "the bar's line, erased, holds the summary: \(done)")
    #expect(!done.contains { $0.contains("░") || $0.contains("█") })
    #expect(try dav.localCards().count == 1000)
  }

  @Test("a contact changed on both sides: merged when the changes do not overlap, else a conflict copy; nothing lost", arguments: SyncLab.Server.allCases)
  func changedOnBothSides(_ kind: SyncLab.Server) throws {
    let dav = try DAVBook(SyncLab(kind))
    try dav.lab.putOnServer("ann", card("ann", "Ann", email: "ann@example.org"))
    #expect(try dav.sync().status == 0)

    try dav.writeLocal("ann.vcf", card("ann", "Ann", email: "ann@here.example.org"))
    try dav.lab.putOnServer("ann", card("ann", "Ann", email: "ann@example.org", note: "met in Lyon"))
    var result = try dav.sync()
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("0 conflicts\n"))
    for (side, text) in [("server", try dav.lab.serverCards()["ann.vcf"]), ("vdir", try dav.localCards()["ann.vcf"])] {
      #expect(text?.contains("ann@here.example.org") == true, "\(side): ours")
      #expect(text?.contains("met in Lyon") == true, "\(side): theirs")
    }

    try dav.writeLocal("ann.vcf", card("ann", "Ann Here", email: "ann@here.example.org", note: "met in Lyon"))
    try dav.lab.putOnServer("ann", card("ann", "Ann There", email: "ann@here.example.org", note: "met in Lyon"))
    result = try dav.sync()
    #expect(result.status == 1, "\(result.output)")
    #expect(result.output == "dav: ↓ 0 changed, 0 new · ↑ 0 · 1 conflict\n")
    #expect(try dav.lab.serverCards()["ann.vcf"]?.contains("FN:Ann There") == true)
    #expect(try dav.localCards()["ann.vcf"]?.contains("FN:Ann There") == true)
    let copies = try FileManager.default.contentsOfDirectory(atPath: dav.vdir).filter { $0.hasPrefix("ann.vcf.refbook-conflict-") }
    #expect(copies.count == 1)
    #expect(try copies.first.map { try String(contentsOfFile: dav.vdir + "/" + $0, encoding: .utf8) }?.contains("FN:Ann Here") == true)
  }

  @Test("a sync token the server has forgotten falls back to a full comparison and still converges", arguments: SyncLab.Server.allCases)
  func forgottenSyncToken(_ kind: SyncLab.Server) throws {
    let dav = try DAVBook(SyncLab(kind))
    try dav.lab.putOnServer("ann", card("ann", "Ann", email: "ann@example.org"))
    try dav.lab.putOnServer("bo", card("bo", "Bo", email: "bo@example.org"))
    #expect(try dav.sync().status == 0)
    let state = try String(contentsOfFile: dav.statePath, encoding: .utf8)
    let forgotten = state.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("token ") ? "token http%3A//127.0.0.1/sync/forgotten" : String($0) }.joined(separator: "\n")
    try forgotten.write(toFile: dav.statePath, atomically: true, encoding: .utf8)

    try dav.lab.putOnServer("bo", card("bo", "Bo Changed", email: "bo@example.org"))
    try dav.lab.putOnServer("cy", card("cy", "Cy", email: "cy@example.org"))
    let result = try dav.sync()
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "dav: ↓ 1 changed, 1 new · ↑ 0 · 0 conflicts\n")
    #expect(try dav.localCards().keys.sorted() == ["ann.vcf", "bo.vcf", "cy.vcf"])
    #expect(try dav.localCards()["bo.vcf"]?.contains("Bo Changed") == true)
    #expect(try dav.lab.serverCards().keys.sorted() == ["ann.vcf", "bo.vcf", "cy.vcf"])
    #expect(try !String(contentsOfFile: dav.statePath, encoding: .utf8).contains("forgotten"), "a new token is kept")
    #expect(try dav.sync().output == "dav: ↓ 0 changed, 0 new · ↑ 0 · 0 conflicts\n")
  }

  @Test("a wrong password: a clear message that does not repeat it, exit 2, nothing changed")
  func wrongPassword() throws {
    let dav = try DAVBook(SyncLab())
    try dav.lab.putOnServer("ann", card("ann", "Ann", email: "ann@example.org"))
    try dav.configure(passwordCommand: "echo hunter2")
    let result = try dav.sync()
    #expect(result.status == 2)
    #expect(result.output == "refbook: dav: could not sync: \(dav.url) refused the username or password\n")
    #expect(!FileManager.default.fileExists(atPath: dav.vdir + "/ann.vcf"))
    #expect(try dav.lab.serverCards().keys.sorted() == ["ann.vcf"])
  }

  @Test("password_command runs with the user's environment: GPG_TTY (for pass and gpg) reaches it")
  func passwordCommandSeesGPGTTY() throws {
    let dav = try DAVBook(SyncLab())
    try dav.lab.putOnServer("ann", card("ann", "Ann", email: "ann@example.org"))
    try dav.configure(passwordCommand: "case $GPG_TTY in /dev/pts/test) echo x;; *) exit 1;; esac")
    var command = try dav.command(["sync"])
    command.environment["GPG_TTY"] = nil
    let without = try Subprocess.run(command.arguments, environment: command.environment, capturesErrors: true)
    #expect(without.status == 2)
    #expect(without.errors == "refbook: dav: could not sync: the password command failed (status 1)\n")
    command.environment["GPG_TTY"] = "/dev/pts/test"
    let with = try Subprocess.run(command.arguments, environment: command.environment, capturesErrors: true)
    #expect(with.status == 0, "\(with.errors)")
    #expect(with.output == "dav: ↓ 0 changed, 1 new · ↑ 0 · 0 conflicts\n")
    #expect(try dav.localCards().keys.sorted() == ["ann.vcf"])
  }

  @Test("discover prints a config block naming the address book, and that block syncs")
  func discover() throws {
    let dav = try DAVBook(SyncLab())
    let outcome = try dav.refbook(["carddav", "discover", "http://127.0.0.1:\(dav.lab.port)/", "--username", "user", "--password-command", "echo x"])
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(outcome.output == "# user/contacts\n[books.contacts]\ncarddav = \"\(dav.url)\"\nusername = \"user\"\npassword_command = \"echo x\"\n")
    try dav.lab.folder.write(outcome.output, to: "config/refbook/config.toml")
    try dav.lab.putOnServer("ann", card("ann", "Ann", email: "ann@example.org"))
    let synced = try dav.refbook(["sync", "--book", "contacts"])
    #expect(synced.output == "contacts: ↓ 0 changed, 1 new · ↑ 0 · 0 conflicts\n", "\(synced.errors)")
    #expect(FileManager.default.fileExists(atPath: dav.lab.folder.path(of: "data/refbook/contacts/ann.vcf")))
  }

  // MARK: TLS

  @Test("over https with the server's certificate as ca_file (relative to the config file): the cards arrive and changes go up")
  func httpsWithCAFile() throws {
    let dav = try DAVBook(SyncLab(tls: true))
    #expect(dav.url.hasPrefix("https://127.0.0.1:"))
    try dav.lab.putOnServer("ann", card("ann", "Ann", email: "ann@example.org"))
    try FileManager.default.copyItem(atPath: try #require(dav.lab.certificate), toPath: dav.lab.folder.path(of: "config/refbook/dav.pem"))
    try dav.configure(caFile: "dav.pem")
    var result = try dav.sync()
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "dav: ↓ 0 changed, 1 new · ↑ 0 · 0 conflicts\n")
    #expect(try dav.localCards().keys.sorted() == ["ann.vcf"])
    #expect(try dav.localCards()["ann.vcf"]?.contains("ann@example.org") == true)

    try dav.writeLocal("bo.vcf", card("bo", "Bo", email: "bo@example.org"))
    result = try dav.sync()
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "dav: ↓ 0 changed, 0 new · ↑ 1 · 0 conflicts\n")
    #expect(try dav.lab.serverCards().keys.sorted() == ["ann.vcf", "bo.vcf"])
    #expect(try dav.lab.serverCards()["bo.vcf"]?.contains("bo@example.org") == true)
  }

  @Test("over https without ca_file, with another certificate or with a ca_file not there: exit 2, why, nothing written")
  func httpsNotTrusted() throws {
    let dav = try DAVBook(SyncLab(tls: true))
    try dav.lab.putOnServer("ann", card("ann", "Ann", email: "ann@example.org"))
    let other = dav.lab.folder.path(of: "other.pem")
    try SyncLab.makeCertificate(other, key: dav.lab.folder.path(of: "other-key.pem"))
    let untrusted = "cannot reach \(dav.url): the server's certificate is not trusted (SSL certificate problem: self-signed certificate)"
    let cases: [(caFile: String?, why: String)] = [
      (nil, untrusted + "; for a server with a certificate of its own, give it as ca_file (discover: --ca-file)"),
      (other, untrusted),
      ("missing.pem", "cannot read ca_file \(dav.lab.folder.path(of: "config/refbook/missing.pem")): No such file or directory"),
    ]
    for (caFile, why) in cases {
      try dav.configure(caFile: caFile)
      let result = try dav.sync()
      #expect(result.status == 2, "\(caFile ?? "no ca_file")")
      #expect(result.output == "refbook: dav: could not sync: \(why)\n")
      #expect((try? FileManager.default.contentsOfDirectory(atPath: dav.vdir)) ?? [] == [], "nothing in the vdir")
      let state = (try? String(contentsOfFile: dav.statePath, encoding: .utf8)) ?? ""
      #expect(!state.contains("card ") && !state.contains("token "), "no card and no token kept: \(state)")
      #expect(try dav.lab.serverCards().keys.sorted() == ["ann.vcf"])
    }
  }

  @Test("discover over https: with --ca-file (relative to where it runs) the block says ca_file, and that block syncs")
  func discoverOverHTTPS() throws {
    let dav = try DAVBook(SyncLab(tls: true))
    let certificate = try #require(dav.lab.certificate)
    let arguments = ["carddav", "discover", dav.lab.origin + "/", "--username", "user", "--password-command", "echo x"]
    let refused = try dav.refbook(arguments)
    #expect(refused.status == 2)
    #expect(refused.errors.contains("the server's certificate is not trusted"), "\(refused.errors)")
    #expect(refused.output == "")

    let outcome = try dav.refbook(arguments + ["--ca-file", "certificate.pem"], in: dav.lab.folder.path)
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(outcome.output == "# user/contacts\n[books.contacts]\ncarddav = \"\(dav.url)\"\nusername = \"user\"\npassword_command = \"echo x\"\n"
      + "ca_file = \"\(certificate)\"\n")
    try dav.lab.folder.write(outcome.output, to: "config/refbook/config.toml")
    try dav.lab.putOnServer("ann", card("ann", "Ann", email: "ann@example.org"))
    let synced = try dav.refbook(["sync", "--book", "contacts"])
    #expect(synced.output == "contacts: ↓ 0 changed, 1 new · ↑ 0 · 0 conflicts\n", "\(synced.errors)")
    #expect(try String(contentsOfFile: dav.lab.folder.path(of: "data/refbook/contacts/ann.vcf"), encoding: .utf8).contains("ann@example.org"))
  }
}
