import Foundation
import RefbookTestSupport
import Testing

/// The app syncing a book that lives on a CardDAV server (a real Radicale
/// on 127.0.0.1, see ``SyncLab``) while it runs, in tmux: at start, a few
/// seconds after an edit, and on `S`; the header says how it went.
@Suite("refbook syncs a CardDAV book while it runs, against Radicale")
struct LiveSyncTests {
  let lab: SyncLab

  init() throws {
    lab = try SyncLab()
    try FileManager.default.createDirectory(atPath: lab.folder.path(of: "config/refbook"), withIntermediateDirectories: true)
    try configure(port: lab.port)
  }

  /// A config file whose book `dav` lives on the server at `port`; its
  /// password is given only when `GPG_TTY` reaches the command (as `pass`
  /// needs it), which ``open()`` sets.
  func configure(port: Int) throws {
    try lab.folder.write(
      "sync_minutes = 0\n[books.dav]\ncarddav = \"http://127.0.0.1:\(port)/user/contacts/\"\n"
        + "username = \"user\"\npassword_command = \"case $GPG_TTY in /dev/pts/test) echo x;; *) exit 1;; esac\"\n",
      to: "config/refbook/config.toml")
  }

  func card(_ uid: String, _ name: String) -> String {
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(name)\r\nN:\(name);;;;\r\nEND:VCARD\r\n"
  }

  func open() async throws -> TmuxSession {
    let session = try TmuxSession(
      [try Product.path("refbook"), "--book", "dav"], columns: 120, rows: 30, in: lab.folder,
      environment: [
        "XDG_CONFIG_HOME": lab.folder.path(of: "config"), "XDG_DATA_HOME": lab.folder.path(of: "data"), "GPG_TTY": "/dev/pts/test",
      ])
    try await session.waitForScreen("refbook's header") { $0.header.hasPrefix(" refbook  ·  ") }  // the book may be empty
    return session
  }

  @Test("the server's contacts arrive with no key pressed; an edit reaches the server by itself; S brings a change made there")
  func syncsWhileRunning() async throws {
    try lab.storeOnServer(["ann.vcf": card("ann", "Ann Lee"), "bob.vcf": card("bob", "Bob Roe")])
    let session = try await open()
    let synced = try await session.waitForScreen("the first sync's contacts, no key pressed", timeout: .seconds(30)) {
      $0.listNames.contains("Ann Lee") && $0.listNames.contains("Bob Roe")
    }
    _ = try await session.waitForScreen("the header says when it synced", timeout: .seconds(30)) {
      $0.header.contains("synced ")
    }
    #expect(synced.listNames.count == 2)

    session.sendKeys("g", "Tab", "g", "Enter", "C-u")
    session.type("Ann Lee-Smith")
    session.sendKeys("Enter")
    try await session.waitFor("Ann Lee-Smith")
    var onServer = ""
    for _ in 0..<60 where !onServer.contains("FN:Ann Lee-Smith") {
      try await Task.sleep(for: .milliseconds(250))
      onServer = try lab.serverCards()["ann.vcf"] ?? ""
    }
    #expect(onServer.contains("FN:Ann Lee-Smith"), "the edit reached the server a few seconds later: \(onServer)")

    try lab.putOnServer("bob", card("bob", "Bob Roe-Park"))
    session.sendKeys("Escape", "S")
    _ = try await session.waitForScreen("the server's change, after S", timeout: .seconds(30)) {
      $0.listNames.contains("Bob Roe-Park")
    }
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
    #expect(session.terminalIsRestored())
  }

  @Test("a first sync of 1,000 contacts: the header counts the cards as they come in, syncing 100/1,000")
  func headerCountsTheCardsComingIn() async throws {
    // The second batch's answer is held (from a server without sync-collection, the cards come a
    // hundred at a time): the first hundred came in, and the header says so until it is let go.
    let proxy = try DAVProxy(for: lab, .hold(kind: "multiget", n: 2, drop: false, refusingSyncCollection: true))
    try configure(port: proxy.port)
    try lab.storeOnServer(Dictionary(uniqueKeysWithValues: (0..<1000).map { ("c\($0).vcf", card("c\($0)", "Person \($0)")) }))
    let session = try await open()
    try await proxy.waitUntilHolding()
    let counting = try await session.waitForScreen("the header's count", timeout: .seconds(30)) { $0.header.contains("100/1,000") }
    #expect(counting.header.contains("syncing 100/1,000  ·  "), "\(counting.header)")
    try proxy.release()
    let synced = try await session.waitForScreen("the 1,000 contacts, synced", timeout: .seconds(60)) {
      $0.header.contains("synced ") && $0.header.contains("1,000 contacts")
    }
    #expect(synced.header.contains(" refbook  ·  1,000 contacts  ·  "), "\(synced.header)")
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
  }

  @Test("a server that cannot be reached: the header says when the next try is, the message why; editing goes on")
  func unreachableServer() async throws {
    try configure(port: 1)  // nothing listens there
    let session = try await open()
    let screen = try await session.waitForScreen("the failure in the header", timeout: .seconds(30)) {
      $0.header.contains("sync failed — retry ")
    }
    #expect(screen.status.contains("Sync failed: "), "\(screen.status)")
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
  }
}
