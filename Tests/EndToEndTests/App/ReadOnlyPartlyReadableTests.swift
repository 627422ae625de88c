import Foundation
import RefbookTestSupport
import Testing

@Suite("refbook --read-only: a book it can read only in part")
struct ReadOnlyPartlyReadableTests {
  static let book = """
    BEGIN:VCARD\r
    VERSION:4.0\r
    UID:kept\r
    FN:Kept Person\r
    END:VCARD\r
    stray words outside any card\r

    """

  @Test("opens read-only, showing the cards it read, the problem on the status line and in the header")
  func browse() async throws {
    let folder = try TestBook.folder(holding: Self.book)
    let before = try folder.read(TestBook.file)
    let session = try await TmuxSession.refbook(on: folder, ["--read-only"], columns: 160)
    let screen = try await session.waitForApp()
    #expect(screen.listNames == ["Kept Person"])
    #expect(screen.status.hasPrefix("Not read: line 6: "), "\(screen.status)")
    #expect(screen.header.contains("read-only: 1 part could not be read"), "\(screen.header)")
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
    #expect(try folder.read(TestBook.file) == before)
  }
}
