import Foundation
import RefbookTestSupport
import Testing

/// Another program (vdirsyncer after a sync, khard, an editor) changes the
/// book behind the running app: the panes show it without a key pressed,
/// as one undo step, and what is being typed is kept.
@Suite("refbook: changes made on disk appear in the running app")
struct ChangesOnDiskTests {
  /// refbook on the folder `book` (a vdir) in `folder`.
  static func refbook(onFolderIn folder: TemporaryDirectory) async throws -> TmuxSession {
    let session = try TmuxSession(
      [try Product.path("refbook"), "--book", folder.path(of: "book")], columns: 120, rows: 30, in: folder)
    try await session.waitForApp()
    return session
  }

  /// Writes `text` to `path` as vdirsyncer and editors do: a new file renamed over it.
  static func replace(_ path: String, with text: String) throws {
    let temporary = path + ".tmp-writer"
    try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
    guard rename(temporary, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
  }

  @Test("a book file renamed over by another program shows its new contact, undone as one step")
  func fileRenamedOver() async throws {
    let session = try await TmuxSession.refbook(columns: 120)
    try Self.replace(session.directory.path(of: TestBook.file), with: TestBook.vCard + TestBook.card("new", "Nadia Newcomer"))
    let screen = try await session.waitForScreen("the new contact, no key pressed") { $0.listNames.contains("Nadia Newcomer") }
    #expect(screen.status == "Changes from disk: 1 contact", "\(screen.status)")
    session.sendKeys("u")
    let undone = try await session.waitForScreen("the undo") { !$0.listNames.contains("Nadia Newcomer") }
    #expect(undone.status == "Undid: changes from disk (1 contact)", "\(undone.status)")
    let saved = try await session.quitAndReadBook()
    #expect(!saved.contains("Nadia Newcomer"))
    #expect(TestBook.formattedNames(in: saved).count == 4)
  }

  @Test("a book file written in place shows the change")
  func fileWrittenInPlace() async throws {
    let session = try await TmuxSession.refbook(columns: 120)
    let changed = TestBook.vCard.replacingOccurrences(of: "FN:Grace Hopper", with: "FN:Grace B. Hopper")
    try Data(changed.utf8).write(to: URL(fileURLWithPath: session.directory.path(of: TestBook.file)))
    try await session.waitForScreen("the new name") { $0.listNames.contains("Grace B. Hopper") }
    let saved = try await session.quitAndReadBook()
    #expect(saved == changed, "nothing to write back: the file is what the other program wrote")
  }

  @Test("in a vdir, a contact added, changed and removed by another program shows, changes and goes")
  func folderChanges() async throws {
    let folder = try TemporaryDirectory("e2e")
    try TestBook.vdir("book", in: folder, [("a", "Ann Archer"), ("b", "Bob Baker")])
    let session = try await Self.refbook(onFolderIn: folder)
    try Self.replace(folder.path(of: "book/c.vcf"), with: TestBook.card("c", "Cy Cooper"))
    try await session.waitForScreen("the new contact") { $0.listNames == ["Ann Archer", "Bob Baker", "Cy Cooper"] }
    try folder.write(TestBook.card("b", "Bob Brewer"), to: "book/b.vcf")
    try await session.waitForScreen("the changed contact") { $0.listNames == ["Ann Archer", "Bob Brewer", "Cy Cooper"] }
    try FileManager.default.removeItem(atPath: folder.path(of: "book/a.vcf"))
    try await session.waitForScreen("the removed contact gone") { $0.listNames == ["Bob Brewer", "Cy Cooper"] }
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
    #expect(try folder.read("book/b.vcf") == TestBook.card("b", "Bob Brewer"), "their file, untouched")
    #expect(!FileManager.default.fileExists(atPath: folder.path(of: "book/a.vcf")), "not brought back")
  }

  @Test("a field being edited keeps its text when its contact changes on disk; Enter saves it over the new version")
  func editingThroughAChange() async throws {
    let folder = try TemporaryDirectory("e2e")
    try TestBook.vdir("book", in: folder, [("a", "Ann Archer")])
    let session = try await Self.refbook(onFolderIn: folder)
    session.sendKeys("Tab", "Enter", "C-u")
    session.type("Ann Typed")
    try Self.replace(
      folder.path(of: "book/a.vcf"),
      with: "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:a\r\nFN:Ann Archer\r\nEMAIL:ann@sync.example\r\nEND:VCARD\r\n")
    let told = try await session.waitForScreen("the message") { $0.status.contains("changed on disk") }
    #expect(told.status == "Ann Archer changed on disk; your text is kept: Enter saves it over the new version", "\(told.status)")
    #expect(told.detailFields.contains { $0.value.contains("ann@sync.example") }, "\(told.detailFields)")
    session.sendKeys("Enter")
    try await session.waitForScreen("the typed name") { $0.listNames == ["Ann Typed"] }
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
    let saved = try folder.read("book/a.vcf")
    #expect(saved.contains("FN:Ann Typed") && saved.contains("ann@sync.example"), "\(saved)")
  }

  /// Another program renames a contact just before an edit of the same
  /// name is committed, too late for the app to have shown it (the folder
  /// is read again 100 ms after a change): the save finds the two changes
  /// overlap. Should the app have shown the change first (a loaded
  /// machine), Enter saves over it and the round is tried again.
  @Test("an edit meeting another program's change of the same field: the message names the contact and the copy; u brings ours back")
  func overlappingEdit() async throws {
    let folder = try TemporaryDirectory("e2e")
    try TestBook.vdir("book", in: folder, [("a", "Ann Archer")])
    let session = try await Self.refbook(onFolderIn: folder)
    session.sendKeys("Tab")
    var attempt = 0
    var said: [String] = []
    while said.isEmpty, attempt < 6 {
      attempt += 1
      session.sendKeys("Enter", "C-u")
      session.type("Ann Ours \(attempt)")
      try await session.waitForScreen("the typed name") { $0.rows.joined().contains("Ann Ours \(attempt)") }
      try Self.replace(folder.path(of: "book/a.vcf"), with: TestBook.card("a", "Ann Theirs \(attempt)"))
      session.sendKeys("Enter")
      let screen = try await session.waitForScreen("the edit saved, or kept beside") {
        $0.listNames == ["Ann Theirs \(attempt)"] && $0.status.contains("changed on disk too")
          || $0.listNames == ["Ann Ours \(attempt)"] && !$0.status.contains("changed on disk;")
      }
      if screen.listNames == ["Ann Theirs \(attempt)"] { said = screen.rows }
    }
    try #require(!said.isEmpty, "the other program's change was shown before each of \(attempt) edits")
    let copies = try FileManager.default.contentsOfDirectory(atPath: folder.path(of: "book")).filter { $0.contains(".refbook-conflict-") }
    try #require(copies.count == 1, "\(copies)")
    #expect(try folder.read("book/" + copies[0]).contains("FN:Ann Ours \(attempt)"), "ours is in the copy")
    #expect(try folder.read("book/a.vcf").contains("FN:Ann Theirs \(attempt)"), "theirs stays in the file")
    session.sendKeys("Escape", "C-g")
    let history = try await session.waitForScreen("the message history") { $0.rows.joined().contains("closes the messages") }
    let whole = history.rows.joined().filter { !$0.isWhitespace }
    #expect(
      whole.contains("changedondisktoo:theotherversionisshown,yoursisin\(copies[0])(ubringsyoursback)".filter { !$0.isWhitespace }),
      "the message, whole, names the copy: \(history.rows)")
    session.sendKeys("Escape", "u")
    try await session.waitForScreen("ours back") { $0.listNames == ["Ann Ours \(attempt)"] }
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
    #expect(try folder.read("book/a.vcf").contains("FN:Ann Ours \(attempt)"), "ours saved over theirs once brought back")
  }

  @Test("500 files rewritten at once are taken in as one step, and the app answers keys")
  func burst() async throws {
    let folder = try TemporaryDirectory("e2e")
    try TestBook.vdir("book", in: folder, (0..<500).map { ("p\($0)", "Person \($0)") })
    let session = try await Self.refbook(onFolderIn: folder)
    // Suspended (Ctrl-Z) while the files are rewritten, so that the burst
    // is one however slowly a loaded machine writes them: the kernel queues
    // the folder's events, which the app reads when it goes on.
    session.sendKeys("C-z")
    try await session.waitForStop()
    for number in 0..<500 {
      try Self.replace(folder.path(of: "book/p\(number).vcf"), with: TestBook.card("p\(number)", "Renamed \(number)"))
    }
    session.resumeInForeground()
    let merged = try await session.waitForScreen("the renamed contacts") { $0.listNames.first == "Renamed 0" }
    #expect(merged.status == "Changes from disk: 500 contacts", "\(merged.status)")
    session.sendKeys("j")
    try await session.waitForScreen("a move") { $0.detailTitle == "Renamed 1" }
    session.sendKeys("u")
    let undone = try await session.waitForScreen("the undo") { $0.listNames.first == "Person 0" }
    #expect(undone.status == "Undid: changes from disk (500 contacts)", "\(undone.status)")
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
    #expect(try folder.read("book/p7.vcf").contains("FN:Person 7"))
  }
}
