import RefbookModel
import StructRef
import TerminalKit

/// The full-screen address book: two panes over one ``BookSession`` and the
/// overlays over them, driven by keys from a ``Terminal``.
///
/// ```swift
/// let app = App(terminal: terminal, session: session, title: path, status: key.status)
/// let persistence = session.book.persist(in: key, describedBy: ChangesFromDisk.describe, receivingOn: app.inbox.post)
/// let exit = app.run()
/// ```
///
/// A key's path: the ``KeyMap`` finds its ``Command`` in the mode of what is
/// open (`App+Keys`); the top ``Overlay`` carries it out, else the focused
/// ``Pane``, else the app (`App+Commands`); a change goes through a pane's
/// ref to the book, as one undo step, whose observers mark what to redraw;
/// ``render()`` draws it. What is not undoable — focus, selection, scroll,
/// search text, the open overlay and editors — lives here and in the panes.
public final class App {
  /// Why ``run()`` returned.
  public enum Exit: Equatable, Sendable { case quit, signal(Int32), terminalLost }

  enum Focus { case list, detail }

  let terminal: any Terminal
  let session: BookSession
  let list: ListPane
  let detail = DetailPane()
  let title: String
  /// How the app looks and behaves.
  let options: AppOptions
  /// How the book is being stored, for the header.
  let status: ReadOnlyRef<PersistenceStatus>
  /// Work other threads hand to the app's thread (a merge from disk); run
  /// between keys, and it wakes a loop waiting for one.
  public let inbox: LoopInbox
  /// What the message line says of changes made on disk.
  public let changesFromDisk: ChangesFromDisk
  private var statusObservation: Disposable?
  /// The sync of the books with a CardDAV server, if any: the header shows
  /// its status, `S` syncs now.
  public var sync: LiveSyncLink? {
    didSet { syncObservation = sync?.status.addObserver { [inbox] _ in inbox.post {} } }
  }
  private var syncObservation: Disposable?
  /// Import, export and the user's editor.
  public let files: FileCommands

  var focus = Focus.list
  /// The view over the panes, if one is open.
  var overlay: (any Overlay)?
  /// The photos shown, decoded on another thread (see `App+Photos`).
  lazy var photos = PhotoCache(onDecoded: { [inbox] in inbox.post {} })
  /// What the status line says until the next key, and every message said.
  var messages = MessageLog()
  var needsFullRedraw = true
  /// The layout of the last frame: a frame in another draws the panes
  /// whole (a message took rows from them or gave them back), and clicks
  /// are hit-tested in it.
  var drawnLayout: Layout?

  /// - Parameters:
  ///   - terminal: Where to draw and read keys.
  ///   - session: The book and its history.
  ///   - title: What the header calls the book (its path).
  ///   - status: How the book is being stored; the header redraws when it
  ///     changes (its observers may run on any thread).
  ///   - options: How the app looks and behaves.
  public init(terminal: any Terminal, session: BookSession, title: String,
              status: ReadOnlyRef<PersistenceStatus> = Ref(initialValue: .saved).readOnly, options: AppOptions = AppOptions()) {
    self.terminal = terminal
    self.options = options
    self.session = session
    self.title = title
    self.status = status
    let inbox = LoopInbox(waking: terminal.wake)
    self.inbox = inbox
    changesFromDisk = ChangesFromDisk(wakingThrough: inbox)
    files = FileCommands(book: session.book)
    statusObservation = status.addObserver { _ in inbox.post {} }
    list = ListPane(book: session.book, options: options)
    list.onSelect = { [unowned self] ref in detail.show(ref) }
    list.selectFirstIfNone()
    arrange()
  }

  /// Reads keys and redraws until the user quits, a signal asks to stop, or
  /// the terminal goes away.
  public func run() -> Exit {
    while true {
      takeInPosted()
      // The search is made ready on another thread, so the first `/` does
      // not stall and no key waits for it; when it is, the loop wakes to
      // take it.
      list.keepSearchPrepared(onReady: { [inbox] in inbox.post {} })
      arrange()
      render()
      guard let key = terminal.readKey(timeout: nil) else { continue }
      if let exit = handle(key) { return exit }
    }
  }

  /// Runs the work other threads posted (a merge from disk, a save's new
  /// status) and says what came of it: the changes taken in from disk, and
  /// a save that failed (the header's `NOT SAVED` is cut at the screen's
  /// width; the message wraps, and the history keeps it), once for each
  /// new reason until the book is saved again.
  func takeInPosted() {
    inbox.runPosted()
    for said in changesFromDisk.takeMessages(editing: detail.editor == nil ? nil : list.selectedID) { messages.say(said) }
    messages.sayFailures(saving: status.value, syncing: sync?.status.value)
  }

  /// Applies one key without drawing; returns why to stop, if it says so.
  /// The key is looked up in the app's ``KeyMap`` for the current mode and its
  /// command performed; a key the mode does not bind is typed into the open
  /// editor, if any. ``run()`` calls this and ``render()`` for every key; call them
  /// yourself to drive the app from a script or a benchmark.
  ///
  /// - Complexity: O(log n) for a book of n persons for moves and edits,
  ///   plus the search for a search keystroke.
  public func handle(_ key: KeyEvent) -> Exit? {
    defer { arrange() }
    switch key {
    case .terminate(.signal(let number)): return .signal(number)
    case .terminate(.terminalLost): return .terminalLost
    case .resize:
      needsFullRedraw = true
      return nil
    default:
      break
    }
    // Keys that work anywhere leave the message on the status line.
    if let command = options.keyMap.command(for: key, in: .anywhere) { return perform(command) }
    messages.current = nil
    let mode = keyMode
    guard let command = options.keyMap.command(for: key, in: mode) else {
      handleUnbound(key, in: mode)
      return nil
    }
    return perform(command)
  }

  /// Fits the panes' and the overlay's scroll positions to the terminal's
  /// size, and takes in what an overlay waited for, so that ``render()``
  /// only draws: after every key, on resize, and after work brought in
  /// while idle.
  ///
  /// - Complexity: O(log n) for a book of n persons, plus O(*c*) for an
  ///   open editor *c* columns wide, plus the overlay's.
  func arrange() {
    guard let layout else { return }
    list.arrange(in: layout.list)
    detail.arrange(in: layout.detail)
    sendToOverlay { overlay, app in
      overlay.arrange(in: overlay.region(in: layout), with: app)
      return .stays
    }
  }
}
