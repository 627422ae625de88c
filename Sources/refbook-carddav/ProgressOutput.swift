#if canImport(Glibc)
import Glibc
#endif
import RefbookCommandLine
import RefbookUI

/// Where `refbook sync` tells how far a sync has come, on standard error:
/// on a terminal a bar redrawn in place on one line (``SyncProgress/bar(book:columns:)``,
/// names and counts only), erased before the book's summary; for the app,
/// which asks with `--progress-lines`, lines it reads
/// (`NAME: progress ↓ 120/1000`, ``SyncProgress/line``); else nothing, so
/// that cron mails the summary alone.
struct ProgressOutput {
  private enum Form { case bar, lines, none }
  private let form: Form

  init(linesAsked: Bool) {
    form = isatty(STDERR_FILENO) == 1 ? .bar : linesAsked ? .lines : .none
  }

  /// Tells `progress` of the sync of `book`.
  func tell(_ progress: SyncProgress, of book: String) {
    switch form {
    case .bar: Console.writeAll("\r" + progress.bar(book: book, columns: Self.columns() - 1) + "\u{1B}[K", to: STDERR_FILENO)
    case .lines: Console.writeAll("\(book): \(progress.line)\n", to: STDERR_FILENO)
    case .none: break
    }
  }

  /// Erases the bar, if there is one.
  func clear() {
    if form == .bar { Console.writeAll("\r\u{1B}[K", to: STDERR_FILENO) }
  }

  /// The terminal's width (80 when it does not say).
  private static func columns() -> Int {
    var size = winsize()
    return ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
  }
}
