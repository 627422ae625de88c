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
  /// The terminal's replies are taken out of the input, never read as keys
  /// (see ``TerminalReplyFilter``), however they are split; the answer that
  /// the terminal shows images makes this return `nil`, so the caller
  /// draws again. An Esc is returned once ncurses has waited its 25 ms for
  /// what may follow, or, while the answer about images is awaited, once it
  /// came (a few milliseconds after start).
  ///
  /// - Complexity: O(1) per key, plus the wait.
  public func readKey(timeout: Duration?) -> KeyEvent? {
    let clock = ContinuousClock()
    let deadline = timeout.map { clock.now + $0 }
    while true {
      let signal = cte_next_termination_signal()
      if signal != 0 { return .terminate(.signal(signal)) }
      if lost { return .terminate(.terminalLost) }
      if !typed.isEmpty { return typed.removeFirst() }
      if imagesAnswered {
        imagesAnswered = false
        return nil
      }
      if takeInput() { continue }
      endWaits(at: clock.now)
      if !typed.isEmpty { continue }
      let heldUntil = replies.holding == .sequence ? heldSince.map { $0 + Self.replyGap } : nil
      let until = [deadline, heldUntil, probe?.answer == .waiting ? probeDeadline : nil].compactMap { $0 }.min()
      var wait: Int32 = -1
      if let until {
        let left = clock.now.duration(to: until)
        if left <= .zero {
          if let deadline, deadline <= clock.now { return nil }
          continue
        }
        wait = Self.milliseconds(left)
      }
      switch Int(cte_wait(STDIN_FILENO, wait)) {
      case CTE_HUNG_UP: lost = true
      case CTE_WOKEN: return nil
      default: break
      }
    }
  }

  /// The longest pause within a reply: the start of a sequence held longer
  /// with nothing after it is dropped.
  static let replyGap = Duration.milliseconds(500)

  /// Reads all the input there is now into ``typed`` and the replies;
  /// whether there was any.
  @discardableResult
  func takeInput() -> Bool {
    var took = false
    while true {
      var character: wint_t = 0
      switch wget_wch(window, &character) {
      case KEY_CODE_YES:
        took = true
        // A key between the parts of a sequence: what was held is no reply.
        takeOutputs(replies.end())
        let code = Int32(bitPattern: character)
        if code == KEY_RESIZE { writeToTerminal(images.remove()) }
        if let key = code == KEY_MOUSE ? readMouse() : Self.key(forCode: code) { typed.append(key) }
      case OK:
        took = true
        if let scalar = Unicode.Scalar(character) { takeOutputs(replies.take(scalar)) }
        heldSince = replies.holding == .sequence ? .now : nil
      default:
        return took
      }
    }
  }

  private func takeOutputs(_ outputs: [TerminalReplyFilter.Output]) {
    for output in outputs {
      switch output {
      case .typed(let scalar): if let key = KeyEvent(typed: scalar) { typed.append(key) }
      case .reply(let reply): take(reply)
      }
    }
  }

  /// Ends the waits that nothing more came for by `now`: the answer about
  /// images (no), a held Esc (a key, once that answer is in), the start of
  /// a sequence (dropped after ``replyGap``).
  private func endWaits(at now: ContinuousClock.Instant) {
    if probe?.answer == .waiting, now >= probeDeadline { probe?.timeOut() }
    switch replies.holding {
    case .escape where probe?.answer != .waiting: takeOutputs(replies.end())
    case .sequence where heldSince.map { now >= $0 + Self.replyGap } ?? true: takeOutputs(replies.end())
    default: break
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
