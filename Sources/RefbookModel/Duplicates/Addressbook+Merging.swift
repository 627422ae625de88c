extension Addressbook {
  /// The persons `ids` merged into one (see ``Person/init(merging:)``), in
  /// the order given, the first one's id kept; ids not in the book are
  /// skipped. `nil` when fewer than two of them are in the book. The book
  /// is not changed: this is the preview of ``merge(ids:)``.
  ///
  /// - Complexity: O(*k* log *n*) for *k* ids, plus decoding them and the merge.
  public func merged(ids: [Person.ID]) -> Person? {
    var seen = Set<Person.ID>()
    let persons = ids.filter { seen.insert($0).inserted }.compactMap { self[id: $0] }
    return persons.count < 2 ? nil : Person(merging: persons)
  }

  /// Merges the persons `ids` into one, as ``merged(ids:)`` previews: the
  /// others are removed, and the merged person replaces the first (in its
  /// collection). One change of the book, so one undo step when committed
  /// as one. Does nothing when fewer than two of `ids` are in the book.
  ///
  /// ```swift
  /// history.record(history.value.merging(ids: group.ids), description: "merge 2 contacts")
  /// ```
  ///
  /// - Returns: The merged person, or `nil` when nothing was merged.
  /// - Complexity: As ``merged(ids:)``, plus O(*k* log *n*) to remove and insert.
  @discardableResult
  public mutating func merge(ids: [Person.ID]) -> Person? {
    guard let merged = merged(ids: ids) else { return nil }
    for id in ids where id != merged.id { remove(id: id) }
    insert(merged)
    return merged
  }

  /// This book with the persons `ids` merged (see ``merge(ids:)``).
  ///
  /// - Complexity: As ``merge(ids:)``.
  public func merging(ids: [Person.ID]) -> Addressbook {
    var book = self
    book.merge(ids: ids)
    return book
  }

  /// Each UID recorded as merged into a person of the book (see
  /// ``Person/mergedIDs``), with that person's id: what
  /// ``insertImported(_:mergedIDs:)`` looks imported cards up in. Read
  /// from the outlines (see ``StoredPerson/mergedIDs``): nothing is decoded.
  ///
  /// - Complexity: O(*n*).
  public var mergedIDs: [Person.ID: Person.ID] {
    var owners: [Person.ID: Person.ID] = [:]
    for (id, entry) in entries {
      for merged in entry.stored.mergedIDs { owners[merged] = id }
    }
    return owners
  }

  /// Inserts an imported `person` as ``insert(_:)`` does, except that a
  /// person whose id is a merged person's — its own or one it recorded, as
  /// `mergedIDs` (this book's ``mergedIDs``) tells — is merged into that
  /// person (``Person/init(merging:)``, the merged person first) rather
  /// than replacing it or being added beside it. Importing again a card
  /// from before a merge thus updates the merged contact, and changes
  /// nothing when the card is as it was.
  ///
  /// - Returns: The person updated, or `nil` when `person` is new.
  /// - Complexity: O(log *n*), plus decoding the person updated.
  @discardableResult
  public mutating func insertImported(_ person: Person, mergedIDs: [Person.ID: Person.ID]) -> Person? {
    let target = contains(id: person.id) ? person.id : mergedIDs[person.id]
    guard let target, let outline = outline(id: target), !outline.mergedIDs.isEmpty, let existing = self[id: target] else {
      return insert(person)
    }
    insert(Person(merging: [existing, person]))
    return existing
  }
}
