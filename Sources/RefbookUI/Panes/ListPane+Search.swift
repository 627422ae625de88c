import RefbookModel
import TerminalKit

/// The list's search prompt: the text typed after `/`, which filters the
/// list as it is typed (the status line shows it; the list owns it).
extension ListPane {
  /// Opens the search prompt on the current filter's text.
  ///
  /// - Complexity: O(1).
  func startSearch() {
    searchLine = LineEditor(view.query.text)
  }

  /// Applies `edit` to the search prompt and filters by the new text.
  ///
  /// - Complexity: the search's (see ``BookView``).
  func editSearch(_ edit: LineEditor.Edit) {
    guard var line = searchLine else { return }
    line.apply(edit)
    searchLine = line
    setQuery(SearchQuery(line.text))
  }

  /// Closes the search prompt, keeping its filter or clearing it.
  ///
  /// - Complexity: O(1) to keep, the list's re-sort to clear.
  func stopSearch(keepingFilter: Bool) {
    searchLine = nil
    if !keepingFilter { setQuery(SearchQuery("")) }
  }
}

/// The search made ready ahead of the first `/`: the view's search texts
/// and index are made on another thread, on a copy of the view, and adopted
/// here; a search typed before that finds its answer by scanning.
extension ListPane {
  /// Adopts a finished preparation, and starts one when the view lacks
  /// search texts (after start, or after a change too big to apply person
  /// by person) and none is under way; `onReady` is called from the other
  /// thread when the preparation is done. The app calls it between keys.
  ///
  /// - Complexity: O(1) to start or poll; adopting costs as
  ///   ``adoptPreparedSearch()``.
  func keepSearchPrepared(onReady: @escaping @Sendable () -> Void = {}) {
    adoptPreparedSearch()
    if searchPreparation == nil && !view.isSearchPrepared {
      searchPreparation = SearchPreparation(view, of: shown, keptIn: searchTextStorage, onReady: onReady)
    }
  }

  /// Takes the prepared view in place of the current one, once it is ready:
  /// it is brought up to date with the changes made to the book since the
  /// preparation started, the current sort order and the current search.
  ///
  /// - Complexity: O(k log n) for the k persons changed since the
  ///   preparation started (O(n log n) if the sort order changed), plus the
  ///   search (see ``BookView/setQuery(_:in:)``).
  func adoptPreparedSearch() {
    guard let preparation = searchPreparation, var prepared = preparation.takePrepared() else { return }
    searchPreparation = nil
    prepared.setSortOrder(view.sortOrder, in: preparation.book)
    prepared.apply(changedIDs: shown.changedIDs(since: preparation.book), in: shown)
    prepared.setQuery(view.query, in: shown)
    view = prepared
  }
}
