/// One thing the user (or the system) did, as the app's event loop sees it:
/// a key, a click or turn of the wheel (``mouse(_:)``), a resize, or a
/// reason to stop.
///
/// Keys that have a name of their own (Enter, Tab, Backspace, Esc) are never
/// reported as ``control(_:)``, even though they are control characters on
/// the wire: Ctrl-I is ``tab``, Ctrl-M and Ctrl-J are ``enter``, Ctrl-H is
/// ``backspace``, Ctrl-[ is ``escape``.
public enum KeyEvent: Hashable, Sendable {
  /// A printable character, space included (any Unicode text).
  case character(Character)
  /// Ctrl with a letter (`"a"`…`"z"`, lowercase) or with one of `@ \ ] ^ _`.
  case control(Character)
  case enter, tab, backTab, backspace, delete, insert, escape
  case up, down, left, right, home, end, pageUp, pageDown
  /// A function key, F1 = `function(1)`.
  case function(Int)
  /// A click or a turn of the wheel, when the terminal reports the mouse.
  case mouse(MouseEvent)
  /// The terminal changed size; read the new ``Screen/size`` and redraw.
  case resize
  /// The program should save and exit.
  case terminate(Termination)

  /// Why the program has to stop.
  public enum Termination: Hashable, Sendable {
    /// SIGINT, SIGTERM or SIGHUP arrived (the value is the signal number),
    /// for example because the terminal window was closed.
    case signal(Int32)
    /// The terminal is gone (hung up, closed); nothing more can be read or
    /// drawn.
    case terminalLost
  }

  /// The event for one character read from the keyboard, or `nil` for
  /// scalars that are not keys (C1 controls).
  ///
  /// - Complexity: O(1).
  public init?(typed scalar: Unicode.Scalar) {
    switch scalar.value {
    case 0x0A, 0x0D: self = .enter
    case 0x09: self = .tab
    case 0x08, 0x7F: self = .backspace
    case 0x1B: self = .escape
    case 0x01...0x1A: self = .control(Character(Unicode.Scalar(scalar.value + 0x60)!))
    case 0x00, 0x1C...0x1F: self = .control(Character(Unicode.Scalar(scalar.value + 0x40)!))
    case 0x80...0x9F: return nil
    default: self = .character(Character(scalar))
    }
  }

  /// The events for typing `text` as a terminal delivers them: one per
  /// Unicode scalar, so `"e\u{301}"` is two keys, `e` and the combining
  /// accent, and a flag is two regional indicators.
  ///
  /// - Complexity: O(*n*) for *n* scalars.
  public static func typing(_ text: String) -> [KeyEvent] {
    text.unicodeScalars.compactMap(KeyEvent.init(typed:))
  }
}
