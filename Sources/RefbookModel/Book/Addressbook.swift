import HashTreeCollections

/// Every person in a book, keyed by id: the root value behind the app's
/// `Ref<History<Addressbook>>`.
///
/// A value type built on persistent hash trees: a copy costs O(1), and a
/// mutated copy shares all but O(log n) nodes with the original, so keeping
/// every snapshot of an undo history costs memory proportional to the edits,
/// not to the size of the book.
///
/// Besides the persons, a book keeps one ``Stamp`` per person, renewed on
/// every change of that person; two related books compare their stamp sets
/// structurally, which makes ``changedIDs(since:)`` and `==` cost
/// O(changes · log n) rather than O(n).
///
/// Iteration visits persons in an unspecified but stable order; use
/// ``BookView`` or ``SortOrder`` for display order.
public struct Addressbook: Sendable {
  /// A stored person and its revision, boxed: tree nodes then hold one
  /// pointer per person instead of the whole struct, so the nodes an edit
  /// copies stay small (this halves the memory an undo history costs).
  final class Entry: Sendable {
    let stored: StoredPerson
    let revision: Revision
    /// The book, among several opened together, the person lives in (see
    /// `Addressbook+Collections`); `nil` in a book opened alone.
    let collection: String?

    /// An entry of a revision of its own (see ``Revision``): no two
    /// entries share one, which ``changedIDs(since:)`` and
    /// ``Comparisons`` rely on.
    init(_ stored: StoredPerson, collection: String? = nil) {
      self.stored = stored
      self.revision = Revision.next()
      self.collection = collection
    }

    var person: Person { stored.person }

    /// The stamp of this person at this revision.
    var stamp: Stamp { Stamp(id: stored.id, revision: revision) }

    /// Whether `lhs` and `rhs`, stored under one id, hold equal persons in
    /// the same collection. A comparison that decodes a card is answered
    /// once per pair (see ``Comparisons``).
    static func holdSamePerson(_ lhs: Entry?, _ rhs: Entry?) -> Bool {
      guard let lhs, let rhs else { return lhs == nil && rhs == nil }
      guard lhs !== rhs else { return true }
      guard lhs.collection == rhs.collection else { return false }
      return lhs.stored.sharesCard(with: rhs.stored) || Comparisons.shared.holdSamePerson(lhs, rhs) { lhs.person == rhs.person }
    }
  }

  var entries: TreeDictionary<Person.ID, Entry>
  var stamps: TreeSet<Stamp>

  /// An empty book.
  public init() {
    entries = [:]
    stamps = []
  }

  /// A book holding `persons`; when several share an id, the last one wins.
  ///
  /// - Complexity: O(n log n), where n is the number of persons.
  public init(_ persons: some Sequence<Person>) {
    self.init(stored: persons.lazy.map(StoredPerson.init))
  }

  /// A book holding the `stored` persons, each decoded only when it is
  /// asked for (see ``StoredPerson``); when several share an id, the last
  /// one wins.
  ///
  /// - Complexity: O(n log n), where n is the number of persons; a large
  ///   book's two trees (persons and stamps) are built at once, on two
  ///   processors when there are.
  public init(stored: some Sequence<StoredPerson>) {
    let added = stored.map { Entry($0) }
    self.init()
    guard added.count >= Self.twoTreesAtOnce, Processors.online > 1 else {
      for entry in added { store(entry) }
      return
    }
    var (entries, stamps) = concurrently(
      {
        var entries = TreeDictionary<Person.ID, Entry>()
        for entry in added { entries[entry.stored.id] = entry }
        return entries
      },
      {
        var stamps = TreeSet<Stamp>()
        for entry in added { stamps.insert(entry.stamp) }
        return stamps
      })
    if entries.count < added.count {
      // Ids repeat: a stamp for each person kept, not for each card.
      stamps = TreeSet(entries.values.lazy.map(\.stamp))
    }
    (self.entries, self.stamps) = (entries, stamps)
  }

  /// The number of persons from which ``init(stored:)`` builds its two
  /// trees at once: below it, starting a thread costs more than it saves.
  private static let twoTreesAtOnce = 4_096

  /// Puts `entry` in place of the person with its id, if any, and its
  /// stamp in place of that person's.
  ///
  /// - Complexity: O(log n)
  mutating func store(_ entry: Entry) {
    if let old = entries.updateValue(entry, forKey: entry.stored.id) {
      stamps.remove(old.stamp)
    }
    stamps.insert(entry.stamp)
  }

  /// The number of persons in the book.
  ///
  /// - Complexity: O(1)
  public var count: Int { entries.count }

  /// Whether the book holds no person.
  ///
  /// - Complexity: O(1)
  public var isEmpty: Bool { entries.isEmpty }

  /// Whether a person with `id` is in the book.
  ///
  /// - Complexity: O(log n)
  public func contains(id: Person.ID) -> Bool {
    entries[id] != nil
  }

  /// The person with `id`, or `nil` when there is none; assigning a person
  /// inserts or replaces it, assigning `nil` removes it.
  ///
  /// Assigning a person equal to the one stored changes nothing (no new
  /// revision), so a no-op edit never appears in ``changedIDs(since:)``.
  ///
  /// - Precondition: An assigned person's `id` equals `id`.
  /// - Complexity: O(log n), plus decoding the person when it is still in
  ///   its card (see ``StoredPerson``).
  public subscript(id id: Person.ID) -> Person? {
    get { entries[id]?.person }
    set {
      if let newValue {
        precondition(newValue.id == id, "Addressbook: a person stored under \(id) has id \(newValue.id)")
        insert(newValue)
      } else {
        remove(id: id)
      }
    }
  }

  /// The person with `id` as the book stores it (still in its card, or
  /// decoded), or `nil` when there is none.
  ///
  /// - Complexity: O(log n); nothing is decoded.
  public func stored(id: Person.ID) -> StoredPerson? {
    entries[id]?.stored
  }

  /// The outline of the person with `id` — every field a list needs (see
  /// ``StoredPerson/outline``) — or `nil` when there is none.
  ///
  /// - Complexity: O(log n); no card is decoded (an outline kept as its
  ///   record is made from it).
  public func outline(id: Person.ID) -> PersonOutline? {
    entries[id]?.stored.outline
  }

  /// Inserts `person`, replacing the person with the same id if there is one
  /// (in its collection, see `Addressbook+Collections`).
  ///
  /// - Returns: The person replaced, or `nil` when `person` is new.
  /// - Complexity: O(log n), plus decoding the person replaced.
  @discardableResult
  public mutating func insert(_ person: Person) -> Person? {
    let old = entries[person.id]
    let replaced = old?.person
    if let replaced, replaced == person { return replaced }
    let entry = Entry(StoredPerson(person), collection: old?.collection)
    // Known to differ: the observers of the change (the list, the journal,
    // the save) are told so without decoding the card replaced again.
    if let old, old.stored.source != nil { Comparisons.shared.remember(false, old, entry) }
    store(entry)
    return replaced
  }

  /// Removes the person with `id`.
  ///
  /// - Returns: The person removed, as the book stored it (still in its
  ///   card, when it was: nothing is decoded), or `nil` when there was none.
  /// - Complexity: O(log n)
  @discardableResult
  public mutating func remove(id: Person.ID) -> StoredPerson? {
    guard let old = entries.removeValue(forKey: id) else { return nil }
    stamps.remove(old.stamp)
    return old.stored
  }
}
