import RefbookModel

/// Why the store could not open, lock or save a book. Every case names the
/// file, and its description is a sentence fit for the user.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file exists but could not be read.
  case unreadable(path: String, reason: String)
  /// The decoder could not read parts of the file; saving would lose them.
  case undecodable(path: String, problems: [LineProblem])
  /// Another process holds the book's lock.
  case inUse(path: String, holder: LockHolder)
  /// The lock file could not be created or locked.
  case cannotLock(path: String, reason: String)
  /// Writing failed; the book on disk is as it was before.
  case cannotWrite(path: String, reason: String)
  /// The store was opened read-only.
  case readOnly(path: String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "cannot read \(path): \(reason)"
    case .undecodable(let path, let problems):
      let listed = problems.prefix(3).map { $0.located(in: path) }
      let more = problems.count > 3 ? ["… and \(problems.count - 3) more problems"] : []
      return (listed + more + ["\(path) was not understood completely, so refbook will not save over it"])
        .joined(separator: "\n")
    case .inUse(let path, let holder):
      return "\(path) is in use by \(holder); open it read-only or quit the other program"
    case .cannotLock(let path, let reason):
      return "cannot lock \(path): \(reason)"
    case .cannotWrite(let path, let reason):
      return "cannot save \(path): \(reason); the file on disk was not changed"
    case .readOnly(let path):
      return "\(path) is open read-only"
    }
  }
}
