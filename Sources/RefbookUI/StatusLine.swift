import TerminalKit

/// The bottom line: an open question or prompt, else the last message, else
/// the hints of the keys that work now.
enum StatusLine {
  /// A yes/no question (see ``Confirmation``), with its keys.
  case question(String)
  case prompt(Prompt)
  case message(String, isError: Bool)
  case hints(KeyMap.Mode)

  func draw(on screen: some Screen, in region: Region) {
    switch self {
    case .question(let question):
      screen.put(DisplayText(" " + question) + KeyHelp.hint(for: .confirmation), row: region.row, column: region.column,
                 columns: region.columns, style: .role(.error))
    case .prompt(let prompt):
      prompt.draw(on: screen, in: region)
    case .message(let text, let isError):
      screen.put(DisplayText(" " + text), row: region.row, column: region.column, columns: region.columns,
                 style: isError ? .role(.error) : .role(.status))
    case .hints(let mode):
      screen.put(KeyHelp.hint(for: mode), row: region.row, column: region.column, columns: region.columns,
                 style: .role(.status))
    }
  }
}
