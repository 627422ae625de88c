import Foundation
import RefbookTestSupport
import Testing

@Suite("refbook: a book it cannot read")
struct UnreadableBookTests {
  static let broken = """
    BEGIN:VCARD\r
    VERSION:4.0\r
    FN:Half Written\r
    this is not a property\r
    neither: is this one, and there is no END\r

    """

  @Test("an unparsable book: exit 2 naming the file and line, the file left byte for byte")
  func unparsable() async throws {
    let folder = try TestBook.folder(holding: Self.broken)
    let book = folder.path(of: TestBook.file)
    let before = try Data(contentsOf: URL(fileURLWithPath: book))
    let session = try TmuxSession([try Product.path("refbook"), "--book", book], columns: 250, in: folder)
    let status = try await session.waitForExit()
    let output = session.programOutput()
    let message = expectRefusal(status: status, output: output)
    #expect(message.first?.hasPrefix("\(book):1: card starting at line 1 skipped") == true, "\(output)")
    #expect(message.contains("\(book) was not understood completely, so refbook will not save over it"))
    #expect(message.last == "(refbook --read-only opens it to browse what could be read)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: book)) == before)
    #expect(try folder.entries().filter { !$0.hasSuffix(".lock") } == [TestBook.file], "no backup, no temporary file")
    let state = try session.terminalState()
    #expect(state.isRestored, "\(state)")
  }
}

@Suite("refbook: a book with repeated UIDs")
struct RepeatedUIDTests {
  @Test("two cards with one UID: the book opens read-only rather than lose one, naming the cards; the file unchanged, no lock",
        arguments: [[], ["--read-only"]])
  func repeatedUID(options: [String]) async throws {
    let card = { (name: String) in "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:\(name)\r\nUID:same-uid\r\nEND:VCARD\r\n" }
    let folder = try TestBook.folder(holding: card("Ann") + card("Bob") + card("Cy").replacing("same-uid", with: "cy"))
    let before = try folder.read(TestBook.file)
    let session = try await TmuxSession.refbook(on: folder, options, columns: 200)
    let screen = try await session.waitForApp()
    #expect(screen.listNames == ["Bob", "Cy"])
    #expect(
      screen.status == "UID same-uid is on 2 cards (line 1: Ann; line 6: Bob): the book is open read-only, and shows the last",
      "\(screen.status)")
    let reason = options.isEmpty ? "cards share a UID" : "opened with --read-only"
    #expect(screen.header.hasSuffix("read-only: " + reason), "\(screen.header)")
    #expect(try !folder.entries().contains { $0.hasSuffix(".lock") }, "no lock held")
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
    #expect(try folder.read(TestBook.file) == before)
  }
}
