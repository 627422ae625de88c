import Foundation
import RefbookTestSupport
import Testing

/// `refbook edit QUERY`: the contacts found, edited in `$EDITOR`, saved;
/// nothing saved when the editor fails or the text does not read and the
/// user declines to edit again.
@Suite("refbook edit")
struct EditCommandTests {
  /// A book with Ann and Bob, and `script` as the editor (`$1` is the file).
  func book(editor script: String) throws -> (TemporaryBook, [String: String]) {
    let book = try TemporaryBook()
    try book.write(TestBook.card("ann", "Ann Archer", email: "ann@example.org") + TestBook.card("bob", "Bob Baker"), to: "contacts.vcf")
    let editor = try book.write("#!/bin/sh\n" + script + "\n", to: "editor.sh")
    chmod(editor, 0o755)
    return (book, ["EDITOR": editor, "VISUAL": ""])
  }

  func run(_ book: TemporaryBook, _ environment: [String: String], _ arguments: [String], stdin: String = "") throws -> RunResult {
    try RefbookProcess.run(["edit", "--book", book.book.path] + arguments, stdin: stdin, home: book.folder, environment: environment)
  }

  @Test("the contact found is edited and saved; the other is untouched")
  func edit() throws {
    let (book, environment) = try book(editor: #"sed -i 's/ann@example.org/ann@new.example/' "$1""#)
    let result = try run(book, environment, ["ann"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "Edited Ann Archer\n")
    let saved = String(decoding: book.bookBytes(), as: UTF8.self)
    #expect(saved.contains("ann@new.example") && saved.hasSuffix(TestBook.card("bob", "Bob Baker")))
  }

  @Test("an edit rewrites the edited line only: another program's card keeps its version, its order (UID last) and its bytes")
  func anEditChangesOnlyItsLine() throws {
    let book = try TemporaryBook()
    try book.write(Fixtures.vCard3 + TestBook.card("bob", "Bob Baker"), to: "contacts.vcf")
    let before = String(decoding: book.bookBytes(), as: UTF8.self).components(separatedBy: "\r\n")
    let editor = try book.write("#!/bin/sh\nsed -i 's/+33 6 12 34 56 78/+33 6 12 34 56 79/' \"$1\"\n", to: "editor.sh")
    chmod(editor, 0o755)
    let result = try run(book, ["EDITOR": editor, "VISUAL": ""], ["zola"])
    #expect(result.status == 0, "\(result.stderr)")
    let after = String(decoding: book.bookBytes(), as: UTF8.self).components(separatedBy: "\r\n")
    #expect(after.count == before.count)
    let changed = after.indices.filter { after[$0] != before.dropFirst($0).first }
    #expect(changed.count == 1)
    #expect(changed.allSatisfy { after[$0].hasPrefix("TEL;") && after[$0].hasSuffix(":+33 6 12 34 56 79") }, "\(after)")
  }

  @Test("nothing found, a failing editor, and a declined retry save nothing")
  func failures() throws {
    let (found, environment) = try book(editor: "true")
    let none = try run(found, environment, ["nobody"])
    #expect(none.status == 1 && none.stdout == "Not found\n")

    let (failing, failingEditor) = try book(editor: #"sed -i 's/Ann/X/' "$1"; exit 1"#)
    let before = failing.bookBytes()
    let failed = try run(failing, failingEditor, ["ann"])
    #expect(failed.status == 2 && failed.stderr.contains("the editor did not finish well; nothing was saved"))
    #expect(failing.bookBytes() == before)

    let (broken, brokenEditor) = try book(editor: #"echo 'stray words' >> "$1""#)
    let brokenBefore = broken.bookBytes()
    let declined = try run(broken, brokenEditor, ["ann"], stdin: "n\n")
    #expect(declined.status == 2)
    #expect(declined.stderr.contains("not saved: line 7: text outside any card ignored"), "\(declined.stderr)")
    #expect(declined.stderr.contains("Edit again? [Y/n]"))
    #expect(broken.bookBytes() == brokenBefore)
  }
}
