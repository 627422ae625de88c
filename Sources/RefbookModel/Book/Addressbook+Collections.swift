/// Several address books opened together (personal, work, shared — as
/// khard users keep them) are one `Addressbook` whose persons each carry
/// the name of the book they live in, their *collection*. Moving a person
/// to another collection is a change of that person like any other:
/// ``changedIDs(since:)`` reports it, and it is one undo step.
extension Addressbook {
  /// One book holding the persons of each of `books`, each in the
  /// collection named with it. Of persons with one id in several books,
  /// the one in the last book is kept.
  ///
  /// ```swift
  /// let shelf = Addressbook(collections: [("personal", personal), ("work", work)])
  /// shelf.collection(id: "zoe")      // "work"
  /// ```
  ///
  /// - Complexity: O(*n* log *n*) for *n* persons in all; nothing is decoded.
  public init(collections books: [(name: String, book: Addressbook)]) {
    self.init()
    for (name, book) in books {
      for entry in book.entries.values {
        store(Entry(entry.stored, collection: name))
      }
    }
  }

  /// The collection the person `id` lives in, or `nil` (no such person, or
  /// a book opened alone).
  ///
  /// - Complexity: O(log *n*).
  public func collection(id: Person.ID) -> String? {
    entries[id]?.collection
  }

  /// Inserts `person` as ``insert(_:)`` does, in `collection`.
  ///
  /// - Complexity: O(log *n*), plus decoding the person replaced.
  public mutating func insert(_ person: Person, in collection: String?) {
    insert(person)
    move(id: person.id, to: collection)
  }

  /// Moves the person `id` to `collection`; nothing of the person changes.
  /// Does nothing when there is no such person or it is there already.
  ///
  /// - Complexity: O(log *n*).
  public mutating func move(id: Person.ID, to collection: String?) {
    guard let old = entries[id], old.collection != collection else { return }
    store(Entry(old.stored, collection: collection))
  }

}
