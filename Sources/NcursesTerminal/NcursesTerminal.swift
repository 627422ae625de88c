import CNcurses
import CTerminalEvents
import Synchronization
import TerminalKit

#if canImport(Glibc)
import Glibc
#endif

/// The real terminal, through ncurses: a ``Terminal`` on standard input and
/// output.
///
/// Creating one checks, before anything is drawn, that the terminal can be
/// used (see ``TerminalPreflight``), then takes over the screen: raw mode (so
/// Ctrl-C, Ctrl-Z and Ctrl-\ arrive as keys and the app decides what they
/// do), no echo, keypad keys decoded, Esc reported after 25 ms, colours
/// unless `NO_COLOR` is set or the terminal has none, and clicks and the
/// wheel when asked for and the terminal reports them (see
/// ``init(mouse:)``).
///
/// Where the terminal said it shows images (asked with `images`, see
/// ``init(mouse:images:)``), the image asked for is drawn after the cells
/// at each ``flush()`` that changes it, and taken off the screen before
/// the screen is given back.
///
/// Every way out gives the screen back: ``restore()`` (idempotent, also run
/// by `deinit`), an ordinary `exit` (an atexit hook), a crash signal (the
/// handler restores the terminal without calling into curses, then writes
/// the program's crash report if it set one up, see `CrashReport.h`, or
/// re-raises to the previous handler). While the screen is in use, standard
/// error is kept aside and written out when it is given back. SIGINT,
/// SIGTERM and SIGHUP do not end the process: they arrive through
/// ``readKey(timeout:)`` as ``KeyEvent/terminate(_:)`` so the app can save
/// first, as does a terminal that hung up.
///
/// ncurses has one screen per process: create at most one at a time, and use
/// it from one thread.
public final class NcursesTerminal: Terminal {
  /// Whether roles are drawn in colour (otherwise with attributes only).
  public let colorsEnabled: Bool
  /// Whether a colour pair may use the terminal's default colours (`-1`).
  let defaultColorsWork: Bool
  /// The colour pairs defined so far, by foreground and background.
  var colorPairs: [PairColors: Int16] = [:]
  private let screen: OpaquePointer
  let window: UnsafeMutablePointer<WINDOW>
  private var active = true
  /// Where the cursor goes on the next flush; `nil` to hide it.
  var cursor: (row: Int32, column: Int32)?
  /// Whether the cursor is currently visible on the terminal.
  var cursorShown = false
  /// What the window shows of the texts put: the app draws whole panes at
  /// every key, and a text already shown is not handed to ncurses again.
  var drawn = DrawnTexts()
  /// Set once the terminal has hung up; every later read reports it again.
  var lost = false
  /// Whether clicks and the wheel are reported (as ``KeyEvent/mouse(_:)``):
  /// asked for, and the terminal's description says how it reports them.
  public let mouseReported: Bool
  /// Takes the terminal's replies out of its input (see `NcursesTerminal+Input`).
  var replies = TerminalReplyFilter()
  /// When the start of a sequence held by ``replies`` last grew.
  var heldSince: ContinuousClock.Instant?
  /// Keys read and not yet returned: a read takes in all the input there is.
  var typed: [KeyEvent] = []
  /// The question whether the terminal shows images, asked with `images`
  /// (see ``init(mouse:images:)``), and until when its answer is awaited.
  var probe: GraphicsProbe?
  var probeDeadline: ContinuousClock.Instant
  /// Set when the terminal said it shows images, until a read has returned
  /// `nil` for it.
  var imagesAnswered = false
  /// The image shown and the one asked for (see `NcursesTerminal+Images`).
  var images = KittyImageDisplay()

  private static let exists = Atomic(false)

  /// Takes over the terminal, or throws the reason it cannot, with nothing
  /// drawn yet. Reads `TERM` and `NO_COLOR` (set and not empty: no colour)
  /// from the environment; clears the calling thread's signal mask, which a
  /// parent may have left blocking SIGTERM.
  ///
  /// With `mouse`, the terminal is asked to report clicks of the first
  /// button and the wheel (xterm's mode 1000, SGR-encoded where terminfo
  /// says so: `kmous=\E[<`), never movement or drags: Shift-drag still
  /// selects text in most terminals (xterm, VTE's, kitty, iTerm2), through
  /// tmux and ssh too. A terminal
  /// whose terminfo has no `kmous` gets no request and behaves as without
  /// `mouse`. The mode is turned off whenever the screen is given back
  /// (``restore()``, ``suspend()``, ``handOver(_:)``, `exit`, a crash).
  ///
  /// With `images`, the terminal is asked whether it shows images through
  /// kitty's graphics protocol (``KittyGraphics/query(id:)``), before the
  /// first screen; its answer is read with the keys, never waited for
  /// (see ``showsImages``). Without, nothing is asked and no image is shown.
  ///
  /// - Precondition: no other `NcursesTerminal` is active.
  public init(mouse: Bool = true, images: Bool = false) throws(TerminalUnavailable) {
    precondition(!Self.exists.exchange(true, ordering: .acquiringAndReleasing), "one NcursesTerminal at a time")
    cte_clear_signal_mask()
    do {
      try TerminalPreflight.check(
        inputIsTerminal: isatty(STDIN_FILENO) == 1, outputIsTerminal: isatty(STDOUT_FILENO) == 1,
        term: Self.environment("TERM"), isKnownTerminal: { cn_terminfo_exists($0) == 1 },
        hasUTF8Locale: TerminalLocale.isUTF8)
    } catch {
      Self.exists.store(false, ordering: .releasing)
      throw error
    }
    _ = cte_install_termination_handlers()
    cte_install_crash_handlers()
    guard let screen = newterm(nil, cn_stdout(), cn_stdin()) else {
      cte_uninstall_termination_handlers()
      Self.exists.store(false, ordering: .releasing)
      throw .unknownTerminal(Self.environment("TERM") ?? "")
    }
    cte_set_screen_active(1)
    self.screen = screen
    window = cn_stdscr()
    raw()
    noecho()
    keypad(window, true)
    set_escdelay(25)
    wtimeout(window, 0)
    curs_set(0)
    nonl()
    mouseReported = mouse && Self.startMouse()
    let noColor = Self.environment("NO_COLOR").map { !$0.isEmpty } ?? false
    let colors = noColor ? nil : Self.startColors()
    colorsEnabled = colors != nil
    defaultColorsWork = colors ?? false
    probeDeadline = ContinuousClock.now + Self.probeTimeout
    // Asked before the first repaint, which clears whatever a terminal that
    // knows no APC may have shown of the question.
    if images { askWhetherImagesShow() }
    Self.writeEachUpdateAtOnce()
  }

  /// Makes every later `doupdate` go to the terminal in one `write`.
  ///
  /// Until a screen has been given back once, ncurses 6.4 flushes its output
  /// after every cursor move (for programs that use terminfo alone): a first
  /// screen of 40 rows went out in about 80 writes, and a move of the
  /// selection in 7 to 14, each waking the terminal (or tmux, or ssh) to
  /// read a piece. Giving the screen back and taking it again, before anything is
  /// drawn, ends that state, as a return from a shell escape does; the shell's
  /// screen is left as it was (the alternate screen is entered and left).
  private static func writeEachUpdateAtOnce() {
    endwin()
    doupdate()
  }

  private static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Gives the terminal back as it was: cursor shown, modes reset, screen
  /// left to the shell. Safe to call more than once; drawing after it is a
  /// programming error.
  public func restore() {
    guard active else { return }
    active = false
    awaitProbeAnswer()
    writeToTerminal(images.remove())
    curs_set(1)
    endwin()
    cte_set_screen_active(0)
    cte_uninstall_termination_handlers()
    delscreen(screen)
    Self.exists.store(false, ordering: .releasing)
  }

  deinit { restore() }

  public var size: ScreenSize {
    ScreenSize(rows: Int(getmaxy(window)), columns: Int(getmaxx(window)))
  }

  public func suspend() {
    awaitProbeAnswer()
    writeToTerminal(images.remove())
    cte_suspend()
    drawn.forgetAll()
    invalidate()
    wrefresh(window)
  }

  public func handOver(_ body: () -> Void) {
    awaitProbeAnswer()
    writeToTerminal(images.remove())
    endwin()
    body()
    drawn.forgetAll()
    invalidate()
    wrefresh(window)
  }
}
