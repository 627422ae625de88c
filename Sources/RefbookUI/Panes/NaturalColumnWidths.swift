import RefbookModel
import TerminalKit

/// What each column of the list needs to show its values uncut, measured
/// on a sample of the book: the widths the list asks for on a wide
/// terminal (see ``ListColumns`` and ``Layout``).
///
/// A field's natural width is the width of its heading or of its widest
/// sampled value, whichever is wider, at most ``maximum`` cells: one
/// unusually long address does not take the detail pane's room. A column with a number of cells gets at least its cells (a
/// column's cells are a minimum, see ``ListColumn/Width``). Each measured
/// column counts the space before it and one after, so that two spaces
/// part it from the next.
///
/// ```swift
/// let natural = NaturalColumnWidths(measuring: [zoe, emile], fields: [.name, .email])
/// natural.widths(of: ListColumn.standard)  // [13, 16, 16]
/// ```
struct NaturalColumnWidths: Equatable {
  /// A measured field is never given more cells than this.
  static let maximum = 40
  /// How many persons are measured at most, spread over the book.
  static let sampleSize = 512

  private var cells: [ListColumn.Field: Int] = [:]

  /// Nothing measured: no column has a natural width (see ``widths(of:)``).
  init() {}

  /// The natural widths of `fields` over `persons`, each with its book
  /// (`nil` for one book).
  ///
  /// - Complexity: O(*p* × *f*) for *p* persons and *f* fields.
  init(measuring persons: some Collection<(person: PersonOutline, collection: String?)>, fields: [ListColumn.Field]) {
    for field in Set(fields) { cells[field] = DisplayText(field.heading).width }
    widen(toFit: persons)
  }

  /// Widens the measured fields to fit `persons` too, at most ``maximum``
  /// cells: how a change to the book is measured without measuring the
  /// book again (a narrower value narrows nothing).
  ///
  /// - Complexity: O(*p* × *f*) for *p* persons and *f* measured fields.
  mutating func widen(toFit persons: some Collection<(person: PersonOutline, collection: String?)>) {
    for (field, measured) in cells {
      let widest = persons.lazy.map { DisplayText(ListColumn(field).value(of: $0.person, in: $0.collection)).width }.max()
      cells[field] = min(Self.maximum, max(measured, widest ?? 0))
    }
  }

  /// The natural widths of `columns`, each counting the spaces around it;
  /// `nil` when a column that has no number of cells was not measured.
  ///
  /// - Complexity: O(*c*) for *c* columns.
  func widths(of columns: [ListColumn]) -> [Int]? {
    var widths: [Int] = []
    for column in columns {
      let measured = cells[column.field].map { $0 + 2 }
      switch (column.width, measured) {
      case (.cells(let given), _): widths.append(max(given, measured ?? 0))
      case (_, let measured?): widths.append(measured)
      case (_, nil): return nil
      }
    }
    return widths
  }
}

extension ListColumn.Field {
  /// The column's heading in the list: `Name`, `Email`.
  var heading: String {
    switch self {
    case .name: "Name"
    case .email: "Email"
    case .phone: "Phone"
    case .organization: "Organization"
    case .nickname: "Nickname"
    case .categories: "Categories"
    case .book: "Book"
    }
  }
}
