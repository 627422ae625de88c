import Foundation
import RefbookModel
import RefbookStore
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

  @Test("a book file whose outlines were kept is listed from them, not parsed again")
  func keptOutlines() throws {
    let book = try TemporaryBook()
    #expect(try book.refbook("import", book.write(Self.cards, to: "in.vcf")).status == 0)
    let bytes = [UInt8](book.bookBytes())
    // Outlines kept of the file's bytes, but read from a copy where Zoë is Zoë Hurt (as many bytes): only a
    // list read from the kept outlines shows that name.
    let altered = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "Zoë Hart", with: "Zoë Hurt").utf8)
    #expect(altered.count == bytes.count && altered != bytes)
    let decoded = BookEncoding.vCard(deferringDecoding: true).decode(altered)
    let archive = try #require(
      OutlineArchive.archive(
        decoded.stored, sources: decoded.sources.map { bytes[$0.indices] }, head: bytes[decoded.head.indices],
        tail: bytes[decoded.tail.indices], of: bytes))
    let cache = try #require(OutlineCache(book: book.book.path, environment: ["HOME": book.folder.path]))
    let folder = URL(fileURLWithPath: cache.path).deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(archive).write(to: URL(fileURLWithPath: cache.path))
    #expect(try book.refbook("list").stdout == "Émile\u{241B}Zola\temile@example.org\t+33 1\nZoë Hurt\tzoe@example.com\t\n")
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
    try book.write("", to: "contacts.vcf")
    #expect(try book.refbook("list").stdout == "")
    try book.write(Self.cards, to: "contacts.vcf")
    let result = try RefbookProcess.run(["list"], home: book.folder, environment: ["REFBOOK_BOOK": book.book.path])
    #expect(result.stdout.hasPrefix("Émile"))
  }

  @Test("no book yet: nothing listed, exit 0, and stderr says where it looked")
  func noBookYet() throws {
    let book = try TemporaryBook()
    let result = try RefbookProcess.run(["list"], home: book.folder)
    let expected = book.folder.appendingPathComponent(".local/share/refbook/contacts.vcf").path
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("refbook: no book at \(expected) yet"))
    #expect(!FileManager.default.fileExists(atPath: book.folder.appendingPathComponent(".local").path))
    let named = try book.refbook("list")
    #expect(named.status == 0)
    #expect(named.stderr.hasPrefix("refbook: no book at \(book.book.path) yet"))
  }

  @Test("a named book whose folder does not exist: exit 2, for every command", arguments: [
    ["list"], ["query", "x"], ["export"], ["import", "-"], ["add-email"], ["open"],
  ])
  func missingFolder(command: [String]) throws {
    let book = try TemporaryBook()
    let missing = book.folder.appendingPathComponent("no-such-folder/book.vcf").path
    let result = try RefbookProcess.run(
      [command[0], "--book", missing] + command.dropFirst(), stdin: "From: a@example.org\n\n", home: book.folder)
    #expect(result.status == 2)
    #expect(result.stderr == "refbook: cannot open \(missing): there is no folder \(book.folder.path)/no-such-folder\n")
    #expect(!FileManager.default.fileExists(atPath: book.folder.appendingPathComponent("no-such-folder").path))
    let viaEnvironment = try RefbookProcess.run(["list"], home: book.folder, environment: ["REFBOOK_BOOK": missing])
    #expect(viaEnvironment.status == 2)
  }

  @Test("a partly unreadable book: what was read is listed, the problems reported by line, exit 2")
  func partlyUnreadable() throws {
    let book = try TemporaryBook()
    try book.write(Self.cards + "stray words outside any card\n", to: "contacts.vcf")
    let before = book.bookBytes()
    for arguments in [["list"], ["list", "--json"]] {
      let result = try RefbookProcess.run(arguments + ["--book", book.book.path], home: book.folder)
      #expect(result.status == 2)
      #expect(result.stdout.contains("Zoë Hart"))
      #expect(result.stderr.hasPrefix("refbook: \(book.book.path):16: "))
    }
    #expect(book.bookBytes() == before)
  }

  @Test("a book with bytes that are not UTF-8: listed, and the line reported (exit 0)")
  func invalidUTF8() throws {
    let book = try TemporaryBook()
    try (Data("BEGIN:VCARD\nVERSION:4.0\nUID:c\nFN:Caf".utf8) + [0xE9] + Data("\nEND:VCARD\n".utf8)).write(to: book.book)
    let result = try book.refbook("list")
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("Caf"))
    #expect(result.stderr.hasPrefix("refbook: \(book.book.path):4: "))
    #expect(result.stderr.contains("UTF-8"))
  }
}
