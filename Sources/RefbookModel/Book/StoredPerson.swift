import VCard

/// A person as a book holds it: either decoded, or the vCard it was read
/// from, of which only the ``outline`` — the fields a list shows and sorts
/// by — was decoded (or is kept as its record in an ``OutlineArchive``,
/// decoded when asked for); the rest is decoded from the card's bytes each time
/// ``person`` is asked for, so that a large book costs its file's bytes plus
/// an outline per person, not every field of every person.
///
/// ```swift
/// let (read, persons) = StoredPerson.persons(fromVCard: bytes, parts: 2, deferring: true)
/// persons[0].outline.displayName   // nothing more decoded
/// persons[0].person.note           // decodes the card
/// ```
public struct StoredPerson: Equatable, Sendable {
  /// The outline of ``person`` (read from ``Person/outlineProperties``
  /// when the person is not decoded). (Of a person read for its id only,
  /// see ``idsOnly(fromVCard:parts:)``, the id alone.)
  ///
  /// Lent, not copied, when the person was read for its outline; made from
  /// the person each time when it is decoded, and from its record each
  /// time when it was read from kept outlines (see ``OutlineArchive``), so
  /// a loop over the whole book asks for what it needs instead (``id``,
  /// ``sortKey(in:)``, ``categories``, ``mergedIDs``).
  public var outline: PersonOutline {
    _read {
      switch storage.outline {
      case .person(let box): yield box.value.outline
      case .outline(let box): yield box.value
      case .record(let record): yield OutlineRecord.outline(at: record)
      }
    }
  }

  /// Boxed, so that copies (a book holds one per person) cost one retain.
  private let storage: Storage

  private final class Storage: Sendable {
    let id: Person.ID
    let outline: Outline
    /// The bytes of the card the person is read from, when it is not decoded.
    let source: ArraySlice<UInt8>?
    /// The line of its file where the card starts (0 for a person not
    /// read from a file).
    let line: Int
    /// The outline's key in an order, when it was kept with the outline
    /// (see ``OutlineArchive``).
    let keptKey: KeptKey?
    /// The ``BytesHash`` of ``source``, when it was kept with the outline.
    let sourceHash: UInt64?
    /// Of a person whose card has no `UID`, which repeat of its card's bytes
    /// its id was generated for (see ``GeneratedID``); `nil` for another.
    let generatedIDRepeat: Int?

    init(
      id: Person.ID, outline: Outline, source: ArraySlice<UInt8>?, line: Int, keptKey: KeptKey? = nil,
      sourceHash: UInt64? = nil, generatedIDRepeat: Int? = nil
    ) {
      self.id = id
      self.outline = outline
      self.source = source
      self.line = line
      self.keptKey = keptKey
      self.sourceHash = sourceHash
      self.generatedIDRepeat = generatedIDRepeat
    }

    convenience init(person: Person, line: Int, generatedIDRepeat: Int? = nil) {
      self.init(id: person.id, outline: .person(Box(person)), source: nil, line: line, generatedIDRepeat: generatedIDRepeat)
    }

    convenience init(outline: PersonOutline, source: ArraySlice<UInt8>, line: Int, generatedIDRepeat: Int?) {
      self.init(
        id: outline.id, outline: .outline(Box(outline)), source: source, line: line, generatedIDRepeat: generatedIDRepeat)
    }
  }

  /// An outline's key in an order, kept with the outline, and its place
  /// among the keys kept of the same book: the list in that order is
  /// made by putting rows in their places, then checking that they are in
  /// order, instead of sorting them.
  struct KeptKey: Sendable {
    let order: SortOrder
    let key: SortKey
    /// Where the key was among the kept keys (ordered by key, then id).
    let place: Int
  }

  /// How the outline is held: as the decoded person, as an outline, or as
  /// the bytes of its record in an archive (a fifth of the memory, and
  /// nothing to make at start).
  private enum Outline: Sendable {
    case person(Box<Person>)
    case outline(Box<PersonOutline>)
    /// Bytes of which ``OutlineRecord/extent(reading:)`` found a whole
    /// record.
    case record(ArraySlice<UInt8>)
  }

  /// A value on the heap: an `Outline` one word wide, not a `Person` wide.
  private final class Box<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  /// A decoded person.
  public init(_ person: Person) {
    storage = Storage(person: person, line: 0)
  }

  /// A person decoded whole from the card at line `line` of its file, its
  /// id generated for repeat `generatedIDRepeat` of the card's bytes when
  /// it has no `UID`.
  init(_ person: Person, line: Int, generatedIDRepeat: Int?) {
    storage = Storage(person: person, line: line, generatedIDRepeat: generatedIDRepeat)
  }

  /// The person read from the card whose bytes are `source`, starting at
  /// line `line` of its file, of whom `outline` is the outline, its id
  /// generated for repeat `generatedIDRepeat` of those bytes when its card
  /// has no `UID`.
  ///
  /// - Precondition: `outline` is that of ``Person/init(card:source:)`` of
  ///   the card read from `source` for its outline, its id that of the
  ///   repeat.
  init(outline: PersonOutline, source: ArraySlice<UInt8>, line: Int, generatedIDRepeat: Int?) {
    storage = Storage(outline: outline, source: source, line: line, generatedIDRepeat: generatedIDRepeat)
  }

  /// The person read from the card whose bytes are `source`, starting at
  /// line `line` of its file, whose outline is the archive's record
  /// `record` with id `id`, with its key in an order when one was kept,
  /// the ``BytesHash`` of `source`, and the repeat of `source` its id was
  /// generated for when its card has no `UID`.
  ///
  /// - Precondition: ``OutlineRecord/extent(reading:)`` read `record` whole
  ///   and gave `id`, the record is of the card read from `source`, and
  ///   `sourceHash` is its hash (``OutlineArchive`` checks all three).
  init(
    record: ArraySlice<UInt8>, id: Person.ID, source: ArraySlice<UInt8>, line: Int, keptKey: KeptKey?, sourceHash: UInt64,
    generatedIDRepeat: Int?
  ) {
    storage = Storage(
      id: id, outline: .record(record), source: source, line: line, keptKey: keptKey, sourceHash: sourceHash,
      generatedIDRepeat: generatedIDRepeat)
  }

  /// The person with the id generated for repeat `repeat` of its card's
  /// bytes, `id` (see ``GeneratedID/repeats(ids:generated:source:)``).
  ///
  /// - Precondition: the person's id is generated, and the person was read
  ///   from its card, decoded or for its outline (not from kept outlines).
  /// - Complexity: O(1), but for copying the person or the outline.
  func identified(as id: Person.ID, repeat: Int) -> StoredPerson {
    switch storage.outline {
    case .person(let box):
      var person = box.value
      person.id = id
      return StoredPerson(person, line: line, generatedIDRepeat: `repeat`)
    case .outline(let box):
      var outline = box.value
      outline.id = id
      return StoredPerson(outline: outline, source: source!, line: line, generatedIDRepeat: `repeat`)
    case .record:
      preconditionFailure("StoredPerson: a person read from its card")
    }
  }

  /// Of a person whose card has no `UID`, which repeat of its card's bytes
  /// its id was generated for (see ``GeneratedID``); `nil` for another.
  var generatedIDRepeat: Int? { storage.generatedIDRepeat }

  /// The bytes of the outline's record in an archive, when the person was
  /// read from one: written again as they are.
  var record: ArraySlice<UInt8>? {
    guard case .record(let record) = storage.outline else { return nil }
    return record
  }

  /// The person's key in `order`: the one kept with the outline when there
  /// is one for that order, else computed.
  ///
  /// - Complexity: O(1) for a kept key; otherwise O(*m*), the length of
  ///   the person's name fields.
  public func sortKey(in order: SortOrder) -> SortKey {
    if let keptKey, keptKey.order == order { return keptKey.key }
    switch storage.outline {
    case .person(let box): return order.sortKey(for: box.value)
    case .outline(let box): return order.sortKey(for: box.value)
    case .record: return order.sortKey(for: outline)
    }
  }

  /// The outline's categories (`CATEGORIES`): of a person read from kept
  /// outlines, read from its record alone.
  ///
  /// - Complexity: O(*c*) in their size, plus passing over the record's
  ///   names and organization.
  public var categories: [String] {
    switch storage.outline {
    case .person(let box): box.value.categories
    case .outline(let box): box.value.categories
    case .record(let record): OutlineRecord.categories(at: record)
    }
  }

  /// The UIDs recorded as merged into the person (see
  /// ``Person/mergedIDs``): none for a person read from kept outlines (an
  /// archive keeps no record of an outline that has some).
  ///
  /// - Complexity: O(*p*) in a decoded person's ``Person/otherProperties``;
  ///   O(1) for another.
  public var mergedIDs: [Person.ID] {
    switch storage.outline {
    case .person(let box): box.value.mergedIDs
    case .outline(let box): box.value.mergedIDs
    case .record: []
    }
  }

  /// The outline's key in an order, when it was kept with the outline.
  var keptKey: KeptKey? { storage.keptKey }

  /// The place of the person's key in `order` among the keys kept with its
  /// book's outlines (see ``KeptKey``), when its key in that order was kept.
  ///
  /// - Complexity: O(1)
  public func keptPlace(in order: SortOrder) -> Int? {
    guard let keptKey, keptKey.order == order else { return nil }
    return keptKey.place
  }

  /// The person's id.
  public var id: Person.ID { storage.id }

  /// The bytes of the vCard card the person is still in, which ``person``
  /// decodes; `nil` for a decoded one.
  ///
  /// - Complexity: O(1)
  public var source: ArraySlice<UInt8>? { storage.source }

  /// The ``BytesHash`` of ``source``: kept with the outline when it was
  /// read from kept outlines, else computed; `nil` for a decoded person.
  ///
  /// - Complexity: O(1) when kept; otherwise O(*m*) in the size of the card.
  var sourceHash: UInt64? { storage.sourceHash ?? storage.source.map(BytesHash.of) }

  /// The ``BytesHash`` of ``source`` when it was kept with the outline
  /// (see ``sourceHash``), `nil` otherwise: what a view keeps of each person
  /// to find its kept search text without the book.
  ///
  /// - Complexity: O(1)
  var keptSourceHash: UInt64? { storage.sourceHash }

  /// The line of its file where the person's card starts; 0 for a person
  /// not read from a file.
  public var line: Int { storage.line }

  /// The whole person.
  ///
  /// - Complexity: O(1) for a decoded person; O(*m*) in the size of the
  ///   card for a person still in its card.
  public var person: Person {
    if case .person(let box) = storage.outline { return box.value }
    guard let source = storage.source, let card = VCardParser.parseCard(source, firstLine: storage.line) else {
      return Person(outline)
    }
    // Its card's UID, or the id generated with the outline: the same.
    return Person(card: card, idWithoutUID: storage.id)
  }

  /// Two stored persons are equal when they hold equal persons.
  ///
  /// - Complexity: As ``holdsSamePerson(as:)``.
  public static func == (lhs: StoredPerson, rhs: StoredPerson) -> Bool {
    lhs.id == rhs.id && lhs.holdsSamePerson(as: rhs)
  }

  /// Whether `self` and `other`, stored under the same id, hold equal persons.
  ///
  /// - Complexity: O(*m*) to compare the bytes of two cards; O(*m*) to
  ///   decode and compare the persons otherwise.
  func holdsSamePerson(as other: StoredPerson) -> Bool {
    sharesCard(with: other) || person == other.person
  }

  /// Whether `self` and `other`, stored under the same id, are known to
  /// hold equal persons without decoding either: they share their storage,
  /// or their cards' bytes. `false` tells nothing.
  ///
  /// - Complexity: O(*m*) to compare the bytes of two cards.
  func sharesCard(with other: StoredPerson) -> Bool {
    if storage === other.storage { return true }
    // A card's person depends only on its bytes (and, without a UID, on
    // the repeat of them its id was generated for: both have the same id).
    if let source = storage.source, let otherSource = other.storage.source, source.hasSameBytes(as: otherSource) {
      return true
    }
    return false
  }
}
