/// `^G`: the messages of the session, newest first, scrolled (see
/// ``MessageHistoryView``).
struct MessagesOverlay: ScrollingOverlay {
  var scroll = 0

  var mode: KeyMap.Mode { .messages }

  func lines(columns: Int, with app: CommandContext) -> ScrolledLines {
    MessageHistoryView.lines(of: app.messages, columns: columns)
  }
}
