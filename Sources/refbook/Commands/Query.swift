import ArgumentParser
import RefbookCommandLine
import RefbookConfig
import RefbookFormats
import RefbookModel
import RefbookStore

/// Searches the book for mutt's `query_command`.
///
/// Prints a first line of text, then `email<TAB>name<TAB>organization` for
/// every email address of every contact that matches — in any field, ignoring
/// case and accents (`emile` finds `Émile`); several words must all match.
/// When nothing matches it prints `Not found` — on standard output, the one
/// line mutt's protocol shows (on standard error NeoMutt drew it over its
/// prompt) — and exits with status 1. The book is read without taking its
/// lock, so mutt can ask while refbook has the book open; of a book that
/// was only partly readable it searches what was read, reports the rest and
/// exits with status 2. A book file indexed by the app or by `refbook
/// index` (see `QueryIndexCache`), unchanged since, is answered from its
/// index alone; a query that read a book file of 8 MiB or more starts
/// `refbook index` on it in the background (see ``BackgroundIndex``).
///
/// ```sh
/// $ refbook query emile
/// refbook: 1 address found
/// emile@example.org	Émile Zola	Le Figaro
/// ```
///
/// In `~/.muttrc`: `set query_command = "refbook query %s"`.
struct Query: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "query",
    abstract: "Search the contacts, printing their addresses in mutt's query format.")

  @OptionGroup var options: BookOptions

  @Argument(help: ArgumentHelp("What to search for; every word must match.", valueName: "text"))
  var words: [String]

  func run() throws {
    let query = SearchQuery(words.joined(separator: " "))
    let books = try options.checkedBooks(Settings.ofUser())
    // One book file indexed as it is now (see QueryIndexCache): its index alone answers.
    if books.count == 1, !books[0].location.isFolder,
      let entries = QueryIndexCache(book: books[0].location.path)?.entries(matching: query)
    {
      Console.print(Self.output(entries))
      if entries.isEmpty { throw ExitCode(1) }
      return
    }
    let stores = try options.openStores(books, allowingProblems: true, reading: .idsOnly)
    // Each store's in file order; the sort is stable, and persons it ties (same
    // id) keep the order of the books and of their cards.
    // The search texts the app kept of each book's cards, if any.
    let matches = SortOrder.name.sorted(stores.flatMap { store in
      let kept = SearchTextCache(book: store.path)?.kept() ?? KeptSearchTexts()
      return store.storedPersons.outlines(matching: query, havingEmail: true, kept: kept)
    })
    Console.print(Self.output(matches.map(QueryIndex.Entry.init)))
    if stores.count == 1, !books[0].location.isFolder { BackgroundIndex.start(for: stores[0]) }
    try stores.forEach { try $0.requireFullyRead() }
    if matches.isEmpty { throw ExitCode(1) }
  }

  /// What a query prints of its matches.
  private static func output(_ entries: [QueryIndex.Entry]) -> String {
    entries.isEmpty ? "Not found\n" : MuttQuery.output(for: entries)
  }
}
