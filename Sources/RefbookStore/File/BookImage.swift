import RefbookModel

/// The book's file as the store last read or wrote it, card by card: what a
/// save starts from, so that it encodes only the persons that changed and
/// copies every other card's bytes as they are.
///
/// A card nobody changed is therefore written back byte for byte (its
/// version, its line ends, its folding, even bytes that were read only with
/// a repair), and the file keeps its order: a changed person's card is
/// written where it stood, a removed one's is left out, new ones are
/// appended. An image keeps the file as read and what changed since, so
/// that a save after one edit costs that edit, not the book: the cards
/// nobody changed go to the file as the few stretches of the buffer read
/// that they are (one piece a card where the file holds bytes between its
/// cards, such as blank lines, which a save leaves out).
struct BookImage: Sendable {
  /// The persons the file holds; when several cards share an id, the last.
  var book: Addressbook { lazyBook.value }
  /// ``book``, made when first asked for (see ``BookStore``).
  private(set) var lazyBook: Lazily<Addressbook>
  /// The book of the file as read, and its cards: the cards are made when
  /// first needed (its first save, or ``repeatedIDs`` when ids repeat); a
  /// program that only reads a book never needs them.
  private let readBook: Lazily<Addressbook>
  private let file: Lazily<FileCards>
  /// What changed since the file was read: the new bytes of its cards
  /// replaced, by their place among its cards; the places of those left
  /// out; and the cards appended after them, each with its id (its bytes
  /// `nil` once left out), with where each id's is.
  private var replaced: [Int: ArraySlice<UInt8>] = [:]
  private var removed: Set<Int> = []
  private var appended: [(id: Person.ID, bytes: ArraySlice<UInt8>?)] = []
  private var lastAppended: [Person.ID: Int] = [:]
  /// The number of cards.
  private var cardCount: Int

  /// The file's bytes as pieces to write one after another: what it holds
  /// before its first card, each card's bytes in file order, then what it
  /// holds after the last card. The cards of the file as read come as
  /// few pieces as they lie in its buffer.
  ///
  /// - Complexity: O(*c* log *c*) for *c* cards changed or appended since
  ///   the file was read, plus a piece for each place where the file holds
  ///   bytes between two cards.
  var pieces: [ArraySlice<UInt8>] {
    let file = file.value
    var pieces: [ArraySlice<UInt8>] = []
    var next = 0
    for card in (Array(replaced.keys) + removed).sorted() {
      file.append(next..<card + 1, to: &pieces)
      if let bytes = replaced[card] { pieces.append(bytes) }
      next = card + 2
    }
    file.append(next..<file.pieces.count - 1, to: &pieces)
    pieces += appended.compactMap(\.bytes)
    pieces.append(file.pieces[file.pieces.count - 1])
    return pieces
  }

  /// What the file holds before its first card.
  var head: ArraySlice<UInt8> { file.value.pieces[0] }
  /// What the file holds after its last card.
  var tail: ArraySlice<UInt8> { file.value.pieces[file.value.pieces.count - 1] }
  /// Every card's id and bytes, in file order.
  ///
  /// - Complexity: O(*n*) for *n* cards.
  var cards: [(id: Person.ID, bytes: ArraySlice<UInt8>)] {
    let file = file.value
    let read = file.ids.indices.lazy.filter { !removed.contains($0) }.map { card in
      (id: file.ids[card], bytes: replaced[card] ?? file.pieces[card + 1])
    }
    return Array(read) + appended.compactMap { card in card.bytes.map { (id: card.id, bytes: $0) } }
  }

  /// The image of no file.
  static let empty = BookImage(book: Addressbook(), file: .none)

  private init(book: Addressbook, file: FileCards) {
    lazyBook = Lazily(made: book)
    readBook = lazyBook
    self.file = Lazily(made: file)
    cardCount = file.ids.count
  }

  /// The image of a decoded file, `bytes`.
  ///
  /// - Precondition: `decoded.sources` holds one source per person.
  init(_ decoded: DecodedBook, of bytes: [UInt8]) {
    precondition(decoded.sources.count == decoded.stored.count, "BookEncoding: one source per person")
    let stored = decoded.stored
    lazyBook = Lazily { Addressbook(stored: stored) }
    readBook = lazyBook
    let (head, sources, tail) = (decoded.head, decoded.sources, decoded.tail)
    file = Lazily { FileCards(head: head, sources: sources, tail: tail, ids: stored.map(\.id), of: bytes) }
    cardCount = stored.count
  }

  /// The ids that more than one card of the file holds, sorted.
  ///
  /// - Complexity: O(1) when there are none (the book holds a person per
  ///   card); otherwise O(*n*) hashes for *n* cards.
  var repeatedIDs: [Person.ID] {
    guard cardCount != book.count else { return [] }
    var seen = Set<Person.ID>(minimumCapacity: cardCount)
    var repeated = Set<Person.ID>()
    for card in cards where !seen.insert(card.id).inserted { repeated.insert(card.id) }
    return repeated.sorted()
  }

  /// The image of the file holding `newBook` instead: the cards of persons
  /// unchanged since ``book`` as they are, a changed person's card encoded
  /// in its place (of several cards with its id, the last, which ``book``
  /// holds; the others are kept as they are), a removed person's card left
  /// out, and the cards of new persons appended in id order; what the file
  /// holds before and after its cards stays there. A person changed back to
  /// what the file held when read (an edit undone) has that card back as it
  /// was read, where it was; one removed and put back returns to the place
  /// of its card (in the file as read, or among those appended).
  ///
  /// The file's bytes come as the pieces to write one after another (see
  /// ``pieces``): the bytes of the cards kept, where they already are (in
  /// the file as read, or as encoded by an earlier image), and the changed
  /// cards' new bytes. Nothing is copied (a card read without a line end
  /// got one when it was read).
  ///
  /// - Complexity: O(*k* log *n*) to find the *k* persons changed since
  ///   ``book`` when `newBook` was derived from it (see
  ///   ``Addressbook/changedIDs(since:)``), and encode them (on all
  ///   processors when they are many); plus
  ///   O(*c* log *c*) for the *c* cards changed or appended since the file
  ///   was read, and ``pieces``; the first time, O(*n*) to index the file's
  ///   cards.
  func updated(to newBook: Addressbook, encode: @Sendable (Person, ArraySlice<UInt8>?) -> [UInt8]) -> (
    image: BookImage, pieces: [ArraySlice<UInt8>]
  ) {
    var image = self
    image.lazyBook = Lazily(made: newBook)
    let changed = Array(newBook.changedIDs(since: book))
    let lastCard = file.value.lastCard
    let asRead = lastCard.isEmpty ? nil : readBook.value
    let cards = Self.changedCards(
      of: changed, in: newBook, asRead: asRead, inFileAsRead: lastCard, appended: lastAppended, former: card(of:), encode)
    var added: [(Person.ID, ArraySlice<UInt8>)] = []
    for (id, card) in zip(changed, cards) {
      if let appended = lastAppended[id] {
        image.appended[appended].bytes = card.bytes
      } else if let place = lastCard[id] {
        image.removed.remove(place)
        image.replaced[place] = card.bytes
        if case .removed = card { image.removed.insert(place) }
      } else if let bytes = card.bytes {
        added.append((id, bytes))
      }
    }
    for (id, bytes) in added.sorted(by: { $0.0 < $1.0 }) {
      image.lastAppended[id] = image.appended.count
      image.appended.append((id, bytes))
    }
    image.cardCount = file.value.ids.count - image.removed.count + image.appended.count(where: { $0.bytes != nil })
    return (image, image.pieces)
  }

  /// What became of the card of a person changed.
  private enum ChangedCard: Sendable {
    /// The person is gone.
    case removed
    /// The person is as the file held them when read: their card as read.
    case asRead
    /// The person's card, encoded anew.
    case encoded(ArraySlice<UInt8>)

    /// The card's new bytes, if encoded.
    var bytes: ArraySlice<UInt8>? {
      guard case .encoded(let bytes) = self else { return nil }
      return bytes
    }
  }

  /// What became of the cards of the persons `ids`, changed in `newBook`:
  /// one whose card is among the file's as read (in `lastCard`, not in
  /// `appended`) compared with the person of that file, `asRead`, and each
  /// other encoded in place of its `former` card, if any; on all processors
  /// when they are many (an import, a merge).
  ///
  /// - Complexity: O(*k* log *n*) for *k* ids, plus decoding and encoding
  ///   their persons, spread over the processors.
  private static func changedCards(
    of ids: [Person.ID], in newBook: Addressbook, asRead: Addressbook?, inFileAsRead lastCard: [Person.ID: Int],
    appended: [Person.ID: Int], former: @Sendable (Person.ID) -> ArraySlice<UInt8>?,
    _ encode: @Sendable (Person, ArraySlice<UInt8>?) -> [UInt8]
  ) -> [ChangedCard] {
    ids.concurrentMap(minimumPiece: 64) { id in
      guard let person = newBook[id: id] else { return .removed }
      if appended[id] == nil, lastCard[id] != nil, let asRead, person == asRead[id: id] { return .asRead }
      return .encoded(FileCards.endingLine(encode(person, former(id))[...]))
    }
  }

  /// The bytes of the card of person `id` as the file now holds it (of
  /// several cards with its id, the last), or held it before a save left it
  /// out; `nil` for an id the file never held.
  ///
  /// - Complexity: O(1) hashes.
  private func card(of id: Person.ID) -> ArraySlice<UInt8>? {
    if let index = lastAppended[id] { return appended[index].bytes }
    return file.value.lastCard[id].map { replaced[$0] ?? file.value.pieces[$0 + 1] }
  }
}
