import Foundation
import Testing

@Suite("refbook add-email")
struct AddEmailTests {
  static let message = """
    From: =?UTF-8?B?w4ltaWxlIFpvbGE=?= <emile@example.org>
    To: me@example.com
    Subject: J'accuse

    Body.

    """

  @Test("adds the decoded sender once; the address matches in any case")
  func addsOnce() throws {
    let book = try TemporaryBook()
    let first = try book.refbook("add-email", stdin: Self.message)
    #expect(first.status == 0)
    #expect(first.stdout == "Added Émile Zola <emile@example.org>\n")
    let shouted = Self.message.replacingOccurrences(of: "emile@example.org", with: "Emile@Example.ORG")
    let second = try book.refbook("add-email", stdin: shouted)
    #expect(second.status == 0)
    #expect(second.stdout == "Emile@Example.ORG is already in the book (Émile Zola)\n")
    #expect(try book.refbook("list").stdout == "Émile Zola\temile@example.org\t\n")
  }

  @Test("a message without a sender: exit 1, book not created")
  func noSender() throws {
    let book = try TemporaryBook()
    let result = try book.refbook("add-email", stdin: "Subject: hi\n\nFrom: not@a.header\n")
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("refbook: no sender found"))
    #expect(!FileManager.default.fileExists(atPath: book.book.path))
  }
}
