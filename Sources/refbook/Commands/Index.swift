import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import RefbookCommandLine
import RefbookConfig
import RefbookStore

/// Keeps what `refbook query` answers from without reading the book: the
/// outlines of its cards, their search texts and the query index (see
/// `QueryIndexCache`), as the app keeps them once it has shown the book.
/// A version of the book that changed less than 3 seconds ago is waited
/// for. It runs at the lowest priority, and prints nothing unless no index
/// could be kept (the book is missing, does not read whole, holds a UID in
/// two cards, or changed meanwhile: exit status 2).
///
/// `refbook query` starts it in the background itself after reading a
/// book file of 8 MiB or more (about 20,000 contacts) that had no index;
/// run it after a sync (vdirsyncer's `post_hook`, say) to have the first
/// query after it answered from the index too. A book that is a folder has
/// no index: `query` reads its files.
///
/// ```sh
/// $ vdirsyncer sync && refbook index
/// ```
struct Index: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "index",
    abstract: "Keep the index that refbook query answers from.",
    discussion: """
      Keeps the outlines of the book's cards, their search texts and the index for query in \
      $XDG_CACHE_HOME/refbook, as the app does once it has shown the book. A query that read a book \
      file of 8 MiB or more starts it in the background; run it after a sync to have the first query \
      after it answered from the index too. Exit status 2 when a book got no index (it is missing, does \
      not read whole, holds a UID in two cards, or changed meanwhile).
      """)

  @OptionGroup var options: BookOptions

  /// Started by a query: leave at once when another `refbook index` is making this book's index.
  @Flag(help: ArgumentHelp(visibility: .hidden))
  var background = false

  func run() throws {
    setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
    let settings = try Settings.ofUser()
    var missed = false
    for (_, location) in try options.checkedBooks(settings) where !location.isFolder {
      guard let index = QueryIndexCache(book: location.path) else {
        Console.warn("\(location.path): no such book file")
        missed = true
        continue
      }
      index.keepReadingBook(keyedBy: settings.sortOrder, waiting: !background)
      if !background, !index.isCurrent {
        Console.warn(
          "\(location.path): no index kept: the book does not read whole, holds a UID twice, or changed meanwhile")
        missed = true
      }
    }
    if missed { throw ExitCode(2) }
  }
}
