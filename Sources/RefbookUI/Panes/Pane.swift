import TerminalKit

/// One of the two panes side by side, the list and the detail pane: the app
/// sends it the command of a key when no overlay took it and it is focused.
protocol Pane: AnyObject {
  /// Moves the selection `delta` rows (negative: up), stopping at the ends.
  func move(by delta: Int)
  func selectFirst()
  func selectLast()
  /// Selects the line under a click, or moves the selection by the wheel,
  /// as keys would; the command a double click then starts, if any.
  func point(_ event: MouseEvent, in region: Region) -> Command?
  /// Applies `edit` to the line being typed in the pane (the field editor,
  /// the search or the path); nothing when none is open.
  func editLine(_ edit: LineEditor.Edit)
  /// Carries out `command` if it is the pane's, asking `app` for what it
  /// needs; `false` for a command that is not, which the app carries out.
  func perform(_ command: Command, with app: CommandContext) -> Bool
}

extension Pane {
  /// Moves the selection as `command` says: a row, a page of `pageSize`
  /// rows, or to an end; `false` for a command that moves nothing.
  func performMove(_ command: Command, pageSize: Int) -> Bool {
    switch command {
    case .moveDown: move(by: 1)
    case .moveUp: move(by: -1)
    case .pageDown: move(by: pageSize)
    case .pageUp: move(by: -pageSize)
    case .moveToFirst: selectFirst()
    case .moveToLast: selectLast()
    default: return false
    }
    return true
  }
}
