import Foundation
import RefbookTestSupport

/// How the program left the terminal, read after it ended.
///
/// A terminal is restored when a shell could carry on in it: the normal screen is
/// back (not the alternate one), the cursor is visible, the keypad sends ordinary
/// sequences again, and the line discipline's modes (`stty -g`: canonical input,
/// echo, signals, CR/NL mapping, …) are what they were before the program started.
struct TerminalState: Sendable, CustomStringConvertible {
  /// The alternate screen (`smcup`) is still shown.
  var alternateScreen: Bool
  /// The cursor is visible.
  var cursorVisible: Bool
  /// The keypad is still in application mode (`smkx`).
  var keypadApplicationMode: Bool
  /// `stty -g` before the program started.
  var modesBefore: String
  /// `stty -g` after it ended.
  var modesAfter: String

  /// Whether every part of the terminal is as a shell needs it.
  var isRestored: Bool {
    !alternateScreen && cursorVisible && !keypadApplicationMode && modesBefore == modesAfter
  }

  var description: String {
    var problems: [String] = []
    if alternateScreen { problems.append("alternate screen still on") }
    if !cursorVisible { problems.append("cursor hidden") }
    if keypadApplicationMode { problems.append("keypad left in application mode") }
    if modesBefore != modesAfter {
      problems.append("tty modes changed from \(modesBefore) to \(modesAfter)")
    }
    return problems.isEmpty ? "terminal restored" : problems.joined(separator: "; ")
  }
}

extension TmuxSession {
  /// How the program left the terminal; call it after `waitForExit()`.
  ///
  /// - Throws: If the program has not ended (the wrapper has not recorded the modes).
  func terminalState() throws -> TerminalState {
    let flags = format("#{alternate_on} #{cursor_flag} #{keypad_flag}").split(separator: " ")
    guard flags.count == 3 else {
      throw Subprocess.Failure(description: "tmux did not report the pane's modes")
    }
    return TerminalState(
      alternateScreen: flags[0] == "1",
      cursorVisible: flags[1] == "1",
      keypadApplicationMode: flags[2] == "1",
      modesBefore: try control.read("tty-before").trimmingCharacters(in: .whitespacesAndNewlines),
      modesAfter: try control.read("tty-after").trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Whether the program, now ended, left the terminal as a shell needs it
  /// (see `TerminalState`); `false` if it has not ended.
  func terminalIsRestored() -> Bool {
    (try? terminalState().isRestored) ?? false
  }
}
