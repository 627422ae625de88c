import Foundation
import Testing

@Suite("refbook duplicates")
struct DuplicatesTests {
  static let cards = """
    BEGIN:VCARD
    VERSION:4.0
    UID:a
    FN:Hans Müller
    EMAIL:hans@example.org
    TEL:+49 30 1234567
    ORG:Acme
    END:VCARD
    BEGIN:VCARD
    VERSION:4.0
    UID:b
    FN:Mueller\\, Hans
    ORG:ACME
    END:VCARD
    BEGIN:VCARD
    VERSION:4.0
    UID:c
    FN:Zoë Hart
    EMAIL:zoe@example.com
    TEL:0049 30 1234567
    END:VCARD
    BEGIN:VCARD
    VERSION:4.0
    UID:d
    FN:Anna Berg
    EMAIL:anna@one.example
    END:VCARD
    BEGIN:VCARD
    VERSION:4.0
    UID:e
    FN:Anna Berg
    EMAIL:anna@two.example
    END:VCARD
    BEGIN:VCARD
    VERSION:4.0
    UID:f
    FN:Émile Zola
    EMAIL:EMILE@example.org
    END:VCARD
    BEGIN:VCARD
    VERSION:4.0
    UID:g
    FN:E. Zola
    EMAIL:emile@example.org
    END:VCARD

    """

  static func book(_ text: String = cards) throws -> TemporaryBook {
    let book = try TemporaryBook()
    #expect(try book.refbook("import", book.write(text, to: "in.vcf")).status == 0)
    return book
  }

  @Test("each group: its reasons, then its contacts as list prints them; namesakes sharing nothing apart")
  func text() throws {
    let result = try Self.book().refbook("duplicates")
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(
      result.stdout == """
        same email emile@example.org
          E. Zola\temile@example.org\t
          Émile Zola\tEMILE@example.org\t

        same phone +49301234567; same name hans mueller, same organization acme
          Hans Müller\thans@example.org\t+49 30 1234567
          Mueller, Hans\t\t
          Zoë Hart\tzoe@example.com\t0049 30 1234567

        """)
  }

  @Test("--json: groups of contacts and reasons, for scripts")
  func json() throws {
    let result = try Self.book().refbook("duplicates", "--json")
    #expect(result.status == 0)
    let groups = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(groups.count == 2)
    let contacts = groups.map { ($0["contacts"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
    #expect(contacts == [["g", "f"], ["a", "b", "c"]])
    let reasons = groups[1]["reasons"] as? [[String: Any]] ?? []
    #expect(reasons.compactMap { $0["kind"] as? String } == ["phone", "name-and-organization"])
    #expect(reasons.compactMap { $0["ids"] as? [String] } == [["a", "c"], ["a", "b"]])
    #expect(reasons.compactMap { $0["value"] as? String } == ["+49301234567", "acme"])
  }

  @Test("none: exit 1, `No duplicates` or an empty array")
  func none() throws {
    let book = try Self.book("BEGIN:VCARD\nVERSION:4.0\nUID:a\nFN:Ann\nEND:VCARD\nBEGIN:VCARD\nVERSION:4.0\nUID:b\nFN:Ann\nEND:VCARD\n")
    let text = try book.refbook("duplicates")
    #expect(text.status == 1)
    #expect(text.stdout == "No duplicates\n")
    let json = try book.refbook("duplicates", "--json")
    #expect(json.status == 1)
    #expect(json.stdout == "[]\n")
  }

  @Test("--country-code reads a national number as that country's")
  func countryCode() throws {
    let book = try Self.book("""
      BEGIN:VCARD\nVERSION:4.0\nUID:a\nFN:Ann\nTEL:030 1234567\nEND:VCARD
      BEGIN:VCARD\nVERSION:4.0\nUID:b\nFN:Bo\nTEL:+49 30 1234567\nEND:VCARD

      """)
    #expect(try book.refbook("duplicates").status == 1)
    let result = try book.refbook("duplicates", "--country-code", "49")
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("same phone +49301234567\n"))
  }

  @Test("import: a card with a UID merged into another contact updates that contact")
  func importOfAMergedUID() throws {
    let book = try Self.book("""
      BEGIN:VCARD\nVERSION:4.0\nUID:a\nFN:Hans Müller\nEMAIL:hans@example.org\nX-REFBOOK-MERGED-UID:b\nEND:VCARD

      """)
    let old = "BEGIN:VCARD\nVERSION:4.0\nUID:b\nFN:Hans Mueller\nEMAIL:hm@acme.example\nEND:VCARD\n"
    let result = try book.refbook("import", book.write(old, to: "old.vcf"))
    #expect(result.stdout == "Imported 1 contact (0 new, 1 updated by UID)\n")
    let list = try book.refbook("list")
    #expect(list.stdout == "Hans Müller\thans@example.org\t\n")
    let json = try book.refbook("list", "--json")
    #expect(json.stdout.contains(#""emails":["hans@example.org","hm@acme.example"]"#))
    #expect(String(decoding: book.bookBytes(), as: UTF8.self).contains("X-REFBOOK-MERGED-UID:b"))
  }
}
