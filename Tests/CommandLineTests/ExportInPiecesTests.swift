import Foundation
import RefbookModel
import Testing
import VCard

/// `export` writes a large book's vCard in pieces on several processors:
/// its output is exactly the book's persons, decoded in file order, written
/// in one piece.
@Suite("refbook export of a large book")
struct ExportInPiecesTests {
  /// 1,500 cards of several kinds: versions 2.1, 3.0 and 4.0, folded lines,
  /// quoted-printable, non-ASCII text, a photo, labels, no UID.
  static func largeBook() -> String {
    let kinds = [
      "VERSION:4.0\nUID:u-#\nFN:Zoë Hart #\nN:Hart;Zoë;;;\nEMAIL;TYPE=work:zoe#@example.com\nTEL;TYPE=cell:+1 555 0#\n",
      "VERSION:3.0\nUID:u-#\nFN:Émile Zola #\nN:Zola;Émile;;;\nORG:Le Figaro;Lettres\nNOTE:a long note that is folded\n  over two lines, #\nADR;TYPE=HOME:;;1 rue #;Paris;;75001;France\nLABEL;TYPE=HOME:1 rue #\\nParis\n",
      "VERSION:2.1\nFN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C3=89mile=20#\nTEL;WORK;VOICE:+33 1 #\nPHOTO;ENCODING=BASE64;TYPE=JPEG:\n /9j/4AAQ#\n\n",
      "VERSION:4.0\nUID:u-#\nFN:张伟 #\nN:张;伟;;;\nNICKNAME:Wei,#\nURL:https://example.com/#\nX-CUSTOM;X-P=\"a:b\":value #\n",
      "VERSION:4.0\nFN:नमस्ते #\nEMAIL:namaste#@example.in\nCATEGORIES:friends,#\n",
    ]
    return (0..<1_500).map { index in
      "BEGIN:VCARD\n" + kinds[index % kinds.count].replacing("#", with: String(index)) + "END:VCARD\n"
    }.joined()
  }

  @Test("vCard 4.0 and 3.0, byte for byte the book written in one piece")
  func sameAsInOnePiece() throws {
    let book = try TemporaryBook()
    let text = Self.largeBook()
    try Data(text.utf8).write(to: book.book)
    let persons = Person.persons(fromVCard: Array(text.utf8)).persons
    try #require(persons.count == 1_500)
    for (format, version) in [("vcard", VCardVersion.v4), ("vcard3", .v3)] {
      let export = try book.refbook("export", "--format", format)
      #expect(export.status == 0)
      #expect(export.stdout == Person.vCardExport(for: persons, version: version), "\(format)")
    }
  }
}
