import RefbookModel
import RefbookSamples
import Testing

@testable import RefbookStore

/// A save's image against the straightforward file: every card of the
/// file as read, in order, as read while its person is as read (edited and
/// changed back, removed and put back), encoded while changed, left out
/// while removed; then the cards added since, in the order they came.
@Suite struct BookImageTests {
  /// A file of `count` cards in the forms a real book mixes: 3.0 folded with
  /// CRLF, 4.0 with LF and a property refbook does not know, cards without
  /// a UID, one id on two cards, and a last card without a final line end;
  /// inside a vdirsyncer wrapper when `wrapped`.
  static func file(count: Int, wrapped: Bool) -> [UInt8] {
    var text = wrapped ? "BEGIN:VADDRESSBOOK\r\n" : ""
    for card in 0..<count {
      let id = card == 7 ? "id3" : "id\(card)"
      switch card % 3 {
      case 0: text += "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(id)\r\nFN:Person \(card)\r\nNOTE:a note\r\n  folded\r\nEND:VCARD\r\n"
      case 1: text += "BEGIN:VCARD\nVERSION:4.0\nUID:\(id)\nFN:Person \(card)\nX-KEPT;X-P=1:as is\nEND:VCARD\n"
      default: text += "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Nameless \(card)\r\nEND:VCARD\r\n"
      }
    }
    let bytes = Array(text.utf8)
    return wrapped ? bytes + Array("END:VADDRESSBOOK\r\n".utf8) : bytes.dropLast(2)
  }

  /// A file of `count` cards (see ``file(count:wrapped:)``) as read, its
  /// book, and its image.
  static func read(count: Int, wrapped: Bool) -> (read: DecodedBook, book: Addressbook, image: BookImage) {
    let bytes = file(count: count, wrapped: wrapped)
    let read = BookEncoding.vCard().decode(bytes)
    return (read, Addressbook(stored: read.stored), BookImage(read, of: bytes))
  }

  /// The file the image of `book` should write: see the type's discussion.
  static func straightforward(
    _ read: DecodedBook, readBook: Addressbook, book: Addressbook, added: [Person.ID]
  ) -> [UInt8] {
    let encode = BookEncoding.vCard().encode
    let last = Dictionary(zip(read.stored.map(\.id), read.stored.indices), uniquingKeysWith: { $1 })
    var bytes = FileCards.endingLine(read.head)
    for (card, stored) in read.stored.enumerated() {
      let source = FileCards.endingLine(read.sources[card])
      guard last[stored.id] == card else {
        bytes += source
        continue
      }
      switch book[id: stored.id] {
      case nil: break
      case readBook[id: stored.id]: bytes += source
      case let person?: bytes += FileCards.endingLine(encode(person, source)[...])
      }
    }
    for id in added {
      if let person = book[id: id] { bytes += FileCards.endingLine(encode(person, nil)[...]) }
    }
    return Array(bytes + read.tail)
  }

  @Test(arguments: [(1, false), (2, true), (3, false)])
  func randomEditsRemovalsAdditionsAndUndoesWriteTheStraightforwardFile(seed: UInt64, wrapped: Bool) {
    var random = SeededGenerator(seed: seed)
    let (read, readBook, first) = Self.read(count: 40, wrapped: wrapped)
    #expect(read.problems.isEmpty)
    var (image, book) = (first, readBook)
    var added: [Person.ID] = []
    for step in 0..<60 {
      let ids = book.map(\.id)
      switch random.below(4) {
      case 0 where !ids.isEmpty: book[id: random.pick(ids)]?.note = "edit \(step)"
      case 1 where !ids.isEmpty: book.remove(id: random.pick(ids))
      case 2:
        // Several at once, so that one save appends them in id order.
        let new = (0..<1 + random.below(3)).map { "new\(step)-\($0)" }
        for id in new { book.insert(Person(id: id, formattedName: "New \(id)")) }
        added += new.sorted()
      default:
        // An undo: a person of the file put back as read.
        let id = random.pick(readBook.map(\.id))
        book[id: id] = readBook[id: id]
      }
      let (next, pieces) = image.updated(to: book, encode: BookEncoding.vCard().encode)
      image = next
      let written = Array(pieces.joined())
      #expect(written == Self.straightforward(read, readBook: readBook, book: book, added: added), "step \(step)")
      // Read back, the persons of cards with a UID are the book's (a card without one gets an id of
      // its place; the first card of id3 comes back when the second is left out).
      let reread = Addressbook(stored: BookEncoding.vCard().decode(written).stored)
      let withUID = { (book: Addressbook) in
        Dictionary(uniqueKeysWithValues: book.filter { $0.id != "id3" && !$0.id.contains("-") || $0.id.hasPrefix("new") }.map { ($0.id, $0) })
      }
      #expect(withUID(reread) == withUID(book), "step \(step)")
    }
  }

  /// Hundreds of changes in one save (an import, a merge), whose cards are
  /// compared and encoded on all processors: the same file as the
  /// straightforward one, in two saves, the second putting back as read
  /// many persons the first changed or removed.
  @Test func manyChangesInOneSaveWriteTheStraightforwardFile() {
    var random = SeededGenerator(seed: 7)
    let (read, readBook, first) = Self.read(count: 2_000, wrapped: false)
    var (image, book) = (first, readBook)
    var added: [Person.ID] = []
    for round in 0..<2 {
      let ids = book.map(\.id)
      for id in (0..<400).map({ _ in random.pick(ids) }) { book[id: id]?.note = "round \(round)" }
      for id in (0..<150).map({ _ in random.pick(ids) }) { book.remove(id: id) }
      for id in (0..<300).map({ _ in random.pick(readBook.map(\.id)) }) { book[id: id] = readBook[id: id] }
      let new = (0..<200).map { "new\(round)-\($0)" }
      for id in new { book.insert(Person(id: id, formattedName: "New \(id)")) }
      added += new.sorted()
      let (next, pieces) = image.updated(to: book, encode: BookEncoding.vCard().encode)
      image = next
      // Compared first, so that a failure does not print two files of 2,000 cards.
      let same = Array(pieces.joined()) == Self.straightforward(read, readBook: readBook, book: book, added: added)
      #expect(same, "round \(round)")
    }
  }

  /// One edit in a large file: the cards before and after it are written
  /// as the two stretches of the file they are, however many they are.
  @Test func oneEditWritesTheRestAsTwoStretches() {
    let bytes = Self.file(count: 3_000, wrapped: true)
    let read = BookEncoding.vCard().decode(bytes)
    let image = BookImage(read, of: bytes)
    var book = image.book
    book[id: "id1500"]?.note = "edited"
    let pieces = image.updated(to: book, encode: BookEncoding.vCard().encode).pieces
    // The wrapper's first line with the cards before the edit; the card; the cards after; the wrapper's end.
    #expect(pieces.count == 4)
    #expect(pieces.joined().count > bytes.count - 200)
  }
}
