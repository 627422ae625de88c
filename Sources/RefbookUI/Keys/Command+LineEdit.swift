import TerminalKit

extension Command {
  /// The edit the command makes to the line being typed (the commands of
  /// ``KeyMap/Mode/lineEditor``); `nil` for the others.
  var lineEdit: LineEditor.Edit? {
    switch self {
    case .cursorLeft: .moveLeft
    case .cursorRight: .moveRight
    case .cursorToStart: .moveToStart
    case .cursorToEnd: .moveToEnd
    case .deleteBackward: .deleteBackward
    case .deleteForward: .deleteForward
    case .deleteToEnd: .deleteToEnd
    case .deleteToStart: .deleteToStart
    case .deleteWord: .deleteWord
    default: nil
    }
  }
}
