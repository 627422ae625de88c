import TerminalKit

/// The bottom line: an open question or prompt, else the last message, else
/// the hints of the keys that work now. A message wider than the screen
/// wraps onto more lines (``rows(columns:)``), which the layout takes from
/// the bottom of the panes while it is shown.
enum StatusLine {
  /// The most lines a message takes; one that needs more ends with `…`.
  static let maximumRows = 3

  /// A yes/no question (see ``Confirmation``), with its keys.
  case question(String)
  case prompt(Prompt)
  case message(String, isError: Bool)
  case hints(KeyMap.Mode)

  /// What the line shows with `list`'s question or prompt open, else
  /// `message`, else the keys of the `hints` mode.
  init(_ list: ListPane, message: Message?, hints: KeyMap.Mode) {
    if let confirmation = list.confirmation {
      self = .question(confirmation.question)
    } else if let line = list.searchLine {
      self = .prompt(Prompt(label: "/", line: line))
    } else if let prompt = list.pathPrompt {
      self = .prompt(Prompt(label: DisplayText(prompt.label), line: prompt.line))
    } else if let message {
      self = .message(message.text, isError: message.isError)
    } else {
      self = .hints(hints)
    }
  }

  /// How many lines it takes `columns` wide: a message as many as it wraps
  /// to (up to ``maximumRows``), anything else one.
  ///
  /// - Complexity: O(*n*) in the length of a message.
  func rows(columns: Int) -> Int {
    guard case .message(let text, _) = self else { return 1 }
    return Self.lines(of: text, columns: columns).count
  }

  /// A message's lines, each after a one-column margin.
  private static func lines(of text: String, columns: Int) -> [DisplayText] {
    DisplayText(text).wrapped(to: max(1, columns - 1), limit: maximumRows).map { " " + $0 }
  }

  /// Draws it in `region`, whose rows should be ``rows(columns:)``.
  func draw(on screen: some Screen, in region: Region) {
    switch self {
    case .question(let question):
      screen.put(DisplayText(" " + question) + KeyHelp.hint(for: .confirmation), row: region.row, column: region.column,
                 columns: region.columns, style: .role(.error))
    case .prompt(let prompt):
      prompt.draw(on: screen, in: region)
    case .message(let text, let isError):
      for (offset, line) in Self.lines(of: text, columns: region.columns).prefix(region.rows).enumerated() {
        screen.put(line, row: region.row + offset, column: region.column, columns: region.columns,
                   style: isError ? .role(.error) : .role(.status))
      }
    case .hints(let mode):
      screen.put(KeyHelp.hint(for: mode), row: region.row, column: region.column, columns: region.columns,
                 style: .role(.status))
    }
  }
}
