import RefbookTestSupport
import Testing

@Suite("refbook: sorting")
struct SortTests {
  @Test("s cycles the sort order, shown in the header and the status line")
  func cycle() async throws {
    let session = try await TmuxSession.refbook()
    session.sendKeys("s")
    let byFamily = try await session.waitForScreen("sorted by family name") {
      $0.header.contains("sort: family name")
    }
    #expect(byFamily.status == "Sorted by family name")
    #expect(byFamily.listNames == ["Zoë Ångström", "Grace Hopper", "Émile Zola", "王小明"])
    session.sendKeys("s")
    try await session.waitForScreen("sorted by organization") { $0.header.contains("sort: organization") }
    session.sendKeys("s")
    let byName = try await session.waitForScreen("sorted by name again") { $0.header.contains("sort: name") }
    #expect(byName.listNames == TestBook.names)
  }
}
