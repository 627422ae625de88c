import Foundation
import RefbookTestSupport
import Testing

/// What refbook read only with a repair, or read twice under one UID, is
/// said on the app's status line, never passed over in silence.
@Suite("refbook: repairs and repeated UIDs said in the app")
struct ReadWarningsTests {
  @Test("a book with bytes that are not UTF-8 opens, and the status line names the line")
  func invalidUTF8() async throws {
    let folder = try TestBook.folder(holding: "")
    let bytes = Data("BEGIN:VCARD\r\nVERSION:4.0\r\nUID:c\r\nFN:Caf".utf8) + [0xE9] + Data("\r\nEND:VCARD\r\n".utf8)
    try bytes.write(to: URL(fileURLWithPath: folder.path(of: TestBook.file)))
    let session = try await TmuxSession.refbook(on: folder, columns: 160)
    let screen = try await session.waitForApp()
    #expect(screen.status.hasPrefix("Read with a repair: line 4: "), "\(screen.status)")
    #expect(screen.status.contains("UTF-8"), "\(screen.status)")
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
  }

  /// The app reads each card's list fields at start and the rest when it
  /// is shown: a repair in a line it passed over is still said at start,
  /// and the detail pane shows that line's field.
  @Test("a repair in a field the list does not show is said at start, and the field is shown")
  func repairOutsideTheOutline() async throws {
    let folder = try TestBook.folder(holding: "")
    let bytes = Data("BEGIN:VCARD\r\nVERSION:4.0\r\nUID:c\r\nFN:Ann Note\r\nNOTE:Caf".utf8) + [0xE9]
      + Data(" au lait\r\nEND:VCARD\r\n".utf8)
    try bytes.write(to: URL(fileURLWithPath: folder.path(of: TestBook.file)))
    let session = try await TmuxSession.refbook(on: folder, columns: 160)
    let screen = try await session.waitForApp()
    #expect(screen.status.hasPrefix("Read with a repair: line 5: "), "\(screen.status)")
    // A note has no label: its text starts where labels do.
    #expect(screen.detailFields.contains { $0.label == "Café au lait" }, "\(screen.detailFields)")
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
  }

  /// The message wraps onto rows taken from the panes, so the file's name
  /// and the reason both show on a narrow terminal; `^G` shows it again.
  @Test("on 96 columns, a folder's file that is not read is named whole on the message line, with why, and in ^G's history")
  func longMessageOnANarrowTerminal() async throws {
    let folder = try TemporaryDirectory("e2e")
    try TestBook.vdir("book", in: folder, [("a", "Ann Archer")])
    let name = "phone-sync-2f9c1e7a-5b3d-4c8e-9a61-0d7e4b2c8f15.vcf"
    try folder.write(TestBook.card("b", "Bob Baker") + "stray words outside any card\r\n", to: "book/" + name)
    let session = try TmuxSession(
      [try Product.path("refbook"), "--book", folder.path(of: "book")], columns: 96, rows: 24, in: folder)
    let screen = try await session.waitForApp()
    #expect(screen.status == "Not read: \(name) line 6: text outside any card ignored", "\(screen.rows.suffix(3))")
    #expect(screen.rows[21].contains("│") && !screen.rows[22].contains("│"), "two rows, taken from the panes")
    session.sendKeys("j")
    let next = try await session.waitForScreen("the hints") { $0.status.contains("move") }
    #expect(next.rows[22].contains("│"), "the panes have their rows back")
    session.sendKeys("C-g")
    let history = try await session.waitFor("closes the messages")
    let said = history.map { $0.trimmingCharacters(in: .whitespaces) }.drop { !$0.hasPrefix("! ") }.prefix(2)
    #expect(said.joined(separator: " ") == "! Not read: \(name) line 6: text outside any card ignored", "\(history)")
    session.sendKeys("q", "q")
    #expect(try await session.waitForExit() == 0)
  }

  @Test("i on a file whose two cards share a UID imports both and says which got a new UID")
  func repeatedUID() async throws {
    let folder = try TestBook.folder()
    let card = { (name: String) in "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:twice\r\nFN:\(name)\r\nEND:VCARD\r\n" }
    try folder.write(card("Ann Twice") + card("Bob Twice"), to: "dup.vcf")
    let session = try await TmuxSession.refbook(on: folder, columns: 160)
    session.sendKeys("i")
    try await session.waitFor("Import file")
    session.type(folder.path(of: "dup.vcf"))
    session.sendKeys("Enter")
    let imported = try await session.waitForScreen("both imported") {
      $0.listNames.contains("Ann Twice") && $0.listNames.contains("Bob Twice")
    }
    #expect(
      imported.status.hasPrefix("Imported 2 contacts — u to undo; line 6: UID twice is also on the card at line 1"),
      "\(imported.status)")
    let saved = try await session.quitAndReadBook()
    #expect(saved.contains("FN:Ann Twice") && saved.contains("FN:Bob Twice"))
  }
}
