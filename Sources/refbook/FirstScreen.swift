import NcursesTerminal
import RefbookConfig
import RefbookModel
import RefbookStore
import RefbookUI
import TerminalKit

/// The app's first screen of one book file, kept from one start to the next
/// (see ``FrameCache``): shown as soon as the book is locked, while it is
/// read (a third of a second at 100,000 contacts), and kept again once the
/// app has drawn its own (a write of about 10 KB, on the main thread: a
/// program quitting at once must not lose it). Keys typed meanwhile wait
/// for the app. Without a kept screen, a large file's start shows which
/// book it reads (see ``show(mouse:images:)``) rather than the shell's screen.
///
/// A screen is shown only on the version of the book it was drawn of, in
/// the same context: this build, the same config file, terminal type,
/// locale, colour settings, book path as given and access, and a terminal
/// of the same size. The app's own first screen then draws over it; as it
/// is the same, nothing is sent. The screen kept is the first the app drew
/// of the version it read, unless that start had something to tell (a
/// notice, a problem), which the next start may not have; after a session
/// that changed the book, the screen kept is the one the next start will
/// draw of it (see ``keepAfterSaving(size:draw:)``). A write to the
/// book that keeps its identity (same size, within one tick of a coarse
/// file time, after it was read) would show the screen of the version
/// before it until the app draws its own.
///
/// ```swift
/// let first = FirstScreen(book: location, readOnly: false)
/// let store = try location.open(…, beforeReading: { first?.show(mouse: true, images: true) })
/// let terminal = first?.terminal ?? try NcursesTerminal()
/// let app = App(terminal: first?.recording(terminal) ?? terminal, …)
/// ```
final class FirstScreen {
  private let cache: FrameCache
  private let book: String
  private let context: UInt64
  /// The book's version when it was about to be read.
  private var version: BookVersion?
  /// The screen shown, as kept.
  private var shown: [UInt8]?
  /// The terminal opened to show it, for the app to use.
  private(set) var terminal: NcursesTerminal?

  /// The first screen of the book file at `location`; `nil` for a folder,
  /// a book that does not exist yet, or when the build cannot be told from
  /// another.
  init?(book location: BookLocation, readOnly: Bool, environment: [String: String] = ProcessEnvironment.variables) {
    guard !location.isFolder, let cache = FrameCache(book: location.path, environment: environment),
      let build = BookVersion(of: "/proc/self/exe")
    else { return nil }
    let settings = Settings.path(environment: environment, home: UserFolders.home(environment: environment))
    var context = build.bytes + (BookVersion(of: settings)?.bytes ?? [])
    for value in [location.path, readOnly ? "read-only" : "read-write"]
      + ["TERM", "LANG", "LC_ALL", "LC_CTYPE", "NO_COLOR", "COLORTERM"].map({ environment[$0] ?? "" })
    {
      context += Array(value.utf8) + [0]
    }
    self.cache = cache
    self.book = location.path
    self.context = BytesHash.of(context)
  }

  /// Notes the book's version and, when a screen of it is kept, opens the
  /// terminal (see ``terminal``) and shows the screen, if it is of the
  /// terminal's size; else, for a file of ``noticeSize`` or more, shows
  /// which book is being read (``ReadingNotice``). Call it before the book
  /// is read, once it is locked (opened to save). `mouse` and `images` are
  /// the terminal's (see `NcursesTerminal.init(mouse:images:)`).
  func show(mouse: Bool, images: Bool) {
    version = BookVersion(of: book)
    guard let version else { return }
    let kept = cache.frame(of: version, context: context)
    let frame = kept.flatMap(ScreenFrame.init(bytes:))
    let isLarge = version.size >= Self.noticeSize
    guard frame != nil || isLarge, let terminal = try? NcursesTerminal(mouse: mouse, images: images) else { return }
    self.terminal = terminal
    if let frame, frame.size == terminal.size {
      frame.draw(on: terminal)
      shown = kept
    } else if isLarge {
      ReadingNotice(book: book, bytes: version.size).draw(on: terminal)
    }
  }

  /// The size of a book file whose reading, with nothing kept, takes long
  /// enough to need telling: 2 MiB, about 5,000 contacts, a twentieth of a
  /// second here.
  static let noticeSize = 2 << 20

  /// Gives the terminal opened by ``show(mouse:images:)`` back to the shell, for an
  /// error to be told there.
  func withdraw() {
    terminal?.restore()
  }

  /// Keeps the first screen of the book as it is on disk now, when that is
  /// another version than the one read (the session saved a change, or
  /// merged one another program made): `draw` draws the first screen of a
  /// new app on that book, on the in-memory screen of `size` it is given.
  /// Call it once the book is saved for the last time; a start soon after
  /// then shows that screen while it reads the book.
  ///
  /// - Complexity: That of `draw`: a new app's list of the book, O(*n*)
  ///   with the outlines' places (quitting takes about 90 ms longer at 100,000 contacts).
  func keepAfterSaving(size: ScreenSize, draw: (any Terminal) -> Void) {
    guard let version, let now = BookVersion(of: book), now != version else { return }
    draw(FrameRecorder(recording: CellBuffer(rows: size.rows, columns: size.columns)) { [cache, context] frame in
      cache.keep(frame.bytes, of: now, context: context)
    })
  }

  /// `terminal`, recording the app's first screen to keep it for the next
  /// start; just `terminal` when the book changed while it was read (the
  /// screen would not be of the version noted).
  func recording(_ terminal: any Terminal) -> any Terminal {
    guard let version, BookVersion(of: book) == version else { return terminal }
    return FrameRecorder(recording: terminal) { [cache, context, shown] frame in
      let drawn = frame.bytes
      if drawn != shown { cache.keep(drawn, of: version, context: context) }
    }
  }
}
