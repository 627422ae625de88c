/// The orders the list of persons can be shown in.
///
/// Orders compare text the way a reader expects rather than by code point:
/// case and accents are secondary (`Émile` sorts beside `Emil`, not after
/// `z`), numbers compare by value (`Room 9` before `Room 10`), and scripts
/// follow each other (Latin, Greek, Cyrillic, Arabic, then CJK). Persons with
/// nothing to sort by come last.
public enum SortOrder: String, CaseIterable, Sendable {
  /// By ``Person/displayName``.
  case name
  /// By family name, then given name; persons without a family name sort by
  /// their display name among the others (an organization's card under its name).
  case familyName
  /// By organization, then display name; persons without an organization
  /// follow, by display name.
  case organization

  /// `persons` in this order (ties broken by id, so the result is total;
  /// persons with one id keep their order).
  ///
  /// - Complexity: O(n log n) key comparisons plus O(n) key computations,
  ///   both spread over the processors.
  public func sorted<Outlined: OutlineFields>(_ persons: some Sequence<Outlined>) -> [Outlined] {
    Self.sorted(Array(persons)) { sortKey(for: $0) }
  }

  /// `stored` in this order, as the persons' outlines are sorted (see
  /// ``sortKey(for:)``): each by the key kept with its outline when there
  /// is one for this order (see ``StoredPerson/sortKey(in:)``).
  ///
  /// - Complexity: O(n log n) key comparisons plus O(n) keys read or
  ///   computed, both spread over the processors.
  public func sorted(_ stored: [StoredPerson]) -> [StoredPerson] {
    Self.sorted(stored) { $0.sortKey(in: self) }
  }

  /// `items` sorted by their `key`s, made and sorted on all processors; of
  /// equal keys, the earlier item first.
  private static func sorted<Item: Sendable>(_ items: [Item], by key: @Sendable (Item) -> SortKey) -> [Item] {
    items.concurrentMap(minimumPiece: 1_024, key).concurrentlySortedIndices(minimumPiece: 1_024).map { items[$0] }
  }
}
