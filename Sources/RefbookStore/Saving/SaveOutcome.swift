import RefbookModel

/// What ``BookStorage/save(_:)`` did.
public enum SaveOutcome: Equatable, Sendable {
  /// Nothing to write: the file already holds this book.
  case unchanged
  /// The book was written as given.
  case written
  /// The file had changed on disk; the changes did not collide and the
  /// merged book, which the caller should adopt, was written.
  case merged(Addressbook)
  /// The file had changed on disk in ways that collide with ours (on the
  /// listed ids): it was left alone and ours was written to `path` beside it.
  case savedBeside(path: String, conflicts: [Person.ID])
  /// The book (a folder) had changed on disk, some contacts (`conflicts`)
  /// in ways that collide with ours: their version is kept in the merged
  /// book, which the caller should adopt, and ours of each is in `paths`.
  case mergedKeepingOursBeside(Addressbook, paths: [String], conflicts: [Person.ID])
}

/// Our versions of contacts whose changes collided with changes made on
/// disk by another program: the book took theirs, and ours went to
/// conflict copies beside it.
public struct KeptBeside: Equatable, Sendable {
  /// Our version of each contact, as the save was asked to write it.
  public var persons: [Person]
  /// The conflict copies holding them.
  public var paths: [String]
}
