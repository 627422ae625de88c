import RefbookModel

/// The book's file as the store last read or wrote it, card by card: what a
/// save starts from, so that it encodes only the persons that changed and
/// copies every other card's bytes as they are.
///
/// A card nobody changed is therefore written back byte for byte (its
/// version, its line ends, its folding, even bytes that were read only with
/// a repair), and the file keeps its order: a changed person's card is
/// written where it stood, a removed one's is left out, new ones are
/// appended.
struct BookImage: Sendable {
  /// One card of the file.
  struct Card: Sendable {
    let id: Person.ID
    /// The card's bytes, ending with a line end.
    let bytes: ArraySlice<UInt8>
  }

  /// The persons the file holds; when several cards share an id, the last.
  let book: Addressbook
  /// Every card, in file order.
  let cards: [Card]
  /// What the file holds before the first card and after the last (a
  /// vdirsyncer `BEGIN:VADDRESSBOOK` wrapper, say), kept around the cards.
  let head: ArraySlice<UInt8>
  let tail: ArraySlice<UInt8>

  /// The image of no file.
  static let empty = BookImage(book: Addressbook(), cards: [], head: [], tail: [])

  private init(book: Addressbook, cards: [Card], head: ArraySlice<UInt8>, tail: ArraySlice<UInt8>) {
    self.book = book
    self.cards = cards
    self.head = head
    self.tail = tail
  }

  /// The image of a decoded file.
  ///
  /// - Precondition: `decoded.sources` holds one source per person.
  init(_ decoded: DecodedBook) {
    precondition(decoded.sources.count == decoded.stored.count, "BookEncoding: one source per person")
    book = Addressbook(stored: decoded.stored)
    cards = zip(decoded.stored, decoded.sources).map { Card(id: $0.id, bytes: $1) }
    head = decoded.head
    tail = decoded.tail
  }

  /// The ids that more than one card of the file holds, sorted.
  ///
  /// - Complexity: O(*n*) hashes for *n* cards.
  var repeatedIDs: [Person.ID] {
    var seen = Set<Person.ID>(minimumCapacity: cards.count)
    var repeated = Set<Person.ID>()
    for card in cards where !seen.insert(card.id).inserted { repeated.insert(card.id) }
    return repeated.sorted()
  }

  /// The image of the file holding `newBook` instead: the cards of persons
  /// unchanged since ``book`` as they are, a changed person's card encoded
  /// in its place (of several cards with its id, the last, which ``book``
  /// holds; the others are kept as they are), a removed person's card left
  /// out, and the cards of new persons appended in id order; what the file
  /// holds before and after its cards stays there.
  ///
  /// - Complexity: O(*n*) to copy the file's bytes, plus encoding the *k*
  ///   changed persons; finding them costs O(*k* log *n*) when `newBook` was
  ///   derived from ``book`` (see ``Addressbook/changedIDs(since:)``).
  func updated(to newBook: Addressbook, encode: (Person) -> [UInt8]) -> (image: BookImage, bytes: [UInt8]) {
    let changed = newBook.changedIDs(since: book)
    // The cards encoded anew: of each changed id, the last card (the one
    // `book` holds). One pass over the ids, and none when nothing changed.
    var lastIndex: [Person.ID: Int] = [:]
    if !changed.isEmpty {
      for (index, card) in cards.enumerated() where changed.contains(card.id) { lastIndex[card.id] = index }
    }
    let rewritten = Set(lastIndex.values)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(head.count + (cards.last.map { $0.bytes.endIndex } ?? 0) + tail.count)
    func endLine() {
      if let last = bytes.last, last != UInt8(ascii: "\n"), last != UInt8(ascii: "\r") {
        bytes.append(contentsOf: [UInt8(ascii: "\r"), UInt8(ascii: "\n")])
      }
    }
    bytes.append(contentsOf: head)
    endLine()
    var spans: [(id: Person.ID, span: Range<Int>)] = []
    spans.reserveCapacity(cards.count + changed.count)
    func append(_ id: Person.ID, _ card: some Collection<UInt8>) {
      let start = bytes.count
      bytes.append(contentsOf: card)
      endLine()
      spans.append((id, start..<bytes.count))
    }
    for (index, card) in cards.enumerated() {
      guard rewritten.contains(index) else {
        append(card.id, card.bytes)
        continue
      }
      if let person = newBook[id: card.id] { append(card.id, encode(person)) }
    }
    for id in changed.sorted() where book[id: id] == nil {
      if let person = newBook[id: id] { append(id, encode(person)) }
    }
    let cardsEnd = bytes.count
    bytes.append(contentsOf: tail)
    let image = BookImage(
      book: newBook, cards: spans.map { Card(id: $0.id, bytes: bytes[$0.span]) },
      head: bytes[..<(spans.first?.span.lowerBound ?? cardsEnd)], tail: bytes[cardsEnd...])
    return (image, bytes)
  }
}
