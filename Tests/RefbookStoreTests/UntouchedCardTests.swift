import Foundation
import RefbookModel
import RefbookTestSupport
import Testing

@testable import RefbookStore

/// A save encodes only what changed: every other card is written back byte
/// for byte, in its place, whatever its version, line ends or bytes.
@Suite struct UntouchedCardTests {
  /// Cards a real book mixes: vCard 2.1 quoted-printable with LF line ends
  /// and no UID, 3.0 folded with CRLF, a card holding a Latin-1 byte (read
  /// with a repair), 4.0 with an unknown property, and one at the end of the
  /// file without a final line end.
  static let cards: [[UInt8]] = [
    Array("BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen\nTEL;WORK;VOICE:+49 30 1\nEND:VCARD\n".utf8),
    Array("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:b\r\nFN:Bob Folded\r\nNOTE:a long note that goes on and\r\n  on across a folded line\r\nEND:VCARD\r\n".utf8),
    Array("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:c\r\nFN:Caf".utf8) + [0xE9] + Array("\r\nEND:VCARD\r\n".utf8),
    Array("BEGIN:VCARD\r\nVERSION:4.0\r\nUID:d\r\nFN:Dee\r\nX-CUSTOM;X-P=1:kept\r\nEND:VCARD\r\n".utf8),
    Array("BEGIN:VCARD\r\nVERSION:4.0\r\nUID:e\r\nFN:Eve\r\nEND:VCARD".utf8),
  ]

  func write(_ bytes: [UInt8], in folder: TemporaryDirectory) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: folder.path(of: "contacts.vcf")))
  }

  func read(_ folder: TemporaryDirectory) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: folder.path(of: "contacts.vcf"))))
  }

  func open(_ folder: TemporaryDirectory) throws -> BookStore {
    try BookStore.open(BookLocation(path: folder.path(of: "contacts.vcf")), encoding: .vCard(), access: .readWrite)
  }

  /// Runs `body` on a store of a file holding ``cards``, in a folder of its own.
  func withMixedBook(_ body: (TemporaryDirectory, BookStore) throws -> Void) throws {
    let folder = try TemporaryDirectory("untouched")
    defer { folder.remove() }
    try write(Self.cards.joined().map { $0 }, in: folder)
    let store = try open(folder)
    defer { store.close() }
    try body(folder, store)
  }

  @Test func anEditRewritesThatCardOnlyAndTheOthersByteForByte() throws {
    try withMixedBook { folder, store throws in
      #expect(store.persons.count == 5)
      var book = store.book
      book[id: "d"]?.note = "edited"
      #expect(try store.save(book) == .written)

      let saved = try read(folder)
      let edited = BookEncoding.vCard().encode(book[id: "d"]!, Self.cards[3][...])
      let expected = Self.cards[0] + Self.cards[1] + Self.cards[2] + edited + Self.cards[4] + Array("\r\n".utf8)
      #expect(saved == expected)
      // The edited card and its neighbours read back as what was saved.
      let reread = BookEncoding.vCard().decode(saved)
      #expect(Addressbook(stored: reread.stored) == book)
      #expect(reread.problems.isEmpty)
    }
  }

  /// A second save starts from what the first wrote (its cards partly in
  /// the file as read, partly encoded), also when the file was touched in
  /// between (its time changed, its bytes not).
  @Test func aSecondSaveAfterATouchKeepsTheFirstSavesBytes() throws {
    try withMixedBook { folder, store throws in
      var book = store.book
      book[id: "d"]?.note = "edited"
      #expect(try store.save(book) == .written)
      let first = try read(folder)
      var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
      #expect(utimensat(AT_FDCWD, folder.path(of: "contacts.vcf"), &times, 0) == 0)
      book[id: "b"]?.note = "edited too"
      #expect(try store.save(book) == .written)
      let second = try read(folder)
      let encoded = BookEncoding.vCard().encode
      #expect(
        second == Self.cards[0] + encoded(book[id: "b"]!, Self.cards[1][...]) + Self.cards[2]
          + encoded(book[id: "d"]!, Self.cards[3][...]) + Self.cards[4] + Array("\r\n".utf8))
      #expect(first != second)
    }
  }

  /// Undone, an edit and a removal give the cards back as they were read,
  /// where they were: the file is as it was (its last card with a line end).
  @Test func anEditAndARemovalUndoneGiveTheFileBackAsRead() throws {
    try withMixedBook { folder, store throws in
      let asRead = store.book
      var book = asRead
      book[id: "b"]?.note = "edited"
      book.remove(id: "c")
      #expect(try store.save(book) == .written)
      #expect(try read(folder) != Self.cards.joined() + Array("\r\n".utf8))
      #expect(try store.save(asRead) == .written)
      #expect(try read(folder) == Self.cards.joined() + Array("\r\n".utf8))
    }
  }

  @Test func aRemovedCardIsLeftOutAndANewOneAppended() throws {
    try withMixedBook { folder, store throws in
      var book = store.book
      book.remove(id: "b")
      book.insert(Person(id: "f", formattedName: "Fay"))
      #expect(try store.save(book) == .written)
      let added = BookEncoding.vCard().encode(book[id: "f"]!, nil)
      let expected = Self.cards[0] + Self.cards[2] + Self.cards[3] + Self.cards[4] + Array("\r\n".utf8) + added
      #expect(try read(folder) == expected)
    }
  }

  @Test func cardsRemovedHereAndThereAreLeftOutAndAnEditBetweenThemKeepsItsPlace() throws {
    try withMixedBook { folder, store throws in
      var book = store.book
      book.remove(id: "b")
      book.remove(id: "e")
      book[id: "c"]?.formattedName = "Cat"
      #expect(try store.save(book) == .written)
      let edited = BookEncoding.vCard().encode(book[id: "c"]!, Self.cards[2][...])
      #expect(try read(folder) == Self.cards[0] + edited + Self.cards[3])
    }
  }

  @Test("a card holding another at its end (an Android export's) opens whole: written back as it was, and edited with the other inside")
  func aCardHoldingACard() throws {
    let folder = try TemporaryDirectory("untouched")
    let nested = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN:Child;Kim\r\nEND:VCARD\r\n".utf8)
    let parent = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN:Parent;Pat\r\nTEL;CELL:+1 555 0100\r\n".utf8) + nested + Array("END:VCARD\r\n".utf8)
    try write(parent + Self.cards[3], in: folder)
    let store = try open(folder)
    defer { store.close() }
    #expect(store.problems.isEmpty && store.warnings.count == 1)
    let pat = try #require(store.persons.first)
    #expect(pat.name == PersonName(family: "Parent", given: "Pat") && pat.phones.map(\.value) == ["+1 555 0100"])
    var book = store.book
    book[id: "d"]?.note = "edited"
    #expect(try store.save(book) == .written)
    #expect(try read(folder).starts(with: parent))
    book[id: pat.id]?.note = "edited too"
    #expect(try store.save(book) == .written)
    let saved = try read(folder)
    #expect(saved.firstRange(of: nested + Array("END:VCARD\r\n".utf8)) != nil, "the card inside kept, line by line")
    #expect(Addressbook(stored: BookEncoding.vCard().decode(saved).stored) == book)
  }

  @Test func aMergedSaveKeepsTheirOrderAndBytes() throws {
    let folder = try TemporaryDirectory("untouched")
    defer { folder.remove() }
    try write(Self.cards[1] + Self.cards[3], in: folder)
    let store = try open(folder)
    defer { store.close() }
    // Another program puts a card first and leaves the rest as it was.
    try write(Self.cards[4] + Array("\r\n".utf8) + Self.cards[1] + Self.cards[3], in: folder)
    var book = store.book
    book[id: "b"]?.title = "Editor"
    guard case .merged(let merged) = try store.save(book) else {
      Issue.record("expected a merge")
      return
    }
    #expect(merged.changedIDs(since: book) == ["e"])
    let expected = Self.cards[4] + Array("\r\n".utf8) + BookEncoding.vCard().encode(book[id: "b"]!, Self.cards[1][...]) + Self.cards[3]
    #expect(try read(folder) == expected)
  }
}

/// A book vdirsyncer's single-file storage writes keeps its
/// `BEGIN:VADDRESSBOOK` wrapper through saves, new cards going inside it.
@Suite struct SingleFileBookTests {
  static let file = Array(
    "BEGIN:VADDRESSBOOK\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nUID:u1\r\nFN:One\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nUID:u2\r\nFN:Two\r\nEND:VCARD\r\nEND:VADDRESSBOOK\r\n"
      .utf8)

  @Test func opensWithoutProblemsAndSavesInsideTheWrapper() throws {
    let folder = try TemporaryDirectory("singlefile")
    defer { folder.remove() }
    let path = folder.path(of: "contacts.vcf")
    try Data(Self.file).write(to: URL(fileURLWithPath: path))
    let store = try BookStore.open(BookLocation(path: path), encoding: .vCard(), access: .readWrite)
    defer { store.close() }
    #expect(store.problems.isEmpty)
    #expect(store.persons.map(\.id) == ["u1", "u2"])
    var book = store.book
    book[id: "u1"] = nil
    book[id: "new"] = Person(id: "new", formattedName: "New")
    #expect(try store.save(book) == .written)

    let saved = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    #expect(saved.hasPrefix("BEGIN:VADDRESSBOOK\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nUID:u2\r\n"))
    #expect(saved.hasSuffix("UID:new\r\nEND:VCARD\r\nEND:VADDRESSBOOK\r\n"))
    #expect(!saved.contains("UID:u1"))
    let reread = BookEncoding.vCard().decode(Array(saved.utf8))
    #expect(reread.problems.isEmpty)
    #expect(Addressbook(stored: reread.stored) == book)
  }

  @Test func anEmptyWrappedBookGetsItsFirstCardInside() throws {
    let folder = try TemporaryDirectory("singlefile")
    defer { folder.remove() }
    let path = folder.path(of: "contacts.vcf")
    try Data("BEGIN:VADDRESSBOOK\nEND:VADDRESSBOOK\n".utf8).write(to: URL(fileURLWithPath: path))
    let store = try BookStore.open(BookLocation(path: path), encoding: .vCard(), access: .readWrite)
    defer { store.close() }
    var book = store.book
    book[id: "a"] = Person(id: "a", formattedName: "A")
    #expect(try store.save(book) == .written)
    let saved = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    #expect(saved.hasPrefix("BEGIN:VADDRESSBOOK\nBEGIN:VCARD\r\n"))
    #expect(saved.hasSuffix("END:VCARD\r\nEND:VADDRESSBOOK\n"))
  }
}
