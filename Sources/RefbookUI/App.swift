import RefbookModel
import StructRef
import TerminalKit

/// The full-screen address book: two panes over one ``BookSession``, driven
/// by keys from a ``Terminal``.
///
/// ```swift
/// let app = App(terminal: terminal, session: session, title: path) { SaveStatus(saver.state) }
/// let exit = app.run()
/// ```
///
/// Everything the user changes goes through the session's refs, so the
/// panes update from their observers and every change is one undo step.
/// What is not undoable — focus, selection, scroll, search text, the open
/// editor — lives here and in the panes: the field editor in the detail pane.
public final class App {
  /// Why ``run()`` returned.
  public enum Exit: Equatable, Sendable {
    case quit
    case signal(Int32)
    case terminalLost
  }

  enum Focus { case list, detail }

  enum Overlay {
    case help
    case fieldChooser
    case form(Form)
  }

  let terminal: any Terminal
  let session: BookSession
  let list: ListPane
  let detail = DetailPane()
  let title: String
  let saveStatus: () -> SaveStatus

  /// Reads a file for the `i` key; `nil` turns the key off. Errors are
  /// shown on the status line with their description.
  public var importFile: ((_ path: String) throws -> ImportedFile)?

  /// Called before every redraw and at least twice a second while idle:
  /// the place to bring in work finished elsewhere (a merge from disk).
  public var onIdle: () -> Void = {}

  var focus = Focus.list
  var overlay: Overlay?
  /// The path being typed on the status line after `i`, if any (the search
  /// prompt is the list's: ``ListPane/searchLine``).
  var importPrompt: LineEditor?
  var message: (text: String, isError: Bool)?
  var needsFullRedraw = true

  /// - Parameters:
  ///   - terminal: Where to draw and read keys.
  ///   - session: The book and its history.
  ///   - title: What the header calls the book (its path).
  ///   - saveStatus: Asked after each key and twice a second, for the header.
  public init(terminal: any Terminal, session: BookSession, title: String,
              saveStatus: @escaping () -> SaveStatus = { .saved }) {
    self.terminal = terminal
    self.session = session
    self.title = title
    self.saveStatus = saveStatus
    list = ListPane(book: session.book)
    list.onSelect = { [unowned self] ref in detail.show(ref) }
    list.selectFirstIfNone()
    arrange()
  }

  /// Reads keys and redraws until the user quits, a signal asks to stop, or
  /// the terminal goes away.
  public func run() -> Exit {
    while true {
      onIdle()
      // The search is made ready on another thread, so the first `/` does
      // not stall and no key waits for it.
      list.keepSearchPrepared()
      arrange()
      render()
      guard let key = terminal.readKey(timeout: .milliseconds(500)) else { continue }
      if let exit = handle(key) { return exit }
    }
  }

  /// Applies one key without drawing; returns why to stop, if it says so.
  /// The key is looked up in ``KeyMap`` for the current mode and its
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
    if let command = KeyMap.command(for: key, in: .anywhere) { return perform(command) }
    message = nil
    let mode = keyMode
    guard let command = KeyMap.command(for: key, in: mode) else {
      handleUnbound(key, in: mode)
      return nil
    }
    return perform(command)
  }

  /// Fits the panes' scroll positions to the terminal's size, so that
  /// ``render()`` only draws: after every key, on resize, and after work
  /// brought in while idle.
  ///
  /// - Complexity: O(log n) for a book of n persons, plus O(*c*) for an
  ///   open editor *c* columns wide.
  func arrange() {
    guard let layout = Layout(terminal.size) else { return }
    list.arrange(rows: layout.list.rows)
    detail.arrange(in: layout.detail)
    if case .form(var form) = overlay {
      form.arrange(in: layout.body)
      overlay = .form(form)
    }
  }
}
