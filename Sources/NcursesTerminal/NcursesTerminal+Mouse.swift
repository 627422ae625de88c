import CNcurses
import TerminalKit

extension NcursesTerminal {
  /// The mouse events asked for: clicks of the first button and the wheel;
  /// no presses, releases or motion, so drags stay the terminal's.
  private static let mouseMask =
    CN_BUTTON1_CLICKED | CN_BUTTON1_DOUBLE_CLICKED | CN_BUTTON1_TRIPLE_CLICKED | CN_BUTTON4_PRESSED | CN_BUTTON5_PRESSED

  /// Asks the terminal for ``mouseMask``; whether it will report any of it
  /// (not when terminfo has no `kmous`).
  static func startMouse() -> Bool {
    mousemask(mouseMask, nil) != 0 && has_mouse()
  }

  /// The event `getmouse` has after `KEY_MOUSE`, `nil` for one the app has
  /// no use for. A triple click counts as a double click.
  ///
  /// - Complexity: O(1).
  func readMouse() -> KeyEvent? {
    var event = MEVENT()
    guard getmouse(&event) == OK else { return nil }
    let action: MouseEvent.Action
    let state = event.bstate
    if state & (CN_BUTTON1_DOUBLE_CLICKED | CN_BUTTON1_TRIPLE_CLICKED) != 0 {
      action = .doubleClick
    } else if state & CN_BUTTON1_CLICKED != 0 {
      action = .click
    } else if state & CN_BUTTON4_PRESSED != 0 {
      action = .scrollUp
    } else if state & CN_BUTTON5_PRESSED != 0 {
      action = .scrollDown
    } else {
      return nil
    }
    return .mouse(MouseEvent(action, row: Int(event.y), column: Int(event.x)))
  }
}
