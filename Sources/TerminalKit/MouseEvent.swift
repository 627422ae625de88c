/// What the mouse did at a cell, as the app sees it (see ``KeyEvent/mouse(_:)``).
///
/// Only what a terminal reports without taking text selection away from the
/// user: clicks of the first button and the wheel. Movement and drags are
/// never reported, so Shift-drag (and, in most terminals, a plain drag when
/// the app has not asked for the mouse) still selects text.
public struct MouseEvent: Hashable, Sendable {
  public enum Action: Hashable, Sendable {
    /// The first (left) button pressed and released.
    case click
    /// Two clicks in quick succession, reported instead of the second
    /// click (a terminal may or may not have reported the first).
    case doubleClick
    /// The wheel turned away from the user (the content moves down).
    case scrollUp
    /// The wheel turned towards the user.
    case scrollDown
  }

  public var action: Action
  /// The cell under the pointer, counted from 0 at the top left.
  public var row: Int
  public var column: Int

  public init(_ action: Action, row: Int, column: Int) {
    self.action = action
    self.row = row
    self.column = column
  }
}
