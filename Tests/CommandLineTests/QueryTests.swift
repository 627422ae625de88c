import Foundation
import RefbookModel
import RefbookStore
import Testing

@Suite("refbook query")
struct QueryTests {
  static let cards = """
    BEGIN:VCARD
    VERSION:4.0
    UID:a
    FN:Émile Zola
    EMAIL:emile@example.org
    EMAIL:zola@figaro.example
    ORG:Le Figaro
    END:VCARD
    BEGIN:VCARD
    VERSION:4.0
    UID:b
    FN:Zoë Hart
    EMAIL:zoe@example.com
    END:VCARD
    BEGIN:VCARD
    VERSION:4.0
    UID:c
    FN:Emil Nolde
    TEL:+49 1
    END:VCARD

    """

  static func book() throws -> TemporaryBook {
    let book = try TemporaryBook()
    #expect(try book.refbook("import", book.write(cards, to: "in.vcf")).status == 0)
    return book
  }

  @Test("mutt's format; `emile` finds `Émile`, and a person without email adds no line")
  func folding() throws {
    let result = try Self.book().refbook("query", "emile")
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        refbook: 2 addresses found
        emile@example.org\tÉmile Zola\tLe Figaro
        zola@figaro.example\tÉmile Zola\tLe Figaro

        """)
    #expect(result.stderr.isEmpty)
  }

  @Test("every word must match, in any field")
  func words() throws {
    let result = try Self.book().refbook("query", "example", "hart")
    #expect(result.stdout == "refbook: 1 address found\nzoe@example.com\tZoë Hart\t\n")
  }

  @Test("nothing matching: exit 1 and Not found on standard output, mutt's one-line message", arguments: ["nobody", "nolde"])
  func notFound(text: String) throws {
    let result = try Self.book().refbook("query", text)
    #expect(result.status == 1)
    #expect(result.stdout == "Not found\n")
    #expect(result.stderr.isEmpty)
  }

  @Test("a partly unreadable book: what was read is searched, the problem reported, exit 2")
  func partlyUnreadable() throws {
    let book = try TemporaryBook()
    try book.write(Self.cards + "stray words outside any card\n", to: "contacts.vcf")
    let found = try book.refbook("query", "zoe")
    #expect(found.status == 2)
    #expect(found.stdout == "refbook: 1 address found\nzoe@example.com\tZoë Hart\t\n")
    #expect(found.stderr.hasPrefix("refbook: \(book.book.path):21: "))
    let none = try book.refbook("query", "nobody")
    #expect(none.status == 2)
    #expect(none.stdout == "Not found\n")
  }

  @Test("one id in two books, or twice in one: every card is found, in the books' order, then the file's")
  func repeatedIDs() throws {
    let book = try TemporaryBook()
    func card(_ email: String, _ name: String = "Ann Lee", id: String = "same") -> String {
      "BEGIN:VCARD\nVERSION:4.0\nUID:\(id)\nFN:\(name)\nEMAIL:\(email)\nEND:VCARD\n"
    }
    try book.write(card("other@one.example", "Bob Roe", id: "bob") + card("first@one.example"), to: "contacts.vcf")
    let second = try book.write(card("second@two.example"), to: "two.vcf")
    let third = try book.write(card("third@three.example") + card("fourth@three.example"), to: "three.vcf")
    let found = try book.refbook("query", "ann", "--book", second, "--book", third)
    #expect(found.status == 0)
    #expect(
      found.stdout == """
        refbook: 4 addresses found
        first@one.example\tAnn Lee\t
        second@two.example\tAnn Lee\t
        third@three.example\tAnn Lee\t
        fourth@three.example\tAnn Lee\t

        """)
  }

  @Test("the search texts the app kept of the book's cards are searched instead of the cards; a damaged file is not")
  func keptSearchTexts() throws {
    let book = try Self.book()
    let text = String(decoding: book.bookBytes(), as: UTF8.self)
    // The cards as the book's file holds them: Zoë's is kept with a text of
    // its own, which only a search of kept texts finds.
    let cards = text.components(separatedBy: "BEGIN:VCARD").dropFirst().map { Array(("BEGIN:VCARD" + $0).utf8)[...] }
    let zoe = try #require(cards.first { String(decoding: $0, as: UTF8.self).contains("UID:b") })
    let cache = try #require(SearchTextCache(book: book.book.path, environment: ["HOME": book.folder.path]))
    let archive = KeptSearchTexts.archive(of: [(card: BytesHash.of(zoe), text: Array("zoe hart\u{1F}emile kept".utf8)[...])])
    cache.keep(archive)
    let kept = try book.refbook("query", "emile")
    #expect(kept.status == 0)
    #expect(kept.stdout.hasPrefix("refbook: 3 addresses found\n"))
    #expect(kept.stdout.contains("zoe@example.com\tZoë Hart\t\n"))
    var damaged = archive
    damaged[damaged.count - 12] ^= 1
    try Data(damaged).write(to: URL(fileURLWithPath: cache.path))
    #expect(try book.refbook("query", "emile").stdout.hasPrefix("refbook: 2 addresses found\n"))
  }
}
