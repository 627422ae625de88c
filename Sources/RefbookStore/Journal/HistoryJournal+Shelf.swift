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
  /// save), named `names` (their collections), whose persons `book` holds
  /// each in its book's collection (as `ShelfKey` loads them), and reads it
  /// back for that book, after the steps other journals of these books did
  /// not save (``CoveringJournals``); see ``path(forShelfOf:stateFolder:)``
  /// and ``open(at:book:encoding:limits:creatingFolders:covering:)``. The
  /// state folder is made when missing, and the list of the set's books
  /// written beside the journal.
  ///
  /// - Complexity: That of ``open(at:book:encoding:limits:creatingFolders:covering:)``.
  public static func open(
    shelfOf stores: [any BookStorage], names: [String], book: Addressbook, encoding: BookEncoding = cards,
    limits: Limits = .standard, stateFolder: String = UserFolders.state()
  ) -> (journal: HistoryJournal?, recovery: JournalRecovery) {
    let locations = stores.map { BookLocation(path: $0.path) }
    let path = path(forShelfOf: locations, stateFolder: stateFolder)
    let books = Array(zip(names, locations))
    CoveringJournals.record(books, ofSetAt: path)
    let covering = CoveringJournals(
      of: books.map { ($0.0, $0.1) }, own: path, book: book, encoding: encoding, stateFolder: stateFolder)
    return open(at: path, book: book, encoding: encoding, limits: limits, creatingFolders: true, covering: covering)
  }

  /// `path`, from the current folder when it is relative.
  static func absolute(_ path: String) -> String {
    guard !path.hasPrefix("/"), let folder = getcwd(nil, 0) else { return path }
    defer { free(folder) }
    return UserFolders.joined(String(cString: folder), path)
  }
}
