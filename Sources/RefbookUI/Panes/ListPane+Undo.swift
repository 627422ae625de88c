import RefbookModel

extension ListPane {
  /// Undoes (`back`) or redoes the next step of `session`'s history,
  /// reveals what it changed (``reveal(_:)``) and says on `app`'s message
  /// line what it did, or that there was nothing to do.
  func step(back: Bool, in session: BookSession, with app: CommandContext) {
    guard let step = back ? session.undo() : session.redo() else {
      app.say(back ? "Nothing to undo" : "Nothing to redo")
      return
    }
    reveal(step)
    app.say("\(back ? "Undid" : "Redid"): \(step.description)")
  }

  /// After an undo or a redo, `step`: keeps the selection when its person
  /// is among what the step changed and is still there; otherwise selects
  /// the first person the step changed that is (showing every contact
  /// again if the search hid it). The panes' observers redraw the rest.
  ///
  /// - Complexity: O(*k* log *k* + log n) for a step that changed *k*
  ///   persons of a book of n.
  func reveal(_ step: BookSession.Step) {
    let book = self.book.value
    let selectedChanged = selectedID.map { step.changed.contains($0) && book[id: $0] != nil } ?? false
    guard !selectedChanged, let id = step.changed.sorted().first(where: { book[id: $0] != nil }) else { return }
    if view.position(of: id) == nil { setQuery(SearchQuery("")) }
    select(id)
  }
}
