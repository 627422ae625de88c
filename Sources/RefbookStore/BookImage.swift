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
  var book: Addressbook { lazyBook.value }
  /// ``book``, made when first asked for (see ``BookStore``).
  let lazyBook: Lazily<Addressbook>
  /// Every card, in file order.
  let cards: [Card]
  /// What the file holds before the first card and after the last (a
  /// vdirsyncer `BEGIN:VADDRESSBOOK` wrapper, say), kept around the cards.
  let head: ArraySlice<UInt8>
  let tail: ArraySlice<UInt8>

  /// The image of no file.
  static let empty = BookImage(book: Addressbook(), cards: [], head: [], tail: [])

  private init(book: Addressbook, cards: [Card], head: ArraySlice<UInt8>, tail: ArraySlice<UInt8>) {
    lazyBook = Lazily(made: book)
    self.cards = cards
    self.head = head
    self.tail = tail
  }

  /// The image of a decoded file.
  ///
  /// - Precondition: `decoded.sources` holds one source per person.
  init(_ decoded: DecodedBook) {
    precondition(decoded.sources.count == decoded.stored.count, "BookEncoding: one source per person")
    let stored = decoded.stored
    lazyBook = Lazily { Addressbook(stored: stored) }
    cards = zip(decoded.stored, decoded.sources).map { Card(id: $0.id, bytes: $1) }
    head = decoded.head
    tail = decoded.tail
  }

  /// The ids that more than one card of the file holds, sorted.
  ///
  /// - Complexity: O(1) when there are none (the book holds a person per
  ///   card); otherwise O(*n*) hashes for *n* cards.
  var repeatedIDs: [Person.ID] {
    guard cards.count != book.count else { return [] }
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
  /// The file's bytes come as the pieces to write one after another: the
  /// bytes of the cards kept, where they already are (in the file as read,
  /// or as last written), and the changed cards' new bytes. Nothing is
  /// copied but a card that does not end with a line end, which gets one.
  ///
  /// - Complexity: O(*n*) for *n* cards, plus encoding the *k* changed
  ///   persons; finding them costs O(*k* log *n*) when `newBook` was
  ///   derived from ``book`` (see ``Addressbook/changedIDs(since:)``).
  func updated(to newBook: Addressbook, encode: (Person) -> [UInt8]) -> (image: BookImage, pieces: [ArraySlice<UInt8>]) {
    let changed = newBook.changedIDs(since: book)
    // The cards kept as they are, in a copy of the list (one pass of copies,
    // no hashing); the changed ones replaced, removed or appended below.
    var newCards = cards
    if !changed.isEmpty {
      // Of each changed id, the last card (the one `book` holds).
      var lastIndex: [Person.ID: Int] = [:]
      for (index, card) in cards.enumerated() where changed.contains(card.id) { lastIndex[card.id] = index }
      // From the last, so that a removal leaves the indices before it in place.
      for index in lastIndex.values.sorted(by: >) {
        let id = cards[index].id
        if let person = newBook[id: id] {
          newCards[index] = Card(id: id, bytes: Self.endingLine(encode(person)[...]))
        } else {
          newCards.remove(at: index)
        }
      }
      for id in changed.sorted() where book[id: id] == nil {
        if let person = newBook[id: id] { newCards.append(Card(id: id, bytes: Self.endingLine(encode(person)[...]))) }
      }
    }
    // A card read without a line end (the file's last, say) gets one.
    for index in newCards.indices where !Self.endsWithLineEnd(newCards[index].bytes) {
      newCards[index] = Card(id: newCards[index].id, bytes: Self.endingLine(newCards[index].bytes))
    }
    let image = BookImage(book: newBook, cards: newCards, head: Self.endingLine(head), tail: tail)
    return (image, [image.head] + image.cards.map(\.bytes) + [image.tail])
  }

  /// `bytes`, or when they are not empty and do not end with a line end,
  /// a copy ending with `\r\n`.
  private static func endingLine(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    guard !endsWithLineEnd(bytes) else { return bytes }
    return (Array(bytes) + [UInt8(ascii: "\r"), UInt8(ascii: "\n")])[...]
  }

  /// Whether `bytes` are empty or end with a line end.
  private static func endsWithLineEnd(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard let last = bytes.last else { return true }
    return last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r")
  }
}
