import Foundation
import RefbookTestSupport
import Testing

/// `refbook sync` against a Radicale on 127.0.0.1 that misbehaves, through
/// the tests' proxy (``DAVProxy``): one without `sync-collection`, and one
/// killed in the middle of a sync, then started again on the same storage.
/// Every test checks what the server and the vdir hold afterwards.
@Suite("refbook's CardDAV sync when the server lacks sync-collection or dies in the middle")
struct CardDAVServerTroubleTests {
  typealias DAVBook = CardDAVSyncTests.DAVBook

  func card(_ uid: String, _ name: String) -> String {
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(name)\r\nN:\(name);;;;\r\nEMAIL:\(uid)@example.org\r\nEND:VCARD\r\n"
  }

  func cards(_ range: Range<Int>, _ prefix: String) -> [String: String] {
    Dictionary(uniqueKeysWithValues: range.map { ("\(prefix)\($0).vcf", card("\(prefix)\($0)", "Person \(prefix)\($0)")) })
  }

  /// The UIDs of `cards`, each as many times as it is there.
  func uids(_ cards: [String: String]) -> [String] {
    cards.values.compactMap { text in text.split(whereSeparator: \.isNewline).first { $0.hasPrefix("UID:") }.map { String($0.dropFirst(4)) } }
      .sorted()
  }

  /// `refbook sync` of `dav`, during which the server is killed while
  /// `proxy` holds the answer it was told to hold: its outcome, expected
  /// to be exit status 2 (could not sync), as documented.
  func syncKillingTheServer(
    _ dav: DAVBook, _ proxy: DAVProxy, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> Subprocess.Outcome {
    let syncing = try dav.syncInTheBackground()
    try await proxy.waitUntilHolding()
    try await dav.lab.killServer()
    try proxy.release()
    let interrupted = try await syncing.value
    #expect(interrupted.status == 2, "\(interrupted.output)\(interrupted.errors)", sourceLocation: sourceLocation)
    return interrupted
  }

  /// The conflict copies in the vdir.
  func conflictCopies(_ dav: DAVBook) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: dav.vdir).filter { $0.contains(".refbook-conflict-") }
  }

  @Test("a server answering sync-collection with 403: each sync compares every ETag instead, and changes go both ways")
  func noSyncCollection() throws {
    let lab = try SyncLab()
    let proxy = try DAVProxy(for: lab, .refuseSyncCollection)
    let dav = try DAVBook(lab, through: proxy)
    try lab.storeOnServer(cards(0..<50, "c"))
    var result = try dav.sync()
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "dav: ↓ 0 changed, 50 new · ↑ 0 · 0 conflicts\n")
    #expect(proxy.refused == 1, "the first sync asked for every card at once, was refused, and listed")

    try dav.writeLocal("c1.vcf", card("c1", "Person One Edited"))
    try dav.writeLocal("here.vcf", card("here", "New Here"))
    try dav.writeLocal("c2.vcf", nil)
    try lab.putOnServer("c3", card("c3", "Person Three Edited"))
    try lab.putOnServer("there", card("there", "New There"))
    try lab.putOnServer("c4", nil)
    result = try dav.sync()
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "dav: ↓ 2 changed, 1 new · ↑ 3 · 0 conflicts\n")
    #expect(proxy.refused == 2, "the second sync asked for the changes since its token, was refused, and listed")

    let server = try lab.serverCards()
    let local = try dav.localCards()
    #expect(server["c1.vcf"]?.contains("Person One Edited") == true)
    #expect(server["here.vcf"]?.contains("New Here") == true)
    #expect(server["c2.vcf"] == nil)
    #expect(local["c3.vcf"]?.contains("Person Three Edited") == true)
    #expect(local["there.vcf"]?.contains("New There") == true)
    #expect(local["c4.vcf"] == nil)
    #expect(Set(local.keys) == Set(server.keys) && server.count == 50)
    #expect(uids(local) == uids(server))

    result = try dav.sync()
    #expect(result.output == "dav: ↓ 0 changed, 0 new · ↑ 0 · 0 conflicts\n")
    #expect(proxy.refused == 3)
  }

  @Test("the server killed during the first download of 500 contacts: exit 2; started again, the next sync brings each once")
  func killedDuringTheFirstDownload() async throws {
    let lab = try SyncLab()
    // The third batch of cards is fetched (from a server without sync-collection, a hundred at a
    // time), but its answer is lost: the server is killed meanwhile.
    let proxy = try DAVProxy(for: lab, .hold(kind: "multiget", n: 3, drop: true, refusingSyncCollection: true))
    let dav = try DAVBook(lab, through: proxy)
    let stored = cards(0..<500, "c")
    try lab.storeOnServer(stored)
    let interrupted = try await syncKillingTheServer(dav, proxy)
    #expect(interrupted.output == "")
    #expect(interrupted.errors.hasPrefix("refbook: dav: could not sync: cannot reach \(dav.url)"), "\(interrupted.errors)")

    try lab.startServer()
    let result = try dav.sync()
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "dav: ↓ 0 changed, 500 new · ↑ 0 · 0 conflicts\n")
    let local = try dav.localCards()
    #expect(local.count == 500)
    #expect(uids(local) == uids(stored), "each once")
    #expect(local["c499.vcf"]?.contains("c499@example.org") == true)
    #expect(try lab.serverCards().count == 500)
    #expect(try dav.sync().output == "dav: ↓ 0 changed, 0 new · ↑ 0 · 0 conflicts\n")
  }

  @Test("the server killed after storing a card sent, before answering: exit 2; started again, the next sync sends the rest, doubling nothing")
  func killedWhileCardsGoUp() async throws {
    let lab = try SyncLab()
    // The 15th card sent reaches the server, which is killed before its answer does.
    let proxy = try DAVProxy(for: lab, .hold(kind: "put", n: 15, drop: true))
    let dav = try DAVBook(lab, through: proxy)
    try lab.storeOnServer(cards(0..<10, "s"))
    #expect(try dav.sync().status == 0)
    let made = cards(0..<30, "h")
    for (name, text) in made { try dav.writeLocal(name, text) }
    let interrupted = try await syncKillingTheServer(dav, proxy)
    #expect(interrupted.errors.hasPrefix("refbook: dav: could not sync: cannot reach \(dav.url)"), "\(interrupted.errors)")
    #expect(try lab.serverCards().count == 25, "14 sent and answered, the 15th stored unanswered")

    try lab.startServer()
    let result = try dav.sync()
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "dav: ↓ 0 changed, 0 new · ↑ 15 · 0 conflicts\n")
    let server = try lab.serverCards()
    let local = try dav.localCards()
    #expect(server.count == 40)
    #expect(Set(local.keys) == Set(server.keys))
    #expect(uids(local) == uids(server), "each card once on each side")
    #expect(uids(server) == uids(made.merging(cards(0..<10, "s")) { first, _ in first }))
    #expect(try conflictCopies(dav) == [])
    #expect(try dav.sync().output == "dav: ↓ 0 changed, 0 new · ↑ 0 · 0 conflicts\n")
  }
}
