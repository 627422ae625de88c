#if canImport(Glibc)
import Glibc
#endif
import RefbookModel

extension HistoryJournal {
  /// Where the journal of several books opened together is: one file for
  /// the set, `STATE/shelf-HASH.history` in refbook's state folder (see
  /// ``UserFolders/state(environment:)``), the hash being that of the
  /// books' journal paths (see ``path(forBookAt:)``), made absolute and
  /// sorted — so the same books in any order share it, and another set
  /// has its own.
  ///
  /// One journal for the set rather than one per book: a step of the
  /// session may touch several books (a move is one step, out of one book
  /// and into another), and a single file keeps the steps' order and each
  /// step whole, as one record, without matching records across files.
  ///
  /// - Complexity: A few system calls per book.
  public static func path(forShelfOf locations: [BookLocation], stateFolder: String = UserFolders.state()) -> String {
    let key = locations.map { absolute(path(forBookAt: $0)) }.sorted().joined(separator: "\n")
    return UserFolders.joined(stateFolder, "shelf-\(JournalLine.checksum(key.utf8)).history")
  }

  /// Opens the journal of the books of `stores` opened together (stores that
  /// save), whose persons `book` holds each in its book's collection (as
  /// `ShelfKey` loads them), and reads it back for that book; see
  /// ``path(forShelfOf:stateFolder:)`` and
  /// ``open(at:book:encoding:limits:creatingFolders:)``. The state folder
  /// is made when missing.
  ///
  /// - Complexity: That of ``open(at:book:encoding:limits:creatingFolders:)``.
  public static func open(
    shelfOf stores: [any BookStorage], book: Addressbook, encoding: BookEncoding = cards, limits: Limits = .standard,
    stateFolder: String = UserFolders.state()
  ) -> (journal: HistoryJournal?, recovery: JournalRecovery) {
    open(
      at: path(forShelfOf: stores.map { BookLocation(path: $0.path) }, stateFolder: stateFolder), book: book,
      encoding: encoding, limits: limits, creatingFolders: true)
  }

  /// `path`, from the current folder when it is relative.
  private static func absolute(_ path: String) -> String {
    guard !path.hasPrefix("/"), let folder = getcwd(nil, 0) else { return path }
    defer { free(folder) }
    return UserFolders.joined(String(cString: folder), path)
  }
}
