import RefbookFormats
import Testing

@Suite struct BookFormatTests {
  @Test(arguments: [
    ("\u{FEFF}begin:vcard\r\nVERSION:3.0\r\n", BookFormat.vcard),
    ("\n\nBEGIN:VCARD\n", .vcard),
    ("# abook addressbook file\n\n[format]\nprogram=abook\n", .abook),
    ("[0]\nname=Ann\n", .abook),
    ("First Name,Last Name,E-mail Address\n", .csv),
  ])
  func sniffsTheFormatFromContent(text: String, format: BookFormat) {
    #expect(BookFormat.sniff(text) == format)
  }

  @Test func unknownContentIsNotGuessed() {
    #expect(BookFormat.sniff("hello world\n") == nil)
    #expect(BookFormat.sniff("") == nil)
  }

  @Test func anOverrideWins() {
    #expect(BookFormat.of("BEGIN:VCARD\n", override: .csv) == .csv)
    #expect(BookFormat.of("[0]\n", override: nil) == .abook)
  }
}
