#if canImport(Glibc)
import Glibc
#endif

/// The copies of a book's contacts that refbook keeps outside the book, to
/// start and search faster: the caches in ``UserFolders/cache(environment:)``
/// (`outlines/`, `searchtexts/`, `queries/`, `verbatim/`, `frames/`), each
/// a file named by the book's real path, mode 0600.
///
/// A contact deleted is gone from all of them at the save that deletes it
/// (``forget(book:environment:)``): they are made again from the book as it
/// is then. Only the history journal (undo needs the contact) and the
/// backup `BOOK~` (the book's previous version, with the book's own mode)
/// still hold it.
enum KeptCopies {
  /// The cache folders whose files hold a book's contacts.
  static let folders = ["outlines", "searchtexts", "queries", "verbatim", "frames"]

  /// Removes every kept copy of the book at `book` (its real path).
  /// Failures are ignored: a copy that cannot be removed cannot be read
  /// either, or is made again at the next save.
  ///
  /// - Complexity: A few system calls per folder.
  static func forget(book: String, environment: [String: String] = ProcessEnvironment.variables) {
    for folder in folders {
      if let path = UserFolders.cache(of: book, in: folder, environment: environment) { unlink(path) }
    }
  }
}
