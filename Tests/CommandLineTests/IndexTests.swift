import Foundation
import RefbookStore
import Testing

@Suite("refbook index")
struct IndexTests {
  /// The index of `book` in the cache folder its runs of refbook use.
  static func index(of book: TemporaryBook) throws -> QueryIndexCache {
    try #require(QueryIndexCache(book: book.book.path, environment: ["HOME": book.folder.path]))
  }

  @Test("keeps the index query answers from, and the query's answer stays the same")
  func keepsTheIndex() throws {
    let book = try QueryTests.book()
    let read = try book.refbook("query", "emile")
    #expect(try !Self.index(of: book).isCurrent)
    let indexed = try book.refbook("index")
    #expect(indexed.status == 0)
    #expect(indexed.stdout.isEmpty && indexed.stderr.isEmpty)
    #expect(try Self.index(of: book).isCurrent)
    let answered = try book.refbook("query", "emile")
    #expect(answered.status == 0)
    #expect(answered.stdout == read.stdout)
  }

  @Test("a book that does not read whole gets no index: the file named, exit 2")
  func partlyUnreadable() throws {
    let book = try TemporaryBook()
    try book.write(QueryTests.cards + "stray words outside any card\n", to: "contacts.vcf")
    let indexed = try book.refbook("index")
    #expect(indexed.status == 2)
    #expect(
      indexed.stderr
        == "refbook: \(book.book.path): no index kept: the book does not read whole, holds a UID twice, or changed meanwhile\n")
    #expect(try !Self.index(of: book).isCurrent)
  }

  @Test("a missing book file: named, exit 2")
  func missing() throws {
    let book = try TemporaryBook()
    let indexed = try book.refbook("index")
    #expect(indexed.status == 2)
    #expect(indexed.stderr == "refbook: \(book.book.path): no such book file\n")
  }

  /// A book of 8 MiB or more: a query that reads it starts `refbook
  /// index` on it in the background, and the next query is answered as
  /// the first was. The query ends without waiting for it, though its
  /// output is also open as another descriptor, which a program that
  /// starts refbook may leave to it.
  @Test("a query that read a large book leaves its index being made", .timeLimit(.minutes(3)))
  func queryStartsTheIndex() async throws {
    let book = try TemporaryBook()
    let cards = (0..<25_000).map { number in
      "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:u\(number)\r\nFN:Person Number \(number)\r\n"
        + "EMAIL:person\(number)@example.org\r\nNOTE:\(String(repeating: "a note to make the card longer ", count: 8))\r\nEND:VCARD\r\n"
    }
    try book.write(cards.joined(), to: "contacts.vcf")
    #expect(book.bookBytes().count > 8 << 20)
    // Its output a pipe, also as descriptor 5: the pipe ends when every copy of it is closed.
    let first = try book.refbook("query", "person1234@example.org", launcher: ["/bin/sh", "-c", "{ \"$@\" 5>&1; } | cat", "sh"])
    #expect(first.status == 0)
    #expect(first.stdout == "refbook: 1 address found\nperson1234@example.org\tPerson Number 1234\t\n")
    let index = try Self.index(of: book)
    // Made seconds later (it waits until the book is 3 s old): the query did not wait for it.
    #expect(!index.isCurrent)
    var waited = 0
    while !index.isCurrent, waited < 600 {
      try await Task.sleep(for: .milliseconds(100))
      waited += 1
    }
    #expect(index.isCurrent)
    #expect(try book.refbook("query", "person1234@example.org").stdout == first.stdout)
  }
}
