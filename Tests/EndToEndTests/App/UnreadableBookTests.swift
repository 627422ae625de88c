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
  @Test("two cards with one UID: refbook refuses to open it rather than lose one, and the file is unchanged")
  func repeatedUID() async throws {
    let card = { (name: String) in "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:\(name)\r\nUID:same-uid\r\nEND:VCARD\r\n" }
    let folder = try TestBook.folder(holding: card("Ann") + card("Bob"))
    let before = try folder.read(TestBook.file)
    let session = try TmuxSession(
      [try Product.path("refbook"), "--book", folder.path(of: TestBook.file)], columns: 300, in: folder)
    let status = try await session.waitForExit()
    let message = expectRefusal(status: status, output: session.programOutput()).joined()
    #expect(message.contains("has several cards with the same UID (same-uid)"))
    #expect(try folder.read(TestBook.file) == before)
  }
}
