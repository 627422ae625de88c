import Foundation
import RefbookTestSupport
import Testing

/// The undo journal beyond one app session on one book: the command line's
/// writes are journaled, so the app's `u` undoes them, and several books
/// opened together keep one journal for the set.
@Suite("refbook: the command line and several books in the undo journal")
struct JournalOfCommandsTests {
  @Test("refbook import, then the app: no word of another program, u removes the imported contacts and saves that")
  func importThenUndo() async throws {
    let folder = try TestBook.folder()
    try folder.write(TestBook.card("new1", "Nora New") + TestBook.card("new2", "Ned New"), to: "x.vcf")
    let imported = try Subprocess.run(
      [try Product.path("refbook"), "import", "--book", folder.path(of: TestBook.file), folder.path(of: "x.vcf")],
      capturesErrors: true)
    #expect(imported.status == 0 && imported.errors.isEmpty, "\(imported.errors)")

    let session = try await TmuxSession.refbook(on: folder, columns: 200)
    let screen = AppScreen(session.screen())
    #expect(screen.listNames.contains("Nora New") && !screen.status.contains("Another program"), "\(screen.status)")
    session.sendKeys("u")
    let undone = try await session.waitForScreen("the import undone") { $0.listNames == TestBook.names }
    #expect(undone.status == "Undid: import 2 contacts from \(folder.path(of: "x.vcf"))")
    let book = try await session.quitAndReadBook()
    #expect(!book.contains("Nora New") && !book.contains("Ned New"))
  }

  @Test("refbook edit in $EDITOR, then the app: u undoes the edit")
  func editThenUndo() async throws {
    let folder = try TestBook.folder()
    let editor = folder.path(of: "editor.sh")
    try folder.write("#!/bin/sh\nsed -i 's/^FN:Grace Hopper/FN:Grace B. Hopper/' \"$1\"\n", to: "editor.sh")
    chmod(editor, 0o755)
    let edited = try Subprocess.run(
      [try Product.path("refbook"), "edit", "--book", folder.path(of: TestBook.file), "grace"],
      environment: ProcessInfo.processInfo.environment.merging(["EDITOR": editor, "VISUAL": ""]) { $1 },
      capturesErrors: true)
    #expect(edited.status == 0 && edited.output == "Edited Grace Hopper\n", "\(edited.errors)")

    let session = try await TmuxSession.refbook(on: folder, columns: 200)
    #expect(AppScreen(session.screen()).listNames.contains("Grace B. Hopper"))
    session.sendKeys("u")
    let undone = try await session.waitForScreen("the edit undone") { $0.listNames == TestBook.names }
    #expect(undone.status == "Undid: edit Grace Hopper in editor")
    #expect(try await session.quitAndReadBook().contains("FN:Grace Hopper\r\n"))
  }

  @Test("refbook add-email, then the app: u removes the contact added")
  func addEmailThenUndo() async throws {
    let folder = try TestBook.folder()
    let added = try Subprocess.run(
      [try Product.path("refbook"), "add-email", "--book", folder.path(of: TestBook.file)],
      input: "From: Sam Sender <sam@example.org>\n\nhello\n", capturesErrors: true)
    #expect(added.status == 0 && added.errors.isEmpty, "\(added.errors)")

    let session = try await TmuxSession.refbook(on: folder, columns: 200)
    #expect(AppScreen(session.screen()).listNames.contains("Sam Sender"))
    session.sendKeys("u")
    let undone = try await session.waitForScreen("the contact removed") { $0.listNames == TestBook.names }
    #expect(undone.status == "Undid: add Sam Sender")
    #expect(!(try await session.quitAndReadBook()).contains("sam@example.org"))
  }

  @Test("a crash after an edit the app had not saved: refbook import restores it, says so, and saves both")
  func importAfterCrash() async throws {
    let folder = try TestBook.folder()
    let crashing = try await TmuxSession.refbook(
      on: folder, environment: ["REFBOOK_TEST_CRASH": "1", "XDG_STATE_HOME": folder.path(of: "state")])
    crashing.sendKeys("d")
    _ = try await crashing.waitForExit()
    try folder.write(TestBook.card("new1", "Nora New"), to: "x.vcf")
    let imported = try Subprocess.run(
      [try Product.path("refbook"), "import", "--book", folder.path(of: TestBook.file), folder.path(of: "x.vcf")],
      capturesErrors: true)
    #expect(imported.errors == "refbook: Restored what was not saved when refbook last stopped: delete Émile Zola\n")
    let names = TestBook.formattedNames(in: try folder.read(TestBook.file))
    #expect(names.contains("Nora New") && !names.contains("Émile Zola"))
  }

  @Test("refbook add-email killed between its journal and its save: the app's next start restores the contact, u undoes it")
  func addEmailKilledBeforeItsSave() async throws {
    let folder = try TestBook.folder()
    let before = try folder.read(TestBook.file)
    let crashed = try Subprocess.run(
      [try Product.path("refbook"), "add-email", "--book", folder.path(of: TestBook.file)],
      environment: ProcessInfo.processInfo.environment.merging(
        ["REFBOOK_TEST_CRASH": "1", "XDG_STATE_HOME": folder.path(of: "state")]) { $1 },
      input: "From: Sam Sender <sam@example.org>\n\nhello\n", capturesErrors: true)
    #expect(crashed.status != 0 && crashed.output.isEmpty, "\(crashed.errors)")
    #expect(try folder.read(TestBook.file) == before, "killed before the save")

    let session = try await TmuxSession.refbook(on: folder, columns: 200)
    let screen = try await session.waitForScreen("Sam Sender restored") { $0.listNames.contains("Sam Sender") }
    #expect(screen.status == "Restored what was not saved when refbook last stopped: add Sam Sender")
    session.sendKeys("u")
    let undone = try await session.waitForScreen("the contact removed") { $0.listNames == TestBook.names }
    #expect(undone.status == "Undid: add Sam Sender")
    #expect(!(try await session.quitAndReadBook()).contains("sam@example.org"))
  }

  /// Two books, `personal` (a vdir) and `work.vcf`.
  private func twoBooks(_ folder: TemporaryDirectory) throws -> [String] {
    try TestBook.vdir("personal", in: folder, [("ann", "Ann Archer")], emails: true)
    try folder.write(TestBook.card("wes", "Wes Worker", email: "wes@example.org"), to: "work.vcf")
    return [try Product.path("refbook"), "--book", folder.path(of: "personal"), "--book", folder.path(of: "work.vcf")]
  }

  @Test("two books: kill -9 after a delete in the second, before its save; the restart restores it there and says so, u undoes it")
  func crashWithTwoBooks() async throws {
    let folder = try TemporaryDirectory("e2e")
    let command = try twoBooks(folder)
    let state = ["XDG_STATE_HOME": folder.path(of: "state")]
    let crashing = try TmuxSession(
      command, columns: 200, rows: 30, in: folder, environment: state.merging(["REFBOOK_TEST_CRASH": "1"]) { $1 })
    try await crashing.waitForApp()
    crashing.sendKeys("j")
    try await crashing.waitForScreen("Wes Worker selected") { $0.detailTitle == "Wes Worker" }
    crashing.sendKeys("d")
    _ = try await crashing.waitForExit()
    #expect(try folder.read("work.vcf").contains("FN:Wes Worker"), "the crash came before the save")

    let session = try TmuxSession(command, columns: 200, rows: 30, in: folder, environment: state)
    let screen = try await session.waitForScreen("Wes Worker restored") { !$0.listNames.isEmpty && !$0.listNames.contains("Wes Worker") }
    #expect(screen.status == "Restored what was not saved when refbook last stopped in work: delete Wes Worker")
    try await session.waitForScreen("saved") { $0.header.hasSuffix("saved") }
    #expect(!(try folder.read("work.vcf")).contains("FN:Wes Worker"))
    session.sendKeys("u")
    let undone = try await session.waitForScreen("Wes Worker back") { $0.listNames.contains("Wes Worker") }
    #expect(undone.status == "Undid: delete Wes Worker")
    try await session.waitForScreen("saved") { $0.header.hasSuffix("saved") }
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
    #expect(try folder.read("work.vcf").contains("FN:Wes Worker"))
    let journals = try FileManager.default.contentsOfDirectory(atPath: folder.path(of: "state/refbook"))
    #expect(journals.filter { $0.hasPrefix("shelf-") && $0.hasSuffix(".history") }.count == 1, "\(journals)")
  }

  @Test("two books: quit, restart with the books in the other order, u undoes the last edit")
  func undoAfterRestartWithTwoBooks() async throws {
    let folder = try TemporaryDirectory("e2e")
    let command = try twoBooks(folder)
    let first = try TmuxSession(command, columns: 200, rows: 30, in: folder)
    try await first.waitForApp()
    first.sendKeys("d")
    try await first.waitForScreen("Ann Archer deleted") { !$0.listNames.contains("Ann Archer") }
    first.sendKeys("q")
    #expect(try await first.waitForExit() == 0)

    let reversed = [command[0], command[3], command[4], command[1], command[2]]
    let second = try TmuxSession(reversed, columns: 200, rows: 30, in: folder)
    try await second.waitForScreen("the books") { $0.listNames == ["Wes Worker"] }
    second.sendKeys("u")
    let undone = try await second.waitForScreen("Ann Archer back") { $0.listNames.contains("Ann Archer") }
    #expect(undone.status == "Undid: delete Ann Archer")
    second.sendKeys("q")
    #expect(try await second.waitForExit() == 0)
    #expect(FileManager.default.fileExists(atPath: folder.path(of: "personal/ann.vcf")))
  }
}
