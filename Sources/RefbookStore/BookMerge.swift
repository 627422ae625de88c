import RefbookModel

/// A three-way merge of books by person id, for when the file changed on disk
/// while refbook had it open.
///
/// Each side's changes are found by comparing it with the common `base`
/// (``Addressbook/changedIDs(since:)``): a person is *added* (absent from
/// base), *deleted* (absent from the side), *changed* (present on both with a
/// different value) or *untouched*. Two sides' changes collide when both
/// touched the same person differently (changed it to different values,
/// added it with different values, or one changed it while the other deleted
/// it); then nothing is merged.
public enum BookMerge {
  /// The outcome of ``merge(base:ours:theirs:)``.
  public enum Result: Equatable, Sendable {
    /// The merged book.
    case merged(Addressbook)
    /// The ids touched differently on both sides, in id order.
    case conflict([Person.ID])
  }

  /// Merges two edited versions of a book.
  ///
  /// The merged book is `ours` with `theirs`'s changes applied, so it shares
  /// the structure of `ours`: telling what the merge changed for us
  /// (`merged.changedIDs(since: ours)`) costs O(*k* log *n*).
  ///
  /// - Complexity: O(*k* log *n*) for *k* changes on both sides when each
  ///   side was derived from `base`; comparing an unrelated side (a file
  ///   read again) with `base` costs O(*n*).
  public static func merge(base: Addressbook, ours: Addressbook, theirs: Addressbook) -> Result {
    let (merged, collided) = preferringTheirs(base: base, ours: ours, theirs: theirs)
    return collided.isEmpty ? .merged(merged) : .conflict(collided)
  }

  /// What a store that does not save makes of the book on disk, `theirs`:
  /// `ours` with what changed there since `base` (theirs winning where
  /// both changed a person), and `base` becomes `theirs`.
  ///
  /// - Returns: ``SaveOutcome/merged(_:)`` with the book to adopt, or
  ///   ``SaveOutcome/unchanged``.
  /// - Complexity: That of ``preferringTheirs(base:ours:theirs:)``.
  static func reloaded(ours: Addressbook, theirs: Addressbook, base: inout Addressbook) -> SaveOutcome {
    guard theirs != base else { return .unchanged }
    let merged = preferringTheirs(base: base, ours: ours, theirs: theirs).merged
    base = theirs
    return merged == ours ? .unchanged : .merged(merged)
  }

  /// Merges two edited versions of a book as ``merge(base:ours:theirs:)``
  /// does, but where both touched a person differently, theirs wins: for a
  /// book whose other version must be taken in whole (a folder's files, a
  /// book open read-only), the caller keeping ours of the collided persons
  /// elsewhere.
  ///
  /// - Returns: The merged book and the ids that collided, in id order.
  /// - Complexity: That of ``merge(base:ours:theirs:)``.
  public static func preferringTheirs(
    base: Addressbook, ours: Addressbook, theirs: Addressbook
  ) -> (merged: Addressbook, collided: [Person.ID]) {
    let ourChanges = ours.changedIDs(since: base)
    var merged = ours
    var collided: [Person.ID] = []
    for id in theirs.changedIDs(since: base) {
      if ourChanges.contains(id) && ours[id: id] != theirs[id: id] { collided.append(id) }
      merged[id: id] = theirs[id: id]
    }
    return (merged, collided.sorted())
  }
}
