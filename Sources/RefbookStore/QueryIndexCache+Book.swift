#if canImport(Glibc)
import Glibc
#endif
import RefbookModel

extension QueryIndexCache {
  /// Makes the index of the book as it is now from the book alone, for a
  /// program that did not keep the book's outlines and search texts as the
  /// app does when it shows the book (`refbook index`): reads the book for
  /// its outlines and keeps them (with their keys in `order`), folds its
  /// search texts and keeps them, then makes the index of them (see
  /// ``keep()``, which waits for a version that has not settled). Nothing is
  /// read when the index kept is of this version already, and nothing is
  /// kept of a book that does not read whole and without a repair. One
  /// process at a time makes a book's index this way: another waits for it
  /// (on a lock beside the index), then finds the index made.
  ///
  /// - Complexity: O(*n*) in the size of the book, on all processors, plus
  ///   O(*n* log *n*) in its persons for the index.
  public func keepReadingBook(keyedBy order: RefbookModel.SortOrder?) {
    let lock = lockingFile()
    defer { if lock >= 0 { close(lock) } }
    guard let version = BookVersion(of: book), !isKept(of: version), let file = try? BookFile.read(book) else { return }
    let decoded = BookEncoding.vCard(deferringDecoding: true).decode(file.bytes)
    guard decoded.problems.isEmpty, decoded.warnings.isEmpty else { return }
    OutlineCache(book: book, keyedBy: order, environment: environment)?.keep(decoded, of: file.bytes)
    SearchTextCache(book: book, environment: environment)?.keep(KeptSearchTexts.archive(ofCardsOf: decoded.stored))
    keep()
  }

  /// `.NAME.lock` beside the index, open and locked for this process
  /// (waiting for another holding it); -1 when it cannot be made.
  private func lockingFile() -> Int32 {
    let slash = path.lastIndex(of: "/") ?? path.startIndex
    let folder = String(path[..<slash])
    try? DurableFile.createFolders(folder)
    let descriptor = open(folder + "/." + path[path.index(after: slash)...] + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return -1 }
    while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
    return descriptor
  }
}
