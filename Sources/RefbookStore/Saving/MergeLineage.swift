import RefbookModel

/// What a store remembers of its last save to merge the next one right: a
/// book on each side of a merge may have been made from either of two
/// versions.
///
/// - Our side: after a save merged changes made on disk and handed the
///   merge back (``offered``), the app's next book was made from it (the
///   app took it in) or from the snapshot saved (it edited on first); a
///   property it holds as the merge had it is no change of ours
///   (``base(saved:ours:)``).
/// - Their side: another program that read the book just before our last
///   write and wrote it just after made its version from the file as it
///   was before that write, and would undo that write; its changes are
///   first applied to what we wrote (``theirs(_:changedAt:)``). Only a
///   change written within ``staleness`` of our write (by the file's time,
///   however late a loaded machine gets to read it) is read so: a program
///   that reverts a contact later means it.
struct MergeLineage: Sendable {
  /// The book the last save merged with changes on disk and handed back.
  private var offered: Addressbook?
  /// What the file (or folder) held before the last save that wrote it,
  /// what that save wrote, and when (as ``WallClock`` tells time).
  private var replaced: (before: Addressbook, written: Addressbook, at: Duration)?

  /// How long after our write another program's version may have been
  /// made from the file as it was before it.
  static let staleness = Duration.seconds(2)

  /// Whether a save of ours must be merged with `theirs`, the book on disk,
  /// when `saved` is our last snapshot saved (or loaded).
  ///
  /// - Complexity: O(*k* log *n*) for related books.
  func needsMerge(saved: Addressbook, theirs: Addressbook) -> Bool {
    offered != nil || theirs != saved
  }

  /// The base to merge `ours` with: `saved`, with each property `ours`
  /// holds as the merge last handed back had it taken from that merge
  /// (``BookMerge/base(_:or:as:)``).
  ///
  /// - Complexity: O(*k* log *n*) for the *k* persons the last save merged.
  func base(saved: Addressbook, ours: Addressbook) -> Addressbook {
    offered.map { BookMerge.base(saved, or: $0, as: ours) } ?? saved
  }

  /// `found`, the book on disk, last modified at `changedAt` (its file's
  /// time; for a folder, its newest file's), with the changes it makes to
  /// what the file held before our last write applied to what we wrote
  /// instead, when it changed within ``staleness`` after that write (see
  /// the type's discussion); `collided`: the persons whose change overlaps
  /// what we wrote, kept as theirs (see ``BookMerge/rebased(_:madeFrom:onto:)``).
  ///
  /// - Complexity: O(*n*) to compare `found`, freshly read, with what we wrote.
  func theirs(_ found: Addressbook, changedAt: Duration) -> (merged: Addressbook, collided: [Person.ID]) {
    guard let replaced, changedAt - replaced.at < Self.staleness, found != replaced.written else { return (found, []) }
    return BookMerge.rebased(found, madeFrom: replaced.before, onto: replaced.written)
  }

  /// Records a save of `ours` that handed back `result` (itself, when
  /// nothing was merged) and, when it wrote, what it wrote over (`before`)
  /// and what the book on disk is now (`written`).
  mutating func saved(_ ours: Addressbook, result: Addressbook, replacing before: Addressbook?, with written: Addressbook) {
    offered = result == ours ? nil : result
    if let before { replaced = (before, written, WallClock.now) }
  }
}
