import ArgumentParser
import RefbookCardDAV
import RefbookCommandLine
import RefbookConfig
import RefbookUI

/// Syncs the config file's CardDAV books with their servers, in deltas (see
/// ``CardDAVSync``), printing a line per book:
///
/// ```sh
/// $ refbook sync
/// work: ↓ 3 changed, 1 new · ↑ 2 · 0 conflicts
/// ```
///
/// While it fetches and sends cards it says how far it has come (see
/// ``ProgressOutput``): a bar on a terminal, lines when the app asks.
///
/// Exit status: 0 when every book synced; 1 when one has conflicts or
/// changes not done (the next sync tries them again); 2 when one could not
/// sync (the server unreachable or its certificate not trusted, the password
/// refused, the config wrong, its `ca_file` unreadable).
struct Sync: ParsableCommand {
  static let configuration = CardDAVCommandLine.sync

  @OptionGroup var options: CardDAVCommandLine.SyncOptions

  func run() throws {
    let book = options.book
    let books = try Settings.ofUser().books.compactMap { named in
      named.carddav.flatMap { account in book == nil || named.name == book ? (named, account) : nil }
    }
    guard !books.isEmpty else {
      throw Console.failure(book.map { "no CardDAV book \"\($0)\" in the config file" } ?? "no CardDAV book in the config file")
    }
    var status: Int32 = 0
    let output = ProgressOutput(linesAsked: options.progressLines)
    for (book, account) in books {
      do {
        let summary = try Self.sync(book, account) { progress in
          output.tell(SyncProgress(progress.sending ? .up : .down, done: progress.done, total: progress.total), of: book.name)
        }
        output.clear()
        Console.print("\(book.name): \(summary)\n")
        for failure in summary.failures { Console.warn("\(book.name): \(failure)") }
        if summary.conflicts > 0 || !summary.failures.isEmpty { status = max(status, 1) }
      } catch {
        output.clear()
        Console.warn("\(book.name): could not sync: \(error)")
        status = 2
      }
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// One sync of `book` with its vdir and its state beside it
  /// (`NAME.carddav-state`), telling `progress` how far it has come.
  private static func sync(
    _ book: Settings.NamedBook, _ account: Settings.CardDAVAccount, progress: @escaping (CardDAVSync.Progress) -> Void
  ) throws -> SyncSummary {
    let url = try ServerURL(account.url)
    let credentials: HTTPClient.Credentials?
    do { credentials = try CardDAVLogin.credentials(account) } catch { throw CardDAVError.local(error.message) }
    let folder = book.path.hasSuffix("/") ? String(book.path.dropLast()) : book.path
    let remote = RemoteAddressBook(client: try HTTPClient(for: url, credentials: credentials, caFile: account.caFile), url: url)
    return try CardDAVSync(remote: remote, folder: folder, statePath: folder + ".carddav-state").run(progress: progress)
  }
}
