import RefbookModel

/// What a pane or an overlay may ask of the app while it carries out a
/// command or draws: the panes, whose refs it writes through, and the
/// app's message line and focus.
struct CommandContext {
  let list: ListPane
  let detail: DetailPane
  /// The names of the books opened together; empty for one book.
  let collections: [String]
  /// Every message said, for the message history.
  let messages: MessageLog
  /// How many rows a page moves.
  let pageSize: Int
  /// Shows a message on the status line until the next key, and keeps it
  /// in the history.
  let tell: (Message) -> Void
  /// Focuses a pane.
  let focus: (App.Focus) -> Void

  /// Shows `text` on the status line (see ``tell``).
  func say(_ text: String, isError: Bool = false) {
    tell(Message(text: text, isError: isError))
  }

  /// The book as the panes show it now.
  var book: Addressbook { list.book.value }

  /// Adds `person` (to `collection`, among several books), selects it and
  /// focuses it in the detail pane: after the form for a new person, or
  /// the book chooser.
  ///
  /// - Complexity: O(log n) for a book of n persons, plus the list's update.
  func add(_ person: Person, in collection: String?) {
    list.add(person, in: collection)
    focus(.detail)
    say("Added \(person.shownName)\(collection.map { " to \($0)" } ?? "") — u to undo")
  }
}
