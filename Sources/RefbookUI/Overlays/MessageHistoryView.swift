import TerminalKit

/// The message history over the panes: every message kept in the
/// ``MessageLog``, newest first, whole (wrapped to the width), an error
/// marked `!` and drawn in the error colour; under the keys that close and
/// scroll it.
enum MessageHistoryView {
  /// The margin before each message's lines, where an error's first line
  /// has its mark.
  private static let margin = 3

  /// The lines of `log` wrapped to `columns`, under the keys.
  ///
  /// - Complexity: O(*n*) in the length of the messages kept.
  static func lines(of log: MessageLog, columns: Int) -> ScrolledLines {
    let messages: [(DisplayText, TextStyle)] = log.newestFirst.isEmpty
      ? [(" Nothing was said yet.", .role(.secondary))]
      : log.newestFirst.flatMap { message in
        DisplayText(message.text).wrapped(to: max(1, columns - margin)).enumerated().map { index, line in
          let mark: DisplayText = index == 0 && message.isError ? " ! " : "   "
          return (mark + line, message.isError ? TextStyle.role(.error) : .plain)
        }
      }
    return ScrolledLines(lines: KeyHelp.overlayKeys(in: .messages) + [(" ", .plain)] + messages)
  }
}
