import RefbookModel

/// `c`: the list shows one category (vCard `CATEGORIES`) at a time, or
/// every contact again.
extension App {
  /// Opens the list of categories with their counts, on the one shown.
  ///
  /// - Complexity: O(*n* log *n*); nothing is decoded.
  func showCategories() {
    let categories = session.book.value.categoryCounts
    guard !categories.isEmpty else { return say("No contact has a category") }
    let shown = list.view.category.flatMap { current in categories.firstIndex { $0.name.lowercased() == current.lowercased() } }
    open(.categories(categories, selected: shown.map { $0 + 1 } ?? 0))
  }

  /// Filters the list by the category selected (the first line: none).
  func showSelectedCategory() {
    guard case .categories(let categories, let selected) = overlay else { return }
    close()
    let category = selected == 0 ? nil : categories[selected - 1].name
    list.setCategory(category)
    say(category.map { "Showing \($0) only — c for another" } ?? "Showing every category")
  }
}
