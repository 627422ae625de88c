import RefbookModel

/// A three-way merge of books by person id, for when the file changed on disk
/// while refbook had it open.
///
/// Each side's changes are found by comparing it with the common `base`
/// (``Addressbook/changedIDs(since:)``): a person is *added* (absent from
/// base), *deleted* (absent from the side), *changed* (present on both with a
/// different value) or *untouched*. A person both sides changed (or added)
/// differently is merged property by property (``Person/merged(base:ours:theirs:)``);
/// the two *collide* only when their changes to it overlap. A person one
/// side deleted and the other changed is kept, changed: nothing anyone
/// wrote is dropped.
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

  /// Another program's version `theirs` of a file, found where we had
  /// written `written` over `earlier`, with its changes counted from
  /// `written`, person by person as ``Person/rebased(_:madeFrom:onto:)``
  /// does: `theirs` itself without `earlier`. Where the two overlap, their
  /// person is kept and its id is among the `collided`: a conflict, for the
  /// caller to keep ours of beside the book.
  ///
  /// - Complexity: O(*n*) to compare `theirs`, freshly read, with the others.
  static func rebased(
    _ theirs: Addressbook, madeFrom earlier: Addressbook?, onto written: Addressbook
  ) -> (merged: Addressbook, collided: [Person.ID]) {
    earlier.map { preferringTheirs(base: $0, ours: written, theirs: theirs) } ?? (theirs, [])
  }

  /// The base to merge `side` with when it may have been made from `base`
  /// or from `other` (see ``MergeLineage``): `base`, with each person that
  /// `other` changed counting, property by property, what `side` holds of
  /// `other` as base (``Person/base(_:adopting:as:)``), so that what a
  /// side took from `other` is not taken for a change of its own.
  ///
  /// ```swift
  /// // The app took in a merge handed back, or edited on from the snapshot saved:
  /// let base = BookMerge.base(snapshot, or: offered, as: ours)
  /// ```
  ///
  /// - Complexity: O(*k* log *n*) for the *k* persons `other` changed.
  public static func base(_ base: Addressbook, or other: Addressbook, as side: Addressbook) -> Addressbook {
    var result = base
    for id in other.changedIDs(since: base) {
      switch (base[id: id], other[id: id], side[id: id]) {
      case (let old?, let new?, let held?): result[id: id] = Person.base(old, adopting: new, as: held)
      case (_, let new, let held) where new == held: result[id: id] = new
      default: break
      }
    }
    return result
  }

  /// Merges two edited versions of a book as ``merge(base:ours:theirs:)``
  /// does, but where the changes to a person collide, theirs wins: for a
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
      guard ourChanges.contains(id) else {
        merged[id: id] = theirs[id: id]
        continue
      }
      switch (ours[id: id], theirs[id: id]) {
      case (nil, let theirs?):
        merged[id: id] = theirs  // we deleted it, they changed it: kept, changed
      case (_?, nil), (nil, nil):
        break  // they deleted it, we changed it: kept, changed; or both deleted it
      case (let ours?, let theirs?):
        if let person = Person.merged(base: base[id: id] ?? Person(id: id), ours: ours, theirs: theirs) {
          merged[id: id] = person
        } else {
          collided.append(id)
          merged[id: id] = theirs
        }
      }
    }
    return (merged, collided.sorted())
  }
}
