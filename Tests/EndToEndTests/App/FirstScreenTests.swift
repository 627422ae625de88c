import Foundation
import RefbookStore
import RefbookTestSupport
import Testing

/// The first screen refbook kept of a book is shown at the next start, once
/// the book is locked and before it is read, on that version of the book
/// only; then the app draws its own over it. (To tell the two apart, the
/// test changes a name in the kept screen, as no start would.)
@Suite("refbook: the first screen kept between starts")
struct FirstScreenTests {
  static let book = TestBook.card("a", "Ada Lovelace") + TestBook.card("g", "Grace Hopper")

  @Test("the kept screen (mode 0600) is what a start shows first; the app's own replaces it; another version of the book shows none")
  func keptScreenShownFirst() async throws {
    let folder = try TestBook.folder(holding: Self.book)
    let cache = try TemporaryDirectory("cache")
    defer { cache.remove() }
    let first = try await TmuxSession.refbook(on: folder, columns: 100, environment: ["XDG_CACHE_HOME": cache.path])
    let frames = cache.path(of: "refbook/frames")
    let kept = try await OutlineCacheTests.keptFile(in: frames)
    #expect(try OutlineCacheTests.mode(of: kept) == 0o600)
    first.sendKeys("q")
    #expect(try await first.waitForExit() == 0)

    try Self.markKeptScreen(kept, book: folder.path(of: TestBook.file), cache: cache)
    let shown = try await Self.start(on: folder, cache: cache)
    #expect(Self.recorded(shown.stream).contains("PREVIEW-MARK"), "the kept screen was drawn")
    #expect(shown.screen?.listNames == ["Ada Lovelace", "Grace Hopper"], "then the app's own")
    shown.session.sendKeys("j")
    _ = try await shown.session.waitForScreen("the next person") { $0.detailTitle == "Grace Hopper" }
    shown.session.sendKeys("q")
    #expect(try await shown.session.waitForExit() == 0)

    // The same bytes written again: another version, whose screen is not kept.
    try Self.markKeptScreen(kept, book: folder.path(of: TestBook.file), cache: cache)
    let marked = try Data(contentsOf: URL(fileURLWithPath: kept))
    try folder.write(Self.book, to: TestBook.file)
    try marked.write(to: URL(fileURLWithPath: kept))
    let rewritten = try await Self.start(on: folder, cache: cache)
    #expect(!Self.recorded(rewritten.stream).contains("PREVIEW-MARK"))
    rewritten.session.sendKeys("q")
    #expect(try await rewritten.session.waitForExit() == 0)
  }

  @Test("a session that changed the book keeps the first screen of the book as saved, which the next start shows first")
  func screenOfTheBookAsSaved() async throws {
    let folder = try TestBook.folder(holding: TestBook.card("0", "Aaron Zed") + Self.book)
    let cache = try TemporaryDirectory("cache")
    defer { cache.remove() }
    let first = try await TmuxSession.refbook(on: folder, columns: 100, environment: ["XDG_CACHE_HOME": cache.path])
    let kept = try await OutlineCacheTests.keptFile(in: cache.path(of: "refbook/frames"))
    first.sendKeys("d")
    _ = try await first.waitForScreen("Aaron Zed deleted") { $0.listNames == ["Ada Lovelace", "Grace Hopper"] }
    first.sendKeys("q")
    #expect(try await first.waitForExit() == 0)
    #expect(!(try folder.read(TestBook.file)).contains("Aaron Zed"))

    try Self.markKeptScreen(kept, book: folder.path(of: TestBook.file), cache: cache)
    let next = try await Self.start(on: folder, cache: cache)
    #expect(Self.recorded(next.stream).contains("PREVIEW-MARK"))
    #expect(next.screen?.listNames == ["Ada Lovelace", "Grace Hopper"])
    next.session.sendKeys("q")
    #expect(try await next.session.waitForExit() == 0)
  }

  @Test("a second refbook on a book in use shows no kept screen: it says why it cannot open the book, on the shell's screen")
  func bookInUseShowsNothing() async throws {
    let folder = try TestBook.folder(holding: Self.book)
    let cache = try TemporaryDirectory("cache")
    defer { cache.remove() }
    let holder = try await TmuxSession.refbook(on: folder, columns: 100, environment: ["XDG_CACHE_HOME": cache.path])
    _ = try await OutlineCacheTests.keptFile(in: cache.path(of: "refbook/frames"))
    let second = try await Self.start(on: folder, cache: cache, waitingForApp: false)
    #expect(try await second.session.waitForExit() == 2)
    #expect(second.session.programOutput().joined().contains("is in use by refbook"))
    #expect(!Self.recorded(second.stream).contains("Ada Lovelace"))
    #expect(try second.session.terminalState().isRestored)
    holder.sendKeys("q")
    #expect(try await holder.waitForExit() == 0)
  }

  @Test("a first start on a book file of 2 MiB or more, with no screen kept, says which book it reads until the app draws; a small book's and a kept screen's start do not")
  func largeBookSaysItIsReading() async throws {
    // 300 cards with a note of 7,200 bytes each: 2.1 MiB, quick to read.
    let note = String(repeating: "notes ", count: 1_200)
    let cards = (0..<300).map { TestBook.card("\($0)", "Person \(1_000 + $0)").replacingOccurrences(of: "END:VCARD", with: "NOTE:\(note)\r\nEND:VCARD") }
    let folder = try TestBook.folder(holding: cards.joined())
    let cache = try TemporaryDirectory("cache")
    defer { cache.remove() }
    let first = try await Self.start(on: folder, cache: cache)
    let notice = "Reading \(folder.path(of: TestBook.file)) (2.1 MiB)"
    #expect(Self.recorded(first.stream).contains(notice), "the notice was drawn")
    #expect(first.screen?.listNames.first == "Person 1000", "then the app's own screen")
    #expect(first.screen?.rows.joined().contains("Reading") == false)
    _ = try await OutlineCacheTests.keptFile(in: cache.path(of: "refbook/frames"))
    first.session.sendKeys("q")
    #expect(try await first.session.waitForExit() == 0)

    let kept = try await Self.start(on: folder, cache: cache)
    #expect(!Self.recorded(kept.stream).contains("Reading"), "the kept screen is shown instead")
    #expect(kept.screen?.listNames.first == "Person 1000")
    kept.session.sendKeys("q")
    #expect(try await kept.session.waitForExit() == 0)

    let small = try TestBook.folder(holding: Self.book)
    let smallStart = try await Self.start(on: small, cache: try TemporaryDirectory("cache"))
    #expect(!Self.recorded(smallStart.stream).contains("Reading"))
    #expect(smallStart.screen?.listNames == ["Ada Lovelace", "Grace Hopper"])
    smallStart.session.sendKeys("q")
    #expect(try await smallStart.session.waitForExit() == 0)
  }

  /// Puts PREVIEW-MARK, as long as "Grace Hopper", in place of that name in
  /// the screen kept for the book as it is, in the context it was kept in.
  static func markKeptScreen(_ path: String, book: String, cache: TemporaryDirectory) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    // The magic (16 bytes) and the book's version (56), then the context, the screen, a checksum.
    let context = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[72 + $1]) << (8 * $1) }
    let frames = try #require(FrameCache(book: book, environment: ["XDG_CACHE_HOME": cache.path]))
    let version = try #require(BookVersion(of: book))
    var marked = try #require(frames.frame(of: version, context: context), "the screen kept is of the book as it is")
    let (name, mark) = (Array("Grace Hopper".utf8), Array("PREVIEW-MARK".utf8))
    let places = marked.indices.dropLast(name.count - 1).filter { marked[$0..<$0 + name.count].elementsEqual(name) }
    #expect(!places.isEmpty)
    for place in places { marked.replaceSubrange(place..<place + name.count, with: mark) }
    frames.keep(marked, of: version, context: context)
  }

  /// refbook started on `folder`, with everything it writes to the terminal
  /// recorded from its first byte on into the file `stream`, and the screen
  /// it shows once it has drawn its own (unless told not to wait for it).
  static func start(
    on folder: TemporaryDirectory, cache: TemporaryDirectory, waitingForApp: Bool = true
  ) async throws -> (session: TmuxSession, stream: String, screen: AppScreen?) {
    let gate = folder.path(of: "go")
    try? FileManager.default.removeItem(atPath: gate)
    let session = try TmuxSession(
      ["sh", "-c", "while [ ! -e \"$0\" ]; do sleep 0.02; done; exec \"$@\"", gate,
       try Product.path("refbook"), "--book", folder.path(of: TestBook.file)],
      columns: 100, in: folder, environment: ["XDG_CACHE_HOME": cache.path])
    let stream = session.control.path(of: "stream")
    try session.tmux(["pipe-pane", "-t", TmuxSession.target, "-o", "cat >> '\(stream)'"])
    try folder.write("", to: "go")
    return (session, stream, waitingForApp ? try await session.waitForApp() : nil)
  }

  /// What the file `stream` recorded so far.
  static func recorded(_ stream: String) -> String {
    String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: stream))) ?? Data(), as: UTF8.self)
  }
}
