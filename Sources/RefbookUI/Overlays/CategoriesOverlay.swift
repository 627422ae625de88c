import RefbookModel
import TerminalKit

/// `c`: every category with its count, after "every contact" (see
/// ``CategoriesView``), over the detail pane; the one chosen filters the
/// list.
struct CategoriesOverlay: PickerOverlay {
  let categories: [(name: String, count: Int)]
  var selected: Int

  /// Opens on the category the list shows; `nil`, having said so, when no
  /// contact has a category.
  ///
  /// - Complexity: O(*n* log *n*); nothing is decoded.
  init?(with app: CommandContext) {
    let categories = app.book.categoryCounts
    guard !categories.isEmpty else {
      app.say("No contact has a category")
      return nil
    }
    let shown = app.list.view.category.flatMap { current in
      categories.firstIndex { $0.name.lowercased() == current.lowercased() }
    }
    self.categories = categories
    selected = shown.map { $0 + 1 } ?? 0
  }

  /// The categories, after "every contact".
  var count: Int { categories.count + 1 }

  func region(in layout: Layout) -> Region { layout.aside }

  func choose(with app: CommandContext) -> OverlayOutcome {
    let category = selected == 0 ? nil : categories[selected - 1].name
    app.list.setCategory(category)
    app.say(category.map { "Showing \($0) only — c for another" } ?? "Showing every category")
    return .closes
  }

  func draw(on screen: some Screen, in region: Region, with app: CommandContext) {
    CategoriesView.draw(categories, selected: selected, total: app.book.count, on: screen, in: region)
  }
}
