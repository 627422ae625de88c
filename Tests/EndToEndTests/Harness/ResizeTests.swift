import RefbookTestSupport
import Testing

@Suite("Harness: resizing the terminal")
struct ResizeTests {
  @Test("the program sees the new size")
  func resize() async throws {
    let session = try TmuxSession(
      ["sh", "-c", #"echo "size $(stty size)"; read x; echo "size $(stty size)""#],
      columns: 100, rows: 30)
    try await session.waitFor("size 30 100")
    session.resize(columns: 60, rows: 20)
    session.sendKeys("Enter")
    try await session.waitFor("size 20 60")
    #expect(session.format("#{pane_width}x#{pane_height}") == "60x20")
  }
}
