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

  /// Types `key` into the search prompt and filters by the new text.
  ///
  /// - Complexity: the search's (see ``BookView``).
  func typeSearch(_ key: KeyEvent) {
    guard var line = searchLine, line.handle(key) else { return }
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
