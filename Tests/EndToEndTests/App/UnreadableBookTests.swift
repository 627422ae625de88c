import Foundation
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
    #expect(message.first?.hasPrefix("\(book):4: ") == true, "\(output)")
    #expect(message.last == "\(book) was not understood completely, so refbook will not save over it")
    #expect(try Data(contentsOf: URL(fileURLWithPath: book)) == before)
    #expect(try folder.entries().filter { !$0.hasSuffix(".lock") } == [TestBook.file], "no backup, no temporary file")
    let state = try session.terminalState()
    #expect(state.isRestored, "\(state)")
  }
}
