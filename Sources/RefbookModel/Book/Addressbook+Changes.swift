extension Addressbook: Equatable {
  /// The ids of the persons inserted, removed or changed between `older` and
  /// this book: exactly those for which `self[id: id] != older[id: id]`.
  ///
  /// `older` need not be older: the relation is symmetric, so an undo step
  /// (newer to older) is answered the same way.
  ///
  /// - Complexity: O(k log n) when the two books share structure (one was
  ///   derived from the other by k changes, as undo snapshots are); O(n) for
  ///   unrelated books.
  public func changedIDs(since older: Addressbook) -> Set<Person.ID> {
    var changed = Set<Person.ID>()
    for id in candidateIDs(since: older) where !changed.contains(id) && !Entry.holdSamePerson(entries[id], older.entries[id]) {
      changed.insert(id)
    }
    return changed
  }

  /// Two books are equal when they hold equal persons under the same ids.
  ///
  /// - Complexity: O(k log n) for related books differing in k persons;
  ///   O(n) for unrelated ones.
  public static func == (lhs: Addressbook, rhs: Addressbook) -> Bool {
    lhs.count == rhs.count
      && lhs.candidateIDs(since: rhs).allSatisfy { Entry.holdSamePerson(lhs.entries[$0], rhs.entries[$0]) }
  }

  /// The ids whose stamps differ: every changed person, plus persons whose
  /// revision differs while their value does not (unrelated books, or an
  /// edit undone by hand).
  private func candidateIDs(since older: Addressbook) -> some Sequence<Person.ID> {
    stamps.symmetricDifference(older.stamps).lazy.map(\.id)
  }
}
