import Foundation
import Testing

@Suite("refbook list")
struct ListTests {
  static let cards = """
    BEGIN:VCARD
    VERSION:4.0
    UID:b
    FN:Zoë Hart
    EMAIL:zoe@example.com
    EMAIL:zoe@work.example
    END:VCARD
    BEGIN:VCARD
    VERSION:4.0
    UID:a
    FN:Émile\u{1B}Zola
    EMAIL:emile@example.org
    TEL:+33 1
    ORG:Le Figaro;Culture
    END:VCARD

    """

  @Test("one line per contact, sorted by name, control characters made visible")
  func text() throws {
    let book = try TemporaryBook()
    #expect(try book.refbook("import", book.write(Self.cards, to: "in.vcf")).status == 0)
    let result = try book.refbook("list")
    #expect(result.status == 0)
    #expect(result.stdout == "Émile\u{241B}Zola\temile@example.org\t+33 1\nZoë Hart\tzoe@example.com\t\n")
  }

  @Test("--json: an array of objects with sorted keys")
  func json() throws {
    let book = try TemporaryBook()
    #expect(try book.refbook("import", book.write(Self.cards, to: "in.vcf")).status == 0)
    let result = try book.refbook("list", "--json")
    #expect(result.status == 0)
    #expect(
      result.stdout
        == #"[{"emails":["emile@example.org"],"id":"a","name":"Émile\u001bZola","organization":"Le Figaro","phones":["+33 1"]},"#
        + #"{"emails":["zoe@example.com","zoe@work.example"],"id":"b","name":"Zoë Hart","organization":"","phones":[]}]"#
        + "\n")
  }

  @Test("an empty book lists nothing; $REFBOOK_BOOK names the book")
  func environment() throws {
    let book = try TemporaryBook()
    #expect(try book.refbook("list").stdout == "")
    try book.write(Self.cards, to: "contacts.vcf")
    let result = try RefbookProcess.run(["list"], home: book.folder, environment: ["REFBOOK_BOOK": book.book.path])
    #expect(result.stdout.hasPrefix("Émile"))
  }
}
