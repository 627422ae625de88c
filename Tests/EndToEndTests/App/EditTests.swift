import RefbookTestSupport
import Testing

@Suite("refbook: editing a field")
struct EditTests {
  /// Selects Zoë Ångström and replaces her name with `Zoë Curie`, waiting until
  /// both panes show it.
  static func renameZoe(in session: TmuxSession) async throws {
    session.sendKeys("j", "j")
    try await session.waitForScreen("Zoë selected") { $0.detailTitle == "Zoë Ångström" }
    session.sendKeys("Tab", "Enter")
    session.sendKeys("C-u")
    session.type("Zoë Curie")
    session.sendKeys("Enter")
    try await session.waitForScreen("the new name in both panes") {
      $0.detailTitle == "Zoë Curie" && $0.listNames.contains("Zoë Curie") && !$0.listNames.contains("Zoë Ångström")
    }
  }

  @Test("a new name shows in both panes and is saved, the old file kept as FILE~")
  func editName() async throws {
    let session = try await TmuxSession.refbook()
    try await Self.renameZoe(in: session)
    #expect(AppScreen(session.screen()).detailValue("given name") == "Zoë", "the structured name's parts under it")
    let saved = try await session.quitAndReadBook()
    #expect(TestBook.formattedNames(in: saved).sorted() == ["Grace Hopper", "Zoë Curie", "Émile Zola", "王小明"].sorted())
    #expect(saved.contains("N:Ångström;Zoë;;;"), "the structured name is untouched")
    #expect(saved.contains(TestBook.unknownProperty), "a property refbook does not know is kept")
    #expect(try session.directory.read(TestBook.file + "~") == TestBook.vCard)
  }

  @Test("an edit rewrites that card only: every other card is saved byte for byte, in its place")
  func otherCardsUntouched() async throws {
    let session = try await TmuxSession.refbook()
    try await Self.renameZoe(in: session)
    let saved = try await session.quitAndReadBook()
    // Zoë's card comes first in the test book; the three after it were not touched.
    let afterZoe = TestBook.vCard[TestBook.vCard.range(of: "END:VCARD\r\n")!.upperBound...]
    #expect(saved.hasSuffix(afterZoe), "the other cards as they were")
    let zoe = saved.dropLast(afterZoe.count)
    #expect(zoe.hasPrefix("BEGIN:VCARD\r\n") && zoe.hasSuffix("END:VCARD\r\n") && zoe.contains("FN:Zoë Curie\r\n"))
  }

  @Test("the editor starts with the value and the cursor at its end")
  func editorStartsWithValue() async throws {
    let session = try await TmuxSession.refbook()
    session.sendKeys("Tab", "j", "Enter")
    session.type("ne")
    session.sendKeys("Enter")
    try await session.waitForScreen("the appended letters") { $0.detailValue("given name") == "Émilene" }
    let saved = try await session.quitAndReadBook()
    #expect(saved.contains("N:Zola;Émilene;;;"))
  }

  @Test("Esc cancels an edit: nothing changes and there is nothing to undo")
  func cancel() async throws {
    let session = try await TmuxSession.refbook()
    session.sendKeys("Tab", "Enter", "C-u")
    session.type("Nobody")
    try await session.waitFor("Nobody")
    session.sendKeys("Escape")
    try await session.waitForScreen("the name back") { $0.detailTitle == "Émile Zola" }
    session.sendKeys("u")
    try await session.waitFor("Nothing to undo")
    let saved = try await session.quitAndReadBook()
    #expect(!saved.contains("Nobody"))
  }

  @Test("undo and redo of an edit say what they did and update both panes")
  func undoRedo() async throws {
    let session = try await TmuxSession.refbook()
    try await Self.renameZoe(in: session)
    session.sendKeys("u")
    let undone = try await session.waitForScreen("the old name back") {
      $0.detailTitle == "Zoë Ångström" && $0.listNames == TestBook.names
    }
    #expect(undone.status == "Undid: edit name of Zoë Ångström")
    session.sendKeys("C-r")
    let redone = try await session.waitForScreen("the new name again") {
      $0.detailTitle == "Zoë Curie" && $0.listNames.contains("Zoë Curie")
    }
    #expect(redone.status == "Redid: edit name of Zoë Ångström")
    session.sendKeys("u")
    try await session.waitFor("Undid: edit name")
    let saved = try await session.quitAndReadBook()
    #expect(TestBook.formattedNames(in: saved).sorted() == TestBook.names.sorted())
  }

  @Test("a new edit after an undo clears what could be redone")
  func newEditClearsRedo() async throws {
    let session = try await TmuxSession.refbook()
    try await Self.renameZoe(in: session)
    session.sendKeys("u")
    try await session.waitFor("Undid: edit name of Zoë Ångström")
    session.sendKeys("j", "j", "Enter", "C-u")  // the given name, under the email
    session.type("Zoé")
    session.sendKeys("Enter")
    try await session.waitForScreen("the given name edited") { $0.detailValue("given name") == "Zoé" }
    session.sendKeys("C-r")
    try await session.waitFor("Nothing to redo")
    let saved = try await session.quitAndReadBook()
    #expect(saved.contains("N:Ångström;Zoé;;;"))
    #expect(TestBook.formattedNames(in: saved).contains("Zoé Ångström"), "a name composed from N follows N")
  }
}
