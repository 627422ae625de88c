import Foundation
import Testing

/// `refbook import` and `list` on a phone export with every kind of damage the
/// reader now survives: nothing of it is lost, on the way in or on the next
/// save.
@Suite("refbook import: damaged phone exports")
struct DamagedVCardImportTests {
  /// iOS line ends with a fold; a line without a colon and a `#` comment;
  /// a nested 2.1 `AGENT`; Shift_JIS with a 0x5C trail byte (ソ is 0x83 0x5C).
  static let file: Data = Data("""
    BEGIN:VCARD\r\r
    VERSION:3.0\r\r
    FN:Folded\r\r
    NOTE:first\r\r
     second\r\r
    END:VCARD\r\r
    BEGIN:VCARD
    VERSION:2.1
    FN:Broken Line
    X-BROKEN
    # a comment
    EMAIL:broken@example.com
    AGENT:BEGIN:VCARD
    FN:Agent
    END:VCARD
    TEL:+1 555 0100
    END:VCARD
    BEGIN:VCARD
    VERSION:2.1
    FN:Sony
    N;CHARSET=SHIFT_JIS:
    """.utf8) + Data([0x83, 0x5C, 0x83, 0x6A, 0x81, 0x5B]) + Data(";;;;\nEND:VCARD\n".utf8)

  @Test("every card is imported, and the unread lines are kept in the book as text other readers take")
  func everyCardImported() throws {
    let book = try TemporaryBook()
    let path = book.folder.appendingPathComponent("phone.vcf").path
    try Self.file.write(to: URL(fileURLWithPath: path))
    let imported = try book.refbook("import", path)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.contains("Imported 3 contacts"))
    let list = try book.refbook("list")
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stdout == "Broken Line\tbroken@example.com\t+1 555 0100\nFolded\t\t\nSony\t\t\n")
    let saved = String(decoding: book.bookBytes(), as: UTF8.self)
    let kept = ["X-REFBOOK-UNREADABLE:X-BROKEN", "X-REFBOOK-UNREADABLE:# a comment"]
    for line in ["NOTE:firstsecond", #"AGENT:BEGIN:VCARD\nFN:Agent\nEND:VCARD"#, "N:ソニー;;;;"] + kept {
      #expect(saved.contains("\n" + line + "\r\n"), "\(line) missing from \(saved)")
    }
    #expect(list.stderr.isEmpty, "the book itself has no line a reader cannot read: \(list.stderr)")
  }
}
