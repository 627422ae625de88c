import RefbookTestSupport
import Testing

@Suite("refbook: a book another refbook has open")
struct BookInUseTests {
  @Test("a second refbook says who has the book and exits 2 without touching the screen; --read-only opens it")
  func secondInstance() async throws {
    let folder = try TestBook.folder()
    let first = try await TmuxSession.refbook(on: folder)
    let holder = try await first.pid()
    let book = folder.path(of: TestBook.file)

    let second = try TmuxSession([try Product.path("refbook"), "--book", book], columns: 250, in: folder)
    let status = try await second.waitForExit()
    let output = second.programOutput()
    let message = expectRefusal(status: status, output: output)
    #expect(message == [
      "\(book) is in use by refbook (process \(holder)); open it read-only or quit the other program"
        + " (refbook --read-only opens it without saving)"
    ])
    let state = try second.terminalState()
    #expect(state.isRestored, "\(state)")

    let reader = try await TmuxSession.refbook(on: folder, ["--read-only"], columns: 200)
    let shown = try await reader.waitForScreen("the book, read-only") { $0.header.contains("read-only") }
    #expect(shown.listNames == TestBook.names)
    reader.sendKeys("q")
    #expect(try await reader.waitForExit() == 0)

    first.sendKeys("q")
    #expect(try await first.waitForExit() == 0)
    #expect(try folder.read(TestBook.file) == TestBook.vCard)
  }
}
