import Foundation
import RefbookTestSupport
import Testing

/// `E` in tmux with `EDITOR` set to a script that edits the file as a
/// person would: each outcome as the issue describes it, the app's screen
/// back after the editor, undo and redo of the editor's step.
@Suite("refbook: E edits in $EDITOR")
struct ExternalEditorTests {
  static let book =
    "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:ann\r\nFN:Ann Archer\r\nTEL:+1 555 0100\r\nEND:VCARD\r\n"
    + TestBook.card("bob", "Bob Baker", email: "bob@example.org")

  /// refbook on the two-contact book, with `EDITOR` the shell script `script` (run on the file as `$1`).
  static func refbook(editing script: String) async throws -> TmuxSession {
    let folder = try TestBook.folder(holding: book)
    try folder.write("#!/bin/sh\nfile=\"$1\"\n" + script + "\n", to: "editor.sh")
    chmod(folder.path(of: "editor.sh"), 0o755)
    return try await TmuxSession.refbook(on: folder, columns: 120, environment: ["EDITOR": folder.path(of: "editor.sh"), "VISUAL": ""])
  }

  @Test("a changed phone and an added email are one undo step; the app is back on screen")
  func changePhoneAddEmail() async throws {
    let session = try await Self.refbook(
      editing: #"sed -i -e 's/+1 555 0100/+1 555 0199/' -e 's/^FN:Ann Archer/FN:Ann Archer\r\nEMAIL:ann@example.org/' "$file""#)
    session.sendKeys("E")
    let edited = try await session.waitForScreen("the edit") { $0.status.hasPrefix("Edited Ann Archer") }
    #expect(edited.header.hasPrefix(" refbook  ·  2 contacts"), "the app's screen is back")
    #expect(session.format("#{alternate_on}") == "1")
    #expect(edited.detailValue("phone") == "+1 555 0199")
    #expect(edited.detailFields.contains { $0.value == "ann@example.org" }, "\(edited.detailFields)")
    session.sendKeys("u")
    try await session.waitForScreen("undone") { $0.detailValue("phone") == "+1 555 0100" && $0.status.contains("edit Ann Archer in editor") }
    session.sendKeys("C-r")
    try await session.waitForScreen("redone") { $0.detailValue("phone") == "+1 555 0199" }
    let saved = try await session.quitAndReadBook()
    #expect(saved.contains("+1 555 0199") && saved.contains("ann@example.org"))
    #expect(saved.contains(TestBook.card("bob", "Bob Baker", email: "bob@example.org")), "Bob's card untouched")
  }

  @Test("a text that does not read is not applied; E reopens the editor on it, and the fix applies")
  func brokenThenFixed() async throws {
    // First run: a line without a colon; second run: removes it and changes the name.
    let session = try await Self.refbook(editing: """
      if grep -q 'no colon here' "$file"; then sed -i -e '/no colon here/d' -e 's/FN:Ann Archer/FN:Ann Fixed/' "$file"
      else sed -i 's/^END:VCARD/no colon here\\r\\nEND:VCARD/' "$file"; fi
      """)
    session.sendKeys("E")
    let refused = try await session.waitForScreen("the refusal") { $0.status.hasPrefix("Not applied, E reopens the editor") }
    #expect(refused.status.contains("line "), "\(refused.status)")
    #expect(refused.listNames.contains("Ann Archer"))
    session.sendKeys("E")
    try await session.waitForScreen("the fix") { $0.listNames.contains("Ann Fixed") }
    let saved = try await session.quitAndReadBook()
    #expect(saved.contains("FN:Ann Fixed") && !saved.contains("no colon here"))
  }

  @Test("a UID changed in the editor is restored, an unchanged file and a failed editor change nothing")
  func uidUnchangedAndFailure() async throws {
    let session = try await Self.refbook(editing: #"sed -i -e 's/^UID:ann/UID:changed/' -e 's/FN:Ann Archer/FN:Ann Renamed/' "$file""#)
    session.sendKeys("E")
    try await session.waitForScreen("the rename") { $0.listNames == ["Ann Renamed", "Bob Baker"] }
    let saved = try await session.quitAndReadBook()
    #expect(saved.contains("UID:ann") && !saved.contains("UID:changed"))

    let unchanged = try await Self.refbook(editing: "true")
    unchanged.sendKeys("E")
    try await unchanged.waitForScreen("no change") { $0.status == "No change to Ann Archer" }
    let failing = try await Self.refbook(editing: "sed -i 's/Ann/Nobody/' \"$file\"; exit 3")
    failing.sendKeys("E")
    let failed = try await failing.waitForScreen("the failure") { $0.status.contains("did not finish well") }
    #expect(failed.listNames.contains("Ann Archer"))
    #expect(try await failing.quitAndReadBook() == Self.book)
  }
}

/// Marks in tmux: three marked and deleted as one step, and the marks of a
/// search exported to a file another program reads.
@Suite("refbook: marks")
struct MarkTests {
  @Test("mark three, delete, and undo brings all three back")
  func markDeleteUndo() async throws {
    let session = try await TmuxSession.refbook(columns: 120)
    session.sendKeys("Space", "Space", "Space")
    try await session.waitForScreen("three marked") { $0.header.contains("3 marked") }
    session.sendKeys("d")
    let deleted = try await session.waitForScreen("deleted") { $0.listNames.count == 1 }
    #expect(deleted.status == "Deleted 3 marked contacts — u to undo")
    session.sendKeys("u")
    try await session.waitForScreen("back") { $0.listNames.count == 4 }
    let saved = try await session.quitAndReadBook()
    #expect(TestBook.formattedNames(in: saved).sorted() == TestBook.names.sorted())
  }

  @Test("the matches of a search, marked with *, exported to a file that vobject reads")
  func exportMarked() async throws {
    let session = try await TmuxSession.refbook(columns: 120)
    session.sendKeys("/")
    session.type("zo")
    session.sendKeys("Enter", "*")
    try await session.waitForScreen("two marked") { $0.header.contains("2 marked") }
    session.sendKeys("Escape", "x")
    try await session.waitFor("Export 2 contacts to")
    session.type(session.directory.path(of: "out.vcf"))
    session.sendKeys("Enter")
    try await session.waitForScreen("exported") { $0.status.hasPrefix("Exported 2 contacts as vCard 4.0") }
    _ = try await session.quitAndReadBook()
    let names = try Subprocess.run(
      ["/usr/bin/env", "python3", "-c",
       "import sys, vobject; print(sorted(c.fn.value for c in vobject.readComponents(open(sys.argv[1]).read())))",
       session.directory.path(of: "out.vcf")],
      capturesErrors: true)
    #expect(names.output == "['Zoë Ångström', 'Émile Zola']\n", "\(names.errors)")
  }
}
