import Foundation
import RefbookTestSupport
import Testing

/// The outlines refbook keeps between starts never stand in for the book:
/// a book changed by another program between two starts shows the change,
/// and the kept outlines are the user's alone.
@Suite("refbook: the outlines kept between starts")
struct OutlineCacheTests {
  @Test("a book changed between two starts (same size) shows the change; the outlines kept are mode 0600 in a 0700 folder")
  func bookChangedBetweenStarts() async throws {
    // Cards with UIDs: their outlines are what is kept (a card without one is read again each start).
    let book = TestBook.card("a", "Ada Lovelace") + TestBook.card("g", "Grace Hopper") + TestBook.card("k", "Katherine Johnson")
    let folder = try TestBook.folder(holding: book)
    let cache = try TemporaryDirectory("cache")
    defer { cache.remove() }
    let outlines = cache.path(of: "refbook/outlines")
    let first = try await TmuxSession.refbook(on: folder, columns: 120, environment: ["XDG_CACHE_HOME": cache.path])
    let kept = try await Self.keptFile(in: outlines)
    #expect(try Self.mode(of: kept) == 0o600)
    #expect(try Self.mode(of: outlines) == 0o700)
    first.sendKeys("q")
    #expect(try await first.waitForExit() == 0)

    // The same number of bytes: only their hash tells the file changed.
    try folder.write(book.replacingOccurrences(of: "FN:Grace Hopper", with: "FN:Grace Hooper"), to: TestBook.file)
    let second = try await TmuxSession.refbook(on: folder, columns: 120, environment: ["XDG_CACHE_HOME": cache.path])
    let screen = try await second.waitForScreen("the changed name") { $0.listNames.contains("Grace Hooper") }
    #expect(!screen.listNames.contains("Grace Hopper"))
    #expect(screen.listNames == ["Ada Lovelace", "Grace Hooper", "Katherine Johnson"])
    second.sendKeys("q")
    #expect(try await second.waitForExit() == 0)
  }

  @Test("refbook query reads the index, outlines and search texts the app kept (mode 0600), never stale ones, and keeps none itself")
  func queryReadsKeptOutlines() async throws {
    let book = TestBook.card("a", "Ada Lovelace", email: "ada@example.org")
      + TestBook.card("g", "Grace Hopper", email: "grace@example.org")
    let folder = try TestBook.folder(holding: book)
    let cache = try TemporaryDirectory("cache")
    defer { cache.remove() }
    let outlines = cache.path(of: "refbook/outlines")
    let texts = cache.path(of: "refbook/searchtexts")
    let queries = cache.path(of: "refbook/queries")
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = cache.path
    let refbook = try Product.path("refbook")
    func query(_ text: String) throws -> Subprocess.Outcome {
      try Subprocess.run([refbook, "query", "--book", folder.path(of: TestBook.file), text], environment: environment)
    }

    #expect(try query("hopper").output.contains("grace@example.org\tGrace Hopper"))
    #expect(!FileManager.default.fileExists(atPath: outlines), "a query keeps no outlines")
    #expect(!FileManager.default.fileExists(atPath: texts), "nor search texts")
    #expect(!FileManager.default.fileExists(atPath: queries), "nor an index")

    // Written a while ago: a version of the book that has settled is indexed for queries too.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -10)], ofItemAtPath: folder.path(of: TestBook.file))
    let app = try await TmuxSession.refbook(on: folder, columns: 120, environment: ["XDG_CACHE_HOME": cache.path])
    _ = try await Self.keptFile(in: outlines)
    #expect(try Self.mode(of: try await Self.keptFile(in: texts)) == 0o600)
    #expect(try Self.mode(of: try await Self.keptFile(in: queries)) == 0o600)
    app.sendKeys("q")
    #expect(try await app.waitForExit() == 0)
    let kept = try query("hopper")
    #expect(kept.status == 0)
    #expect(kept.output == "refbook: 1 address found\ngrace@example.org\tGrace Hopper\t\n")
    let none = try query("nobody")
    #expect(none.status == 1 && none.output == "Not found\n", "mutt's one line, and status 1, from the index too")

    // The same number of bytes: neither the index nor the kept outlines hold.
    try folder.write(book.replacingOccurrences(of: "FN:Grace Hopper", with: "FN:Grace Hooper"), to: TestBook.file)
    #expect(try query("hopper").status == 1)
    #expect(try query("hooper").output.contains("grace@example.org\tGrace Hooper"))
  }

  /// The file refbook keeps in `folder` (outlines, search texts), once it is there (at most 10 s).
  static func keptFile(in folder: String) async throws -> String {
    for _ in 0..<200 {
      if let name = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.first(where: { !$0.hasPrefix(".") }) {
        return folder + "/" + name
      }
      try await Task.sleep(for: .milliseconds(50))
    }
    Issue.record("nothing kept in \(folder)")
    throw CancellationError()
  }

  static func mode(of path: String) throws -> Int {
    try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }
}
