import RefbookModel

/// The search texts of one book's cards (see ``KeptSearchTexts``), kept
/// between starts: `searchtexts/HASH` in ``UserFolders/cache(environment:)``,
/// HASH naming the book's real path (a file or a vdir folder).
///
/// The file holds the book's text, folded: it is written atomically, mode
/// 0600 in a folder of mode 0700, like the outlines. A damaged file, or
/// one of another build, gives no text; failing to read or write one is
/// silent (the cache only saves time).
///
/// ```swift
/// let cache = SearchTextCache(book: path)
/// AppOptions(searchTextStorage: cache)     // the app's search preparation
/// cache?.kept().text(ofCardHash: hash)    // refbook query
/// ```
public struct SearchTextCache: SearchTextStorage {
  /// The file's path.
  public let path: String

  /// The cache of the book at `book`; `nil` when the book has no real path
  /// (it does not exist yet).
  ///
  /// - Complexity: O(1) system calls.
  public init?(book: String, environment: [String: String] = ProcessEnvironment.variables) {
    guard let path = UserFolders.cache(of: book, in: "searchtexts", environment: environment) else { return nil }
    self.path = path
    queries = QueryIndexCache(book: book, environment: environment)
  }

  /// The book's index for `refbook query`, made of its texts.
  private let queries: QueryIndexCache?

  /// The texts kept; none when there is no readable file of this build.
  ///
  /// - Complexity: O(*n*) in the size of the file.
  public func kept() -> KeptSearchTexts {
    (try? BookFile.read(path)?.bytes).map { KeptSearchTexts(archive: $0) } ?? KeptSearchTexts()
  }

  /// Writes `archive` atomically in place of the file, not flushed to the
  /// disk (a kept archive is checked when read), and removes the texts kept
  /// by another build (of any book), which this one does not read.
  ///
  /// - Complexity: O(*n*) in the size of the archive, plus one read of a
  ///   few bytes per file in the folder.
  public func keep(_ archive: [UInt8]) {
    CacheFile.write(archive, to: path, mark: KeptSearchTexts.mark)
  }

  /// Makes the book's ``QueryIndexCache`` again unless it is current.
  ///
  /// - Complexity: As ``QueryIndexCache/keep()``.
  public func searchPrepared() {
    queries?.keep()
  }
}
