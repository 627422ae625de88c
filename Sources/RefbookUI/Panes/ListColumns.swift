import RefbookModel
import TerminalKit

/// How a list row is laid out at a given width: its ``ListColumn``s with
/// their widths in cells.
///
/// When the row has room for every column's natural width (see
/// ``NaturalColumnWidths``: what its values need, its cells at least), each
/// column gets it and the first column takes what is left; when it has a
/// little less, the widest columns are cut first, none below its cells or
/// ``cutMinimum``. Otherwise columns of cells take their cells, percentages their
/// share of what those leave, and the columns without a width share what
/// is left (the first column takes it when every column has a width). The
/// person's book is a last column when several books are open and the
/// columns do not place it. On a narrow row the last columns go, one by one
/// (that book column after the others), until the first has its cells, or
/// 20 when it has no number of cells.
struct ListColumns {
  /// The columns shown, with their widths, which add up to the row's.
  let shown: [(column: ListColumn, width: Int)]

  /// The first column never gets fewer cells than this while others are shown.
  static let firstMinimum = 20

  init(
    width: Int, columns: [ListColumn] = ListColumn.standard, bookNames: [String] = [],
    natural: NaturalColumnWidths = NaturalColumnWidths()
  ) {
    let addedBook = bookNames.count > 1 && !columns.contains { $0.field == .book }
    let columns = Self.placingBook(in: columns, bookNames: bookNames)
    if let wanted = natural.widths(of: columns), let widths = Self.fitting(wanted, of: columns, in: width) {
      self.init(shown: Array(zip(columns, widths)))
      return
    }
    self.init(fitting: columns, in: width, addedBook: addedBook)
  }

  /// The fewest cells a column of natural width is cut to: its cells, or
  /// this many when it has no number of cells.
  static let cutMinimum = 12

  /// The natural widths `wanted` of `columns` in a row `width` wide: as
  /// they are when they fit, the first column taking what is left; else
  /// the widest cut first, each to no fewer than its cells or
  /// ``cutMinimum``, so that short values stay whole. `nil` when even that
  /// does not fit.
  ///
  /// - Complexity: O(*c* log *w*) for *c* columns *w* cells wide.
  private static func fitting(_ wanted: [Int], of columns: [ListColumn], in width: Int) -> [Int]? {
    guard !columns.isEmpty else { return nil }
    var widths = wanted
    let total = wanted.reduce(0, +)
    if total <= width {
      widths[0] += width - total
      return widths
    }
    let floors = zip(columns, wanted).map { column, wanted in
      if case .cells(let cells) = column.width { min(cells, wanted) } else { min(cutMinimum, wanted) }
    }
    guard floors.reduce(0, +) <= width else { return nil }
    // The highest cap that fits: every column cut to it, none below its floor.
    func cut(to cap: Int) -> [Int] { zip(wanted, floors).map { max($1, min($0, cap)) } }
    var low = 0
    var high = wanted.max()!
    while low < high {
      let cap = (low + high + 1) / 2
      if cut(to: cap).reduce(0, +) <= width { low = cap } else { high = cap - 1 }
    }
    widths = cut(to: low)
    widths[0] += width - widths.reduce(0, +)
    return widths
  }

  /// The cells a row needs to show every column at its natural width;
  /// `nil` when nothing was measured.
  ///
  /// - Complexity: O(*c*) for *c* columns.
  static func naturalWidth(
    of columns: [ListColumn], bookNames: [String] = [], natural: NaturalColumnWidths
  ) -> Int? {
    natural.widths(of: placingBook(in: columns, bookNames: bookNames))?.reduce(0, +)
  }

  /// `columns` with the book column as several open books need it: sized
  /// to the longest name (at most 12) when it has no width, added last when
  /// missing; removed for one book.
  private static func placingBook(in columns: [ListColumn], bookNames: [String]) -> [ListColumn] {
    var columns = columns
    if bookNames.count > 1 {
      let longest = bookNames.map { DisplayText($0).width }.max() ?? 0
      let bookWidth = ListColumn.Width.cells(min(longest, 12) + 1)
      if let index = columns.firstIndex(where: { $0.field == .book }) {
        if columns[index].width == .rest { columns[index].width = bookWidth }
      } else {
        columns.append(ListColumn(.book, bookWidth))
      }
    } else {
      columns.removeAll { $0.field == .book }
    }
    return columns
  }

  private init(shown: [(column: ListColumn, width: Int)]) {
    self.shown = shown
  }

  /// The columns laid out by their configured widths in a row too narrow
  /// for their natural ones; `addedBook`: the book column was added for
  /// several books, not configured.
  private init(fitting columns: [ListColumn], in width: Int, addedBook: Bool) {
    var columns = columns
    var widths = Self.widths(of: columns, in: width)
    func minimum(_ first: ListColumn) -> Int {
      if case .cells(let cells) = first.width { min(cells, width) } else { min(Self.firstMinimum, width) }
    }
    while columns.count > 1 && widths[0] < max(1, minimum(columns[0])) {
      // The book of several goes last: which book a person is in matters more than a phone.
      let last = columns.indices.dropFirst().last { !(addedBook && columns[$0].field == .book) } ?? columns.count - 1
      columns.remove(at: last)
      widths = Self.widths(of: columns, in: width)
    }
    self.init(shown: Array(zip(columns, widths)))
  }

  /// The widths of `columns` in a row of `total` cells.
  private static func widths(of columns: [ListColumn], in total: Int) -> [Int] {
    var widths = columns.map { column in if case .cells(let cells) = column.width { cells } else { 0 } }
    let afterCells = max(0, total - widths.reduce(0, +))
    for (index, column) in columns.enumerated() {
      if case .percent(let percent) = column.width { widths[index] = afterCells * percent / 100 }
    }
    let rest = columns.indices.filter { columns[$0].width == .rest }
    var left = max(0, total - widths.reduce(0, +))
    for (order, index) in rest.enumerated() {
      let share = left / (rest.count - order)
      widths[index] = share
      left -= share
    }
    if rest.isEmpty, !widths.isEmpty { widths[0] += left }
    // Columns of cells wider than the row: the last ones shrink first.
    var over = widths.reduce(0, +) - total
    for index in widths.indices.reversed() where over > 0 {
      let cut = min(over, widths[index])
      widths[index] -= cut
      over -= cut
    }
    return widths
  }

  /// The cells of `person`'s row: a `*` first when it is marked, then each
  /// column after a space, cut with an ellipsis to its width.
  func row(for person: PersonOutline, in collection: String? = nil, marked: Bool = false) -> DisplayText {
    cells { index, column in (index == 0 && marked ? "*" : " ") + column.value(of: person, in: collection) }
  }

  /// The columns' headings (`Name`, `Email`), each where its column is.
  var headings: DisplayText {
    cells { _, column in " " + column.field.heading }
  }

  /// Each shown column's text from `text`, fitted to its width, side by side.
  private func cells(_ text: (Int, ListColumn) -> String) -> DisplayText {
    var line = DisplayText.empty
    for (index, (column, width)) in shown.enumerated() where width > 0 {
      line = line + DisplayText(text(index, column)).fitted(to: width)
    }
    return line
  }
}
