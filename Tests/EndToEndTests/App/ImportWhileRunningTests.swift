import Foundation
import RefbookTestSupport
import Testing

@Suite("refbook: contacts arriving while it runs")
struct ImportWhileRunningTests {
  static let ada = """
    BEGIN:VCARD\r
    VERSION:3.0\r
    UID:ada-1815\r
    FN:Ada Lovelace\r
    EMAIL;TYPE=INTERNET:ada@example.org\r
    END:VCARD\r

    """

  @Test("i imports a file as one undo step, and the book file gets it")
  func importFile() async throws {
    let folder = try TestBook.folder()
    try folder.write(Self.ada, to: "phone.vcf")
    let session = try await TmuxSession.refbook(on: folder)
    session.sendKeys("i")
    try await session.waitFor("Import file")
    session.type(folder.path(of: "phone.vcf"))
    session.sendKeys("Enter")
    let imported = try await session.waitForScreen("Ada imported") { $0.listNames.contains("Ada Lovelace") }
    #expect(imported.status == "Imported 1 contact — u to undo")
    #expect(imported.detailTitle == "Ada Lovelace")
    session.sendKeys("u")
    try await session.waitForScreen("import undone") { !$0.listNames.contains("Ada Lovelace") }
    session.sendKeys("C-r")
    try await session.waitForScreen("import redone") { $0.listNames.contains("Ada Lovelace") }
    let saved = try await session.quitAndReadBook()
    #expect(saved.contains("FN:Ada Lovelace"))
    #expect(saved.contains("UID:ada-1815"))
  }

  @Test("a person added to the file by another program is merged, not overwritten")
  func externalChangeIsMerged() async throws {
    let session = try await TmuxSession.refbook()
    // Another program appends a card while refbook runs.
    let book = session.directory.path(of: TestBook.file)
    let handle = try #require(FileHandle(forWritingAtPath: book))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(Self.ada.utf8))
    try handle.close()
    // Our own edit makes refbook save, which finds the change and merges.
    session.sendKeys("G", "d")
    let merged = try await session.waitForScreen("the other program's person shown") {
      $0.listNames.contains("Ada Lovelace") && !$0.listNames.contains("王小明")
    }
    #expect(merged.listNames.count == 4)
    let saved = try await session.quitAndReadBook()
    #expect(saved.contains("FN:Ada Lovelace"))
    #expect(!saved.contains("FN:王小明"))
  }
}
