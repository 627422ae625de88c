import RefbookTestSupport
import Testing

@Suite("refbook: adding a person")
struct AddTests {
  /// Fills the new-contact form with Ada Lovelace and saves it.
  static func addAda(in session: TmuxSession) async throws {
    session.sendKeys("a")
    try await session.waitFor("New contact")
    session.type("Ada Lovelace")
    session.sendKeys("Tab")
    session.type("Ada")
    session.sendKeys("Tab")
    session.type("Lovelace")
    session.sendKeys("Tab", "Tab")
    session.type("ada@example.org")
    try await session.waitFor("ada@example.org")
    session.sendKeys("Enter")
    try await session.waitForScreen("Ada added and shown") {
      $0.detailTitle == "Ada Lovelace" && $0.listNames.contains("Ada Lovelace")
    }
  }

  @Test("the form adds a person, who is selected, announced and saved")
  func add() async throws {
    let session = try await TmuxSession.refbook()
    try await Self.addAda(in: session)
    let screen = AppScreen(session.screen())
    #expect(screen.status == "Added Ada Lovelace — u to undo")
    #expect(screen.header.contains("  5 contacts  ·"))
    #expect(screen.detailValue("email") == "ada@example.org")
    #expect(screen.detailValue("family name") == "Lovelace")
    let saved = try await session.quitAndReadBook()
    #expect(TestBook.formattedNames(in: saved).sorted() == (TestBook.names + ["Ada Lovelace"]).sorted())
    #expect(saved.contains("N:Lovelace;Ada;;;"))
    #expect(saved.contains("ada@example.org"))
  }

  @Test("Esc abandons the form and adds nothing")
  func abandon() async throws {
    let session = try await TmuxSession.refbook()
    session.sendKeys("a")
    try await session.waitFor("New contact")
    session.type("Nobody Atall")
    try await session.waitFor("Nobody Atall")
    session.sendKeys("Escape")
    let screen = try await session.waitForScreen("the form closed") { !$0.rows.joined().contains("New contact") }
    #expect(screen.listNames == TestBook.names)
    #expect(screen.header.contains("  4 contacts  ·"))
    let saved = try await session.quitAndReadBook()
    #expect(!saved.contains("Nobody"))
  }

  @Test("undo and redo of an add say what they did")
  func undoRedo() async throws {
    let session = try await TmuxSession.refbook()
    try await Self.addAda(in: session)
    session.sendKeys("u")
    let undone = try await session.waitForScreen("Ada gone") { $0.listNames == TestBook.names }
    #expect(undone.status == "Undid: add Ada Lovelace")
    #expect(undone.header.contains("  4 contacts  ·"))
    session.sendKeys("C-r")
    let redone = try await session.waitForScreen("Ada back") {
      $0.listNames.contains("Ada Lovelace") && $0.detailTitle == "Ada Lovelace"
    }
    #expect(redone.status == "Redid: add Ada Lovelace")
    let saved = try await session.quitAndReadBook()
    #expect(TestBook.formattedNames(in: saved).contains("Ada Lovelace"))
  }
}
