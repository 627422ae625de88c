import Foundation
import Testing

@Suite("refbook import")
struct ImportTests {
  @Test("vCard 3.0 and 4.0, skipping a broken card with its line")
  func vCard() throws {
    let book = try TemporaryBook()
    let three = try book.write(Fixtures.vCard3, to: "apple.vcf")
    let four = try book.write(Fixtures.vCard4WithBrokenCard, to: "rfc.vcf")
    let result = try book.refbook("import", three, four)
    #expect(result.status == 0)
    #expect(result.stdout == "Imported 3 contacts\n")
    #expect(
      result.stderr
        == "refbook: \(four):11: card starting at line 8 skipped: it has no END:VCARD before the next BEGIN:VCARD\n")
    let list = try book.refbook("list")
    #expect(
      list.stdout == """
        Émile Zola\temile@example.org\t+33 6 12 34 56 78
        Tom Baker\t\t
        Zoë Hart\tzoe@example.com\t+1-555-555-0100

        """)
  }

  @Test("abook's file, with its skipped entry and line")
  func abook() throws {
    let book = try TemporaryBook()
    let file = try book.write(Fixtures.abook, to: "addressbook")
    let result = try book.refbook("import", file)
    #expect(result.status == 0)
    #expect(result.stdout == "Imported 1 contacts\n")
    #expect(
      result.stderr == """
        refbook: \(file):14: not a key=value line: garbage line
        refbook: \(file):12: entry [1] has no name and no email

        """)
    let list = try book.refbook("list", "--json")
    let contacts = try #require(JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
    #expect(contacts.count == 1)
    #expect(contacts.first?["emails"] as? [String] == ["ana@example.br", "ana.lima@work.example"])
    #expect(contacts.first?["phones"] as? [String] == ["+55 11 5555 0000"])
  }

  @Test("Google and Outlook CSV, sniffed or named with --format")
  func csv() throws {
    let book = try TemporaryBook()
    let google = try book.write(Fixtures.googleCSV, to: "google.csv")
    let outlook = try book.write(Fixtures.outlookCSV, to: "outlook.txt")
    let result = try book.refbook("import", google)
    #expect(result.status == 0)
    #expect(result.stdout == "Imported 1 contacts\n")
    #expect(result.stderr == "refbook: \(google):3: no name, organization or email\n")
    #expect(try book.refbook("import", "--format", "csv", outlook).stdout == "Imported 1 contacts\n")
    #expect(
      try book.refbook("list").stdout == """
        Bo Chen\tbo@example.cn\t+86 10 5555 0000
        Kai Müller\tkai@example.de\t+49 30 555 0000

        """)
  }

  @Test("a contact whose UID is in the book is updated, not added again")
  func updateByUID() throws {
    let book = try TemporaryBook()
    let file = try book.write(Fixtures.vCard3, to: "apple.vcf")
    #expect(try book.refbook("import", file).status == 0)
    let renamed = try book.write(Fixtures.vCard3.replacingOccurrences(of: "FN:Émile Zola", with: "FN:Émile Z."), to: "b.vcf")
    #expect(try book.refbook("import", renamed).stdout == "Imported 1 contacts\n")
    #expect(try book.refbook("list").stdout == "Émile Z.\temile@example.org\t+33 6 12 34 56 78\n")
  }

  @Test("a file whose format cannot be told is an error naming it")
  func unknownFormat() throws {
    let book = try TemporaryBook()
    let file = try book.write("just words\n", to: "notes.txt")
    let result = try book.refbook("import", file)
    #expect(result.status == 2)
    #expect(result.stderr.contains("\(file): cannot tell its format"))
    #expect(book.bookBytes().isEmpty)
  }
}
