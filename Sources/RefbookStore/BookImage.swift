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
  /// The persons the file holds; when several cards share an id, the last.
  var book: Addressbook { lazyBook.value }
  /// ``book``, made when first asked for (see ``BookStore``).
  let lazyBook: Lazily<Addressbook>
  /// The file's bytes as pieces to write one after another: what it holds
  /// before its first card (a vdirsyncer `BEGIN:VADDRESSBOOK` wrapper,
  /// say), each card's bytes in file order, then what it holds after the
  /// last card. Each card's piece, and the first when it is not empty,
  /// ends with a line end.
  var pieces: [ArraySlice<UInt8>] { cardsInOrder.value.pieces }
  /// The id of each card, in file order.
  var ids: [Person.ID] { cardsInOrder.value.ids }
  /// ``pieces`` and ``ids``: of a file read, made when first needed (its
  /// first save, or ``repeatedIDs`` when ids repeat); a program that only
  /// reads a book never needs them.
  private let cardsInOrder: Lazily<(pieces: [ArraySlice<UInt8>], ids: [Person.ID])>
  /// The number of cards.
  private let cardCount: Int
  /// Where the last card of each id is among the cards: made at the first
  /// save, and handed on to the next image while no card comes or goes.
  private let lastCards: Lazily<[Person.ID: Int]>

  /// What the file holds before its first card.
  var head: ArraySlice<UInt8> { pieces[0] }
  /// Every card's bytes, in file order.
  var cards: ArraySlice<ArraySlice<UInt8>> { pieces[1..<pieces.count - 1] }
  /// What the file holds after its last card.
  var tail: ArraySlice<UInt8> { pieces[pieces.count - 1] }

  /// The image of no file.
  static let empty = BookImage(book: Addressbook(), pieces: [[], []], ids: [])

  private init(book: Addressbook, pieces: [ArraySlice<UInt8>], ids: [Person.ID], lastCards: Lazily<[Person.ID: Int]>? = nil) {
    lazyBook = Lazily(made: book)
    cardsInOrder = Lazily(made: (pieces, ids))
    cardCount = ids.count
    self.lastCards = lastCards ?? Lazily { Self.lastCards(of: ids) }
  }

  /// The image of a decoded file; a card (or what precedes the cards) that
  /// does not end with a line end gets one, so that the cards a save
  /// appends start on a line of their own.
  ///
  /// - Precondition: `decoded.sources` holds one source per person.
  init(_ decoded: DecodedBook) {
    precondition(decoded.sources.count == decoded.stored.count, "BookEncoding: one source per person")
    let stored = decoded.stored
    lazyBook = Lazily { Addressbook(stored: stored) }
    let (head, sources, tail) = (decoded.head, decoded.sources, decoded.tail)
    cardsInOrder = Lazily {
      // Appended into one array, not joined: each piece is retained once.
      var pieces: [ArraySlice<UInt8>] = []
      pieces.reserveCapacity(sources.count + 2)
      pieces.append(Self.endingLine(head))
      for source in sources { pieces.append(Self.endingLine(source)) }
      pieces.append(tail)
      return (pieces, stored.map(\.id))
    }
    cardCount = stored.count
    let cardsInOrder = cardsInOrder
    lastCards = Lazily { Self.lastCards(of: cardsInOrder.value.ids) }
  }

  /// Where the last card of each of `ids` is.
  private static func lastCards(of ids: [Person.ID]) -> [Person.ID: Int] {
    Dictionary(zip(ids, ids.indices), uniquingKeysWith: { $1 })
  }

  /// The ids that more than one card of the file holds, sorted.
  ///
  /// - Complexity: O(1) when there are none (the book holds a person per
  ///   card); otherwise O(*n*) hashes for *n* cards.
  var repeatedIDs: [Person.ID] {
    guard cardCount != book.count else { return [] }
    var seen = Set<Person.ID>(minimumCapacity: ids.count)
    var repeated = Set<Person.ID>()
    for id in ids where !seen.insert(id).inserted { repeated.insert(id) }
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
  /// copied (a card read without a line end got one when it was read).
  ///
  /// - Complexity: O(*n*) for *n* cards, plus encoding the *k* changed
  ///   persons; finding them costs O(*k* log *n*) when `newBook` was
  ///   derived from ``book`` (see ``Addressbook/changedIDs(since:)``).
  func updated(to newBook: Addressbook, encode: (Person) -> [UInt8]) -> (image: BookImage, pieces: [ArraySlice<UInt8>]) {
    let changed = newBook.changedIDs(since: book)
    guard !changed.isEmpty else { return (BookImage(book: newBook, pieces: pieces, ids: ids, lastCards: lastCards), pieces) }
    // The pieces kept as they are, in a copy of the list; the changed
    // cards replaced in it, the removed ones left out in one pass, and new
    // ones appended.
    var (pieces, ids) = (pieces, ids)
    let last = lastCards.value
    var removed: Set<Int> = []
    for (id, card) in changed.compactMap({ id in last[id].map { (id, $0) } }) {
      if let person = newBook[id: id] {
        pieces[1 + card] = Self.endingLine(encode(person)[...])
      } else {
        removed.insert(card)
      }
    }
    if !removed.isEmpty {
      pieces = pieces.indices.filter { !removed.contains($0 - 1) }.map { pieces[$0] }
      ids = ids.indices.filter { !removed.contains($0) }.map { ids[$0] }
    }
    let added = changed.sorted().filter { last[$0] == nil }.compactMap { id in newBook[id: id].map { (id, $0) } }
    pieces.insert(contentsOf: added.map { Self.endingLine(encode($0.1)[...]) }, at: pieces.count - 1)
    ids += added.map(\.0)
    let comeOrGo = !removed.isEmpty || !added.isEmpty
    return (BookImage(book: newBook, pieces: pieces, ids: ids, lastCards: comeOrGo ? nil : lastCards), pieces)
  }

  /// `bytes`, or when they are not empty and do not end with a line end,
  /// a copy ending with `\r\n`.
  private static func endingLine(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    guard let last = bytes.last, last != UInt8(ascii: "\n"), last != UInt8(ascii: "\r") else { return bytes }
    return (Array(bytes) + [UInt8(ascii: "\r"), UInt8(ascii: "\n")])[...]
  }
}
