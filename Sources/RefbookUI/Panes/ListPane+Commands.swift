import RefbookModel

/// The list's own commands: moving, marking, searching, sorting, showing
/// one book, importing and exporting, deleting (see `ListPane+Deleting`); a
/// change to the book goes through the list's refs (see `ListPane+Writing`).
extension ListPane: Pane {
  /// - Complexity: O(log n) for a book of n persons, except a search, which
  ///   touches every person.
  func perform(_ command: Command, with app: CommandContext) -> Bool {
    if performMove(command, pageSize: app.pageSize) { return true }
    switch command {
    case .toggleMark: toggleMarkAndMoveDown()
    case .markAllShown:
      markAllShown()
      app.say("\(counted(marks.count, "contact")) marked — d deletes them, E edits them, x exports them, - clears")
    case .clearMarks: clearMarks()
    case .search: startSearch()
    case .clearFilter: if !view.query.isEmpty { setQuery(SearchQuery("")) }
    case .nextMatch: cycle(forward: true)
    case .previousMatch: cycle(forward: false)
    case .keepSearch:
      let text = searchLine?.text ?? ""
      stopSearch(keepingFilter: true)
      if !view.query.isEmpty && view.isEmpty { app.say("No contact matches “\(text)”", isError: true) }
    case .cancelSearch: stopSearch(keepingFilter: false)
    case .submitPath: submitPath(with: app)
    case .cancelPath: pathPrompt = nil
    case .cycleSortOrder:
      cycleSortOrder()
      app.say("Sorted by \(view.sortOrder.label)")
    case .cycleBook: showNextBook(with: app)
    case .deletePerson: deleteSelectedOrMarked(with: app)
    case .confirm, .decline: answer(yes: command == .confirm, with: app)
    default: return false
    }
    return true
  }

  /// Shows only the next book's persons, after the last every book's.
  private func showNextBook(with app: CommandContext) {
    guard collections.count > 1 else { return app.say(BookChooserOverlay.oneBookOpen, isError: true) }
    let next = view.collection.flatMap(collections.firstIndex(of:)).map { $0 + 1 } ?? 0
    let collection = collections.indices.contains(next) ? collections[next] : nil
    setCollection(collection)
    app.say(collection.map { "Showing \($0) only — b for the next book" } ?? "Showing every book")
  }
}
