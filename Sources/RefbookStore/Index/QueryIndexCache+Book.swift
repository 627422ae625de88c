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
  /// kept of a book that cannot be indexed: one that does not read whole
  /// and without a repair, holds a UID in two cards, or whose change time
  /// is ahead of the clock.
  ///
  /// One process at a time makes a book's index this way (it holds a lock
  /// beside the index): another waits for it, then finds the index made,
  /// or, unless `waiting`, leaves it at once.
  ///
  /// - Complexity: O(*n*) in the size of the book, on all processors, plus
  ///   O(*n* log *n*) in its persons for the index.
  public func keepReadingBook(keyedBy order: RefbookModel.SortOrder?, waiting: Bool) {
    let folder = SymbolicLink.folder(of: path)
    try? DurableFile.createFolders(folder)
    let lock = open(folder + "/." + SymbolicLink.fileName(of: path) + ".lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    defer { if lock >= 0 { close(lock) } }
    if lock >= 0 {
      var locked: Int32
      repeat { locked = flock(lock, waiting ? LOCK_EX : LOCK_EX | LOCK_NB) } while locked != 0 && errno == EINTR
      guard locked == 0 else { return }
    }
    guard let version = BookVersion(of: book), Self.canIndex(version), !isKept(of: version),
      let file = try? BookFile.read(book)
    else { return }
    let decoded = BookEncoding.vCard(deferringDecoding: true).decode(file.bytes)
    guard decoded.problems.isEmpty, decoded.warnings.isEmpty, Self.canIndex(decoded.stored) else { return }
    OutlineCache(book: book, keyedBy: order, environment: environment)?.keep(decoded, of: file.bytes)
    SearchTextCache(book: book, environment: environment)?.keep(KeptSearchTexts.archive(ofCardsOf: decoded.stored))
    keep()
  }
}
