import CNcurses
import CTerminalEvents
import TerminalKit

#if canImport(Glibc)
import Glibc
#endif

extension NcursesTerminal {
  /// Reads with `get_wch` (whole Unicode characters, keypad keys and the
  /// mouse decoded), never busy-waiting: between attempts it sleeps in
  /// `poll` on the terminal, the signal self-pipe and the wake pipe (see
  /// ``wake``). A pending termination signal is
  /// reported before any key; a terminal that hung up is reported as
  /// ``KeyEvent/Termination/terminalLost`` on this and every later call.
  ///
  /// - Complexity: O(1) per key, plus the wait.
  public func readKey(timeout: Duration?) -> KeyEvent? {
    let clock = ContinuousClock()
    let deadline = timeout.map { clock.now + $0 }
    while true {
      let signal = cte_next_termination_signal()
      if signal != 0 { return .terminate(.signal(signal)) }
      if lost { return .terminate(.terminalLost) }
      var character: wint_t = 0
      switch wget_wch(window, &character) {
      case KEY_CODE_YES:
        let code = Int32(bitPattern: character)
        if let key = code == KEY_MOUSE ? readMouse() : Self.key(forCode: code) { return key }
        continue
      case OK:
        if let scalar = Unicode.Scalar(character), let key = KeyEvent(typed: scalar) { return key }
        continue
      default:
        break
      }
      var wait: Int32 = -1
      if let deadline {
        let left = clock.now.duration(to: deadline)
        if left <= .zero { return nil }
        let (seconds, attoseconds) = left.components
        let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
        wait = Int32(clamping: seconds * 1000 + (attoseconds + attosecondsPerMillisecond - 1) / attosecondsPerMillisecond)
      }
      switch Int(cte_wait(STDIN_FILENO, wait)) {
      case CTE_HUNG_UP: lost = true
      case CTE_WOKEN: return nil
      default: break
      }
    }
  }

  /// Wakes ``readKey(timeout:)`` through the self-pipe it polls.
  public var wake: @Sendable () -> Void { { cte_wake() } }

  /// The event for a keypad key code from `get_wch`, `nil` for keys the app
  /// has no use for.
  static func key(forCode code: Int32) -> KeyEvent? {
    switch code {
    case KEY_UP: .up
    case KEY_DOWN: .down
    case KEY_LEFT: .left
    case KEY_RIGHT: .right
    case KEY_HOME, KEY_FIND: .home
    case KEY_END, KEY_SELECT: .end
    case KEY_PPAGE: .pageUp
    case KEY_NPAGE: .pageDown
    case KEY_DC: .delete
    case KEY_IC: .insert
    case KEY_BACKSPACE: .backspace
    case KEY_ENTER: .enter
    case KEY_BTAB: .backTab
    case KEY_RESIZE: .resize
    case (KEY_F0 + 1)...(KEY_F0 + 63): .function(Int(code - KEY_F0))
    default: nil
    }
  }
}
