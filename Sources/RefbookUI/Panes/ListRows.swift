import RefbookModel
import TerminalKit

/// The rows the list drew last, by person: a move of the selection draws
/// the list again, and a row whose person, mark and layout did not change
/// since is taken from here instead of being decoded and laid out again.
///
/// It holds the rows of one drawing: each drawing keeps the rows it drew,
/// and a change of layout forgets them all. The list forgets the row of a
/// person who changed (see ``forget(_:)``).
///
/// ```swift
/// let texts = rows.texts(of: visibleIDs, in: layout, marked: marks.contains) { id, columns, marked in
///   book.outline(id: id).map { columns.row(for: $0, marked: marked) }
/// }
/// ```
struct ListRows {
  /// What rows are laid out for: the row's width, its columns, the books
  /// opened together and what the columns need.
  struct Layout: Equatable {
    var width: Int
    var columns: [ListColumn]
    var bookNames: [String]
    var natural = NaturalColumnWidths()
  }

  private struct Row {
    let marked: Bool
    let text: DisplayText
  }

  private var layout: Layout?
  /// The columns of ``layout``.
  private var columns = ListColumns(width: 0)
  private var rows: [Person.ID: Row] = [:]

  /// The row of each of `ids` (`nil` where `make` gives none), laid out as
  /// `layout` says, a `*` first for those `marked`: drawn last time, or
  /// made by `make` with the layout's columns. These become the rows kept.
  ///
  /// - Complexity: O(*r*) lookups for *r* ids, plus `make` for the rows not kept.
  mutating func texts(
    of ids: [Person.ID], in layout: Layout, marked: (Person.ID) -> Bool,
    make: (Person.ID, ListColumns, Bool) -> DisplayText?
  ) -> [DisplayText?] {
    adopt(layout)
    var drawn: [Person.ID: Row] = [:]
    drawn.reserveCapacity(ids.count)
    let texts = ids.map { id -> DisplayText? in
      let isMarked = marked(id)
      if let row = rows[id], row.marked == isMarked {
        drawn[id] = row
        return row.text
      }
      let text = make(id, columns, isMarked)
      if let text { drawn[id] = Row(marked: isMarked, text: text) }
      return text
    }
    rows = drawn
    return texts
  }

  /// The columns' headings laid out as `layout` says.
  ///
  /// - Complexity: O(*c*) for *c* columns, plus laying them out when
  ///   `layout` changed.
  mutating func headings(in layout: Layout) -> DisplayText {
    adopt(layout)
    return columns.headings
  }

  /// Lays the columns out for `layout` when it changed, forgetting the rows.
  private mutating func adopt(_ layout: Layout) {
    guard layout != self.layout else { return }
    self.layout = layout
    columns = ListColumns(width: layout.width, columns: layout.columns, bookNames: layout.bookNames, natural: layout.natural)
    rows = [:]
  }

  /// Forgets the rows of `ids`, whose persons changed.
  ///
  /// - Complexity: O(*k*) for *k* ids.
  mutating func forget(_ ids: some Sequence<Person.ID>) {
    for id in ids { rows[id] = nil }
  }
}
