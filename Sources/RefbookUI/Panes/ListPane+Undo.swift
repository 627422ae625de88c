import RefbookModel

extension ListPane {
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
