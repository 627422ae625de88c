/// The folded search texts of a view's persons, numbered by slot, and a
/// trigram index over them, so that a search finds its candidates without
/// reading every person's text.
///
/// A slot is given to a person by ``allocate(for:)`` and kept until
/// ``release(_:)``, and its text can be made later (``setText(_:at:)``): a
/// view numbers a whole book at once and folds it when there is time, on
/// this thread or another. Slots are never reused until ``renumber(_:)``
/// gives a whole book its slots at once.
///
/// The texts lie one after another in one buffer, read in place by
/// ``withTexts(_:)``: a search reads each candidate's bytes with no
/// reference counting, and a person costs its bytes plus 32 (its place, id
/// and card's hash). A replaced text stays in the buffer until replaced texts make up
/// half of it, when the buffer is packed. Places are 32-bit: up to 4 GiB of
/// folded text.
///
/// For each trigram (three consecutive bytes of a folded text) the index
/// lists the slots whose text contains it — unless the list would hold more
/// than one person in ``commonFraction``: such a trigram narrows a search
/// little, and its list would cost most of the memory (on 100,000 generated
/// persons, 14.4 million slot entries in all, 2.5 million once lists longer
/// than 1/64 of the book are dropped). It is then marked common and its list
/// dropped, until the index is packed. A term's candidates are the shortest list among its
/// trigrams; a term shorter than three bytes, or made of common trigrams
/// only, cannot be narrowed, and the view scans its rows instead.
///
/// A list may also hold slots whose text no longer contains the trigram:
/// a text replaced or dropped leaves its entries, which would cost a walk
/// of each of its trigrams' lists to find (an import updating 5,000 of
/// 100,000 persons walked lists for 80 ms), until the buffer is packed and
/// the lists made again. A candidate is always checked against its text.
struct SearchIndex: Sendable {
  typealias Slot = Int32

  /// A trigram is common when more than one person in this many has it.
  static let commonFraction = 64

  /// Lists up to this long are kept even in a small book.
  let minimumListLimit: Int

  /// Where a slot's text lies in ``bytes``; ``missing`` until it is made.
  struct Span: Equatable, Sendable {
    var start: UInt32
    var count: UInt32
    static let missing = Span(start: .max, count: 0)
  }

  private var ids: [Person.ID?] = []
  /// Each slot's ``BytesHash`` of its person's card, when it was kept with
  /// the person's outline (see ``cardHash(at:)``); 0 when not known.
  private var cardHashes: [UInt64] = []
  private var spans: [Span] = []
  /// The made texts, one after another, and replaced ones (``garbage``).
  private var bytes: [UInt8] = []
  private var garbage = 0
  /// The slots whose text holds each trigram, in no order; a list holding
  /// only ``commonMark`` marks a common trigram.
  private var postings = TrigramPostings()
  private var liveCount = 0
  /// Live slots whose text is not made yet.
  private(set) var missingTexts = 0

  private static let commonMark: Slot = -1

  init(minimumListLimit: Int = 256) {
    self.minimumListLimit = minimumListLimit
  }

  /// Whether every live slot has its text, so that the index can narrow.
  var isComplete: Bool { missingTexts == 0 }

  /// A new slot for the person with `id`, its text and card's hash (see
  /// ``setCardHash(_:at:)``) not known yet.
  ///
  /// - Complexity: O(1) amortized.
  mutating func allocate(for id: Person.ID) -> Slot {
    ids.append(id)
    cardHashes.append(0)
    spans.append(.missing)
    liveCount += 1
    missingTexts += 1
    return Slot(ids.count - 1)
  }

  /// Forgets every slot and text, keeping the configuration, and gives each
  /// of `ids` a slot: its place among them, with its card's hash in
  /// `cardHashes` (0: not known). Their texts are not made yet.
  ///
  /// - Precondition: No id is `nil`; there are as many hashes as ids.
  /// - Complexity: O(*n*); the arrays are not copied.
  mutating func renumber(_ ids: [Person.ID?], cardHashes: [UInt64]) {
    self = SearchIndex(minimumListLimit: minimumListLimit)
    self.ids = ids
    self.cardHashes = cardHashes
    spans = Array(repeating: .missing, count: ids.count)
    (liveCount, missingTexts) = (ids.count, ids.count)
  }

  /// Frees `slot` and drops its text from the index.
  ///
  /// - Complexity: As ``removeText(at:)``.
  mutating func release(_ slot: Slot) {
    removeText(at: slot)
    ids[Int(slot)] = nil
    cardHashes[Int(slot)] = 0
    liveCount -= 1
    missingTexts -= 1
  }

  /// Gives the trigrams' lists the room they hold and no more (see
  /// ``TrigramPostings/trim()``): for once a whole book's texts are made.
  ///
  /// - Complexity: O(*t* + *s*) for *t* trigrams and *s* slots listed.
  mutating func trimLists() {
    postings.trim()
  }

  /// The id of the person in `slot`, if the slot is live.
  ///
  /// - Complexity: O(1)
  func id(at slot: Slot) -> Person.ID? { ids[Int(slot)] }

  /// The ``BytesHash`` of the card of the person in `slot`, when it was
  /// kept with the person's outline: a kept search text is found by it
  /// without looking the person up in the book (hashing the id and walking
  /// the book's tree took a third of a search typed before the texts were
  /// made, at 100,000 contacts).
  ///
  /// - Complexity: O(1)
  func cardHash(at slot: Slot) -> UInt64? {
    let hash = cardHashes[Int(slot)]
    return hash == 0 ? nil : hash
  }

  /// Records `cardHash` (`nil`: not known) as the card's hash of the person
  /// in the live `slot`, new or whose card changed.
  ///
  /// - Complexity: O(1)
  mutating func setCardHash(_ cardHash: UInt64?, at slot: Slot) {
    cardHashes[Int(slot)] = cardHash ?? 0
  }

  /// Whether the text of `slot` is made.
  ///
  /// - Complexity: O(1)
  func hasText(at slot: Slot) -> Bool { spans[Int(slot)] != .missing }

  /// The texts of the slots, read in place for the time of `body`.
  ///
  /// - Complexity: O(1) plus `body`.
  func withTexts<Result>(_ body: (Texts) throws -> Result) rethrows -> Result {
    try bytes.withUnsafeBytes { bytes in
      try spans.withUnsafeBufferPointer { spans in try body(Texts(bytes: bytes, spans: spans)) }
    }
  }

  /// The slots' texts in place: valid only inside ``withTexts(_:)``.
  struct Texts {
    let bytes: UnsafeRawBufferPointer
    let spans: UnsafeBufferPointer<Span>

    /// The folded text of `slot`, or `nil` when it is not made.
    ///
    /// - Complexity: O(1)
    subscript(slot: Slot) -> UnsafeRawBufferPointer? {
      let span = spans[Int(slot)]
      guard span != .missing else { return nil }
      return UnsafeRawBufferPointer(rebasing: bytes[Int(span.start)..<Int(span.start) + Int(span.count)])
    }
  }

  /// Whether the text of `slot` is made and matches `query`.
  ///
  /// - Complexity: O(m) for a text of m bytes.
  func matches(_ query: SearchQuery, at slot: Slot) -> Bool {
    withTexts { texts in texts[slot].map(query.matches) ?? false }
  }

  /// Sets the text of the live `slot`, replacing any it had.
  ///
  /// - Complexity: O(m) for a text of m bytes, plus the removal of the old
  ///   one (see ``removeText(at:)``).
  mutating func setText(_ text: SearchText, at slot: Slot) {
    removeText(at: slot)
    spans[Int(slot)] = Span(start: UInt32(bytes.count), count: UInt32(text.bytes.count))
    missingTexts -= 1
    if bytes.count + text.bytes.count > bytes.capacity { reserve(toAdd: text.bytes.count) }
    bytes.append(contentsOf: text.bytes)
    text.bytes.withUnsafeBytes { list($0, at: slot) }
  }

  /// Adds `slot` to the list of each trigram of `text`.
  private mutating func list(_ text: UnsafeRawBufferPointer, at slot: Slot) {
    let limit = Swift.max(minimumListLimit, liveCount / Self.commonFraction)
    for trigram in Self.trigrams(of: text) {
      postings.withList(of: trigram) { Self.add(slot, to: &$0, limit: limit) }
    }
  }

  /// Drops the text of `slot` (the person changed), if it had one; its
  /// trigrams' lists keep the slot until the buffer is packed.
  ///
  /// - Complexity: O(1); packing the buffer and making the lists again,
  ///   O(n) once half of it is replaced texts, adds O(1) amortized per byte
  ///   replaced.
  mutating func removeText(at slot: Slot) {
    guard hasText(at: slot) else { return }
    garbage += Int(spans[Int(slot)].count)
    spans[Int(slot)] = .missing
    missingTexts += 1
    if garbage > 4_096 && garbage > bytes.count / 2 { pack() }
  }

  /// Grows the buffer to take `count` more bytes: doubled while few texts
  /// are made, then sized for the texts still missing at the mean length so
  /// far (at most 4 KiB, so that one long note does not reserve gigabytes),
  /// plus an eighth. A whole book's texts then move a few times, not twenty,
  /// and the buffers they leave behind do not stay in the process.
  private mutating func reserve(toAdd count: Int) {
    let needed = bytes.count + count
    let made = liveCount - missingTexts
    var wanted = needed * 2
    if made >= 256 {
      let mean = Swift.min((bytes.count - garbage + count) / made, 4_096)
      wanted = needed + mean * missingTexts
      wanted += wanted / 8
    }
    bytes.reserveCapacity(Swift.max(wanted, bytes.capacity + bytes.capacity / 4))
  }

  /// Copies the live texts to a new buffer, dropping replaced ones, and
  /// makes the trigrams' lists again from them alone.
  private mutating func pack() {
    var packed: [UInt8] = []
    packed.reserveCapacity(bytes.count - garbage)
    for index in spans.indices where spans[index] != .missing {
      let span = spans[index]
      spans[index].start = UInt32(packed.count)
      packed.append(contentsOf: bytes[Int(span.start)..<Int(span.start) + Int(span.count)])
    }
    bytes = packed
    garbage = 0
    postings = TrigramPostings()
    let packedBytes = bytes
    packedBytes.withUnsafeBytes { packedBytes in
      for index in spans.indices where spans[index] != .missing {
        let span = spans[index]
        list(UnsafeRawBufferPointer(rebasing: packedBytes[Int(span.start)..<Int(span.start) + Int(span.count)]), at: Slot(index))
      }
    }
  }

  /// Every slot whose text may match `query` (with repeats, in no order),
  /// or `nil` when the index cannot narrow the search: some text is not
  /// made yet, or no term has a trigram list. A matching slot is always
  /// among the candidates; the caller checks each against the query.
  ///
  /// - Complexity: O(t · m) table lookups for t terms of m bytes, plus
  ///   the length of the list returned.
  func candidates(for query: SearchQuery) -> [Slot]? {
    guard isComplete else { return nil }
    var best: [Slot]?
    for term in query.terms {
      guard let slots = candidates(for: term) else { continue }
      if slots.count < best?.count ?? .max { best = slots }
    }
    return best
  }

  /// The slots that may hold `term`: its text, or its digits when it is a
  /// phone fragment.
  private func candidates(for term: SearchQuery.Term) -> [Slot]? {
    guard let byText = candidates(containing: term.folded) else { return nil }
    guard let digits = term.digits else { return byText }
    guard let byDigits = candidates(containing: digits) else { return nil }
    return byText + byDigits
  }

  /// The shortest list among the trigrams of `bytes`: every slot whose text
  /// contains `bytes` is in it.
  private func candidates(containing bytes: [UInt8]) -> [Slot]? {
    var best: [Slot]?
    for trigram in bytes.withUnsafeBytes(Self.trigrams) {
      // No list: no text holds the trigram, so none holds `bytes`.
      guard let slots = postings[trigram] else { return [] }
      if slots.first == Self.commonMark { continue }
      if slots.count < best?.count ?? .max { best = slots }
    }
    return best
  }

  /// Adds `slot` to a list, unless it was just added (a text holds the
  /// trigram twice) or the trigram is common.
  private static func add(_ slot: Slot, to slots: inout [Slot], limit: Int) {
    guard slots.last != slot, slots.first != commonMark else { return }
    slots.append(slot)
    if slots.count > limit { slots = [commonMark] }
  }

  /// The trigrams of `bytes` in order (with repeats), each packed into the
  /// low three bytes of a `UInt32`.
  static func trigrams(of bytes: UnsafeRawBufferPointer) -> [UInt32] {
    guard bytes.count >= 3 else { return [] }
    var trigrams: [UInt32] = []
    trigrams.reserveCapacity(bytes.count - 2)
    var trigram = UInt32(bytes[0]) << 8 | UInt32(bytes[1])
    for byte in bytes[2...] {
      trigram = (trigram << 8 | UInt32(byte)) & 0xFF_FFFF
      trigrams.append(trigram)
    }
    return trigrams
  }
}
