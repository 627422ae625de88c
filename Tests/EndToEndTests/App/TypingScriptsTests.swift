import RefbookTestSupport
import Testing

/// Text whose scalars join into one grapheme, typed into the real binary in
/// tmux (which delivers it byte by byte): the form, the field editor and the
/// search prompt take it, and the book saves exactly what was typed.
@Suite("refbook: typing every script")
struct TypingScriptsTests {
  static let names = ["नमस्ते", "ที่ Thai", "Zoe\u{301}", "👍🏽 🇩🇪 ❤️", "a\u{200D}b 👨‍👩‍👧"]

  @Test("the new-contact form takes joined graphemes, cursor moves and deletions included", arguments: names)
  func form(name: String) async throws {
    let session = try await TmuxSession.refbook()
    session.sendKeys("a")
    try await session.waitFor("New contact")
    session.type(name + "x")
    session.sendKeys("Left", "Left", "Right", "Right", "BSpace", "Home", "End")
    session.sendKeys("Enter")
    try await session.waitForScreen("the contact added") { $0.status.hasPrefix("Added ") }
    let saved = try await session.quitAndReadBook()
    #expect(TestBook.formattedNames(in: saved).contains(name))
  }

  @Test("the field editor and the search prompt take joined graphemes")
  func editAndSearch() async throws {
    let session = try await TmuxSession.refbook()
    session.sendKeys("Enter", "Enter", "C-u")  // edit the first person's name
    session.type("ที่ नमस्ते")
    session.sendKeys("Home", "End", "C-w")
    session.type("👍🏽")
    session.sendKeys("Left", "Right", "Enter")
    try await session.waitForScreen("the name saved") { $0.listNames.contains("ที่ 👍🏽") }
    session.sendKeys("Escape", "/")
    session.type("ที่")
    let found = try await session.waitForScreen("the search") { $0.listNames == ["ที่ 👍🏽"] }
    #expect(found.detailTitle == "ที่ 👍🏽")
    session.sendKeys("Enter")
    let saved = try await session.quitAndReadBook()
    #expect(TestBook.formattedNames(in: saved).contains("ที่ 👍🏽"))
  }
}
