import Foundation
import RefbookSamples
import RefbookTestSupport
import Testing

/// Another program (a sync, khard, an editor) rewrites the book while the
/// app, driven in tmux, commits edits to the same contacts and to others:
/// after each round every edit the app committed and every outside write
/// is in the book, none twice, or in a conflict copy the app named in its
/// messages; no contact is lost or repeated.
///
/// The other program adds a property to a contact, or renames it (as the
/// app does, so that the two collide now and then).
///
/// `make test` runs two rounds of each kind; `make stress` 250 of each
/// (`REFBOOK_STRESS_ROUNDS`). Each round's seed is printed, and
/// `REFBOOK_STRESS_SEED` replays one.
@Suite("refbook: another program writing at the same moment loses nothing", .serialized)
struct ConcurrentWriterStressTests {
  /// Where the book lives and how the other program writes it.
  enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case fileByRename, fileInPlace, folderByRename, folderInPlace

    var isFolder: Bool { self == .folderByRename || self == .folderInPlace }
    var inPlace: Bool { self == .fileInPlace || self == .folderInPlace }
    var testDescription: String { rawValue }
  }

  static let contacts = 12
  static let edits = 4
  static let writes = 16

  static var rounds: Int {
    ProcessInfo.processInfo.environment["REFBOOK_STRESS_ROUNDS"].flatMap(Int.init) ?? 2
  }

  @Test("rounds of edits while another program writes", arguments: Kind.allCases)
  func stress(_ kind: Kind) async throws {
    let replayed = ProcessInfo.processInfo.environment["REFBOOK_STRESS_SEED"].flatMap(UInt64.init)
    let started = ContinuousClock.now
    for round in 0..<(replayed == nil ? Self.rounds : 1) {
      let seed = replayed ?? UInt64.random(in: 1...UInt64(UInt32.max))
      print("stress \(kind.rawValue) round \(round): REFBOOK_STRESS_SEED=\(seed)")
      do { try await Self.round(kind, seed: seed) } catch { Issue.record(error, "seed \(seed)") }  // the next round runs
    }
    print("stress \(kind.rawValue): \(replayed == nil ? Self.rounds : 1) rounds in \(ContinuousClock.now - started)")
  }

  /// The name of contact `index` (`P03 start`): the list keeps them in order.
  static func name(_ index: Int, _ suffix: String) -> String {
    (index < 10 ? "P0\(index) " : "P\(index) ") + suffix
  }

  static func uid(_ index: Int) -> String { "u\(index)" }

  static func round(_ kind: Kind, seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let folder = try TemporaryDirectory("stress")
    let book = folder.path(of: kind.isFolder ? "book" : "contacts.vcf")
    if kind.isFolder {
      try TestBook.vdir("book", in: folder, (0..<contacts).map { (uid($0), name($0, "start")) })
    } else {
      try folder.write((0..<contacts).map { TestBook.card(uid($0), name($0, "start")) }.joined(), to: "contacts.vcf")
    }
    let session = try TmuxSession([try Product.path("refbook"), "--book", book], columns: 120, rows: 120, in: folder)
    try await session.waitForApp()

    let writer = Writer(book: book, kind: kind, seed: random.next())
    let writing = Thread { writer.run() }
    writing.start()
    var lastNames: [Int: (name: String, seen: ContinuousClock.Instant)] = [:]
    for edit in 0..<edits {
      let index = Int(random.next() % UInt64(contacts))
      let newName = name(index, "app\(edit)")
      try await select(index, in: session)
      session.sendKeys("Tab", "g", "Enter", "C-u")
      session.type(newName)
      session.sendKeys("Enter")
      let sent = ContinuousClock.now
      // Our name; or, after a collision, our name in a conflict copy (the
      // message may have given way to a later one); or the other program's
      // later rename of the contact (keys after Enter are taken after it).
      try await session.waitForScreen("the edit committed", timeout: .seconds(30)) { screen in
        screen.listNames.contains(newName)
          || writer.renames.contains { $0.index == index && $0.read > sent && screen.listNames.contains($0.name) }
          || (try? Self.conflictCopies(beside: book, folder: kind.isFolder))?.contains { $0.uid == uid(index) && $0.name == newName } == true
      }
      session.sendKeys("Tab")
      lastNames[index] = (newName, sent)
    }
    await writer.finished()
    try await Task.sleep(for: .milliseconds(300))  // the last outside write taken in
    session.sendKeys("Escape", "C-g")
    let history = try await session.waitForScreen("the message history") { $0.rows.joined().contains("closes the messages") }
    let said = history.rows.joined().filter { !$0.isWhitespace }
    session.sendKeys("Escape", "q")
    #expect(try await session.waitForExit() == 0, "seed \(seed)")

    let cards = try Self.cards(in: book, folder: kind.isFolder)
    let copies = try Self.conflictCopies(beside: book, folder: kind.isFolder)
    for name in try Self.conflictCopyNames(beside: book, folder: kind.isFolder) {
      #expect(said.contains(name), "the conflict copy \(name) is named in the messages, seed \(seed)")
    }
    let uids = cards.map(\.uid)
    #expect(uids.sorted() == (0..<contacts).map(uid).sorted(), "every contact once, seed \(seed): \(uids)")
    for (index, (name, seen)) in lastNames {
      let card = cards.first { $0.uid == uid(index) }
      // A rename the other program read the file for after the app showed its edit may undo it.
      let renamedSince = writer.renames.contains { $0.index == index && $0.name == card?.name && $0.read > seen }
      #expect(
        card?.name == name || renamedSince || copies.contains { $0.uid == uid(index) && $0.name == name },
        "the app's last edit of contact \(index) (\(name)) is in the book or a conflict copy, seed \(seed): \(String(describing: card))")
    }
    for (index, marker) in writer.markers {
      let count = cards.first { $0.uid == uid(index) }?.markers.filter { $0 == marker }.count ?? 0
      #expect(
        count == 1 || (count == 0 && copies.contains { $0.uid == uid(index) && $0.markers.contains(marker) }),
        "outside write \(marker) to contact \(index) is in the book once, seed \(seed) (\(count) times): \(cards), copies \(copies)")
    }
    folder.remove()
  }

  /// Selects contact `index` in the list (`g`, then `j`s); should the
  /// focus not be in the list, the list is given it and the keys sent
  /// again.
  static func select(_ index: Int, in session: TmuxSession) async throws {
    for attempt in 0..<3 {
      session.sendKeys("g")
      for _ in 0..<index { session.sendKeys("j") }
      do {
        try await session.waitForScreen("contact \(index) selected", timeout: .seconds(attempt < 2 ? 5 : 30)) {
          $0.detailTitle.hasPrefix(name(index, ""))
        }
        return
      } catch where attempt < 2 {
        session.sendKeys("Escape", "Escape")  // an editor closed, then the list focused
      }
    }
  }

  /// One card as the round checks it.
  struct Card: CustomStringConvertible {
    var uid = ""
    var name = ""
    var markers: [String] = []
    var description: String { "\(uid) \(name) \(markers)" }
  }

  /// The cards of `text` (unfolded lines; this test's values are short).
  static func cards(of text: String) -> [Card] {
    var cards: [Card] = []
    for line in text.components(separatedBy: "\r\n") {
      if line == "BEGIN:VCARD" { cards.append(Card()) }
      guard !cards.isEmpty else { continue }
      if line.hasPrefix("UID:") { cards[cards.count - 1].uid = String(line.dropFirst(4)) }
      if line.hasPrefix("FN:") { cards[cards.count - 1].name = String(line.dropFirst(3)) }
      if line.hasPrefix("X-STRESS:") { cards[cards.count - 1].markers.append(String(line.dropFirst(9))) }
    }
    return cards
  }

  /// The book's cards: the file's, or every `.vcf` file's of the folder.
  static func cards(in book: String, folder: Bool) throws -> [Card] {
    guard folder else { return cards(of: try String(contentsOfFile: book, encoding: .utf8)) }
    return try FileManager.default.contentsOfDirectory(atPath: book).filter { $0.hasSuffix(".vcf") }
      .flatMap { cards(of: try String(contentsOfFile: book + "/" + $0, encoding: .utf8)) }
  }

  /// The names of the conflict copies refbook made beside the book or its files.
  static func conflictCopyNames(beside book: String, folder: Bool) throws -> [String] {
    let place = folder ? book : (book as NSString).deletingLastPathComponent
    return try FileManager.default.contentsOfDirectory(atPath: place).filter { $0.contains(".refbook-conflict-") }
  }

  /// The cards of every conflict copy refbook made beside the book or its files.
  static func conflictCopies(beside book: String, folder: Bool) throws -> [Card] {
    let place = folder ? book : (book as NSString).deletingLastPathComponent
    return try conflictCopyNames(beside: book, folder: folder)
      .flatMap { cards(of: try String(contentsOfFile: place + "/" + $0, encoding: .utf8)) }
  }

  /// The other program: at random moments it adds a marker property
  /// (`X-STRESS:wN`) to a random contact, or (one time in four) renames
  /// it (`P03 wN`), reading the file and writing it back by rename (a new
  /// file moved over it) or in place.
  final class Writer: @unchecked Sendable {
    let book: String
    let kind: Kind
    private var random: SeededGenerator
    /// The markers written, and to which contact; read once finished.
    private(set) var markers: [(index: Int, marker: String)] = []
    /// The names given, to which contact, and when the file was read for
    /// it; read while the writer runs.
    var renames: [(index: Int, name: String, read: ContinuousClock.Instant)] { lock.withLock { given } }
    private var given: [(index: Int, name: String, read: ContinuousClock.Instant)] = []
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)

    init(book: String, kind: Kind, seed: UInt64) {
      self.book = book
      self.kind = kind
      random = SeededGenerator(seed: seed)
    }

    func run() {
      defer { done.signal() }
      for number in 0..<ConcurrentWriterStressTests.writes {
        usleep(UInt32(5_000 + random.next() % 35_000))
        let index = Int(random.next() % UInt64(ConcurrentWriterStressTests.contacts))
        let marker = "w\(number)"
        let path = kind.isFolder ? book + "/" + ConcurrentWriterStressTests.uid(index) + ".vcf" : book
        let read = ContinuousClock.now
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
        let card = "UID:" + ConcurrentWriterStressTests.uid(index) + "\r\n"
        guard let start = text.range(of: card), let end = text.range(of: "END:VCARD\r\n", range: start.upperBound..<text.endIndex)
        else { continue }
        var changed = text
        if random.next() % 4 == 0 {
          guard let name = text.range(of: "\r\nFN:", range: start.lowerBound..<end.lowerBound),
            let endOfName = text.range(of: "\r\n", range: name.upperBound..<end.lowerBound)
          else { continue }
          let newName = ConcurrentWriterStressTests.name(index, marker)
          changed.replaceSubrange(name.upperBound..<endOfName.lowerBound, with: newName)
          if write(changed, to: path) { lock.withLock { given.append((index, newName, read)) } }
          continue
        }
        changed.insert(contentsOf: "X-STRESS:\(marker)\r\n", at: end.lowerBound)
        if write(changed, to: path) { markers.append((index, marker)) }
      }
    }

    private func write(_ text: String, to path: String) -> Bool {
      let bytes = Array(text.utf8)
      if kind.inPlace {
        let fd = open(path, O_WRONLY | O_TRUNC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == bytes.count
      }
      let temporary = (path as NSString).deletingLastPathComponent + "/.stress-writer"
      guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else { return false }
      return rename(temporary, path) == 0
    }

    /// Waits until the writer has written all it will.
    func finished() async {
      await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          self.done.wait()
          continuation.resume()
        }
      }
    }
  }
}
