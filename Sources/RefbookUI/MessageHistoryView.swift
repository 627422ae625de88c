import TerminalKit

/// The message history over the panes: every message kept in the
/// ``MessageLog``, newest first, whole (wrapped to the width), an error
/// marked `!` and drawn in the error colour; under the keys that close and
/// scroll it.
enum MessageHistoryView {
  /// Draws `log` over `region`, from its line `scroll` on.
  ///
  /// - Complexity: O(*n*) in the length of the messages kept.
  static func draw(_ log: MessageLog, on screen: some Screen, in region: Region, scroll: Int) {
    lines(of: log, columns: region.columns).draw(on: screen, in: region, scroll: scroll)
  }

  /// How far the history of `log` scrolls in `region`: to its last line.
  ///
  /// - Complexity: O(*n*) in the length of the messages kept.
  static func maximumScroll(of log: MessageLog, in region: Region) -> Int {
    lines(of: log, columns: region.columns).maximumScroll(rows: region.rows)
  }

  /// The margin before each message's lines, where an error's first line
  /// has its mark.
  private static let margin = 3

  private static func lines(of log: MessageLog, columns: Int) -> ScrolledLines {
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
