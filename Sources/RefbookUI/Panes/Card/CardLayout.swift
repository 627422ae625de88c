import TerminalKit

/// A ``PersonCard`` fitted to the pane's width: its rows, each a few spans
/// of sanitized text that know the entry they belong to, and the rows each
/// entry takes.
///
/// The title comes first, wrapped as a value is. The header's entries
/// follow one another on the next rows, separated by ` · `. Every other
/// group starts after a blank row, with its heading;
/// each of its entries has its label in a column of its own on the left
/// and its value on the right, both wrapped at spaces (at graphemes in a
/// word too long for a row) onto as many rows as they need. A value that
/// needs more than `maxLines` rows (a kept property: ``keptLines``) ends
/// with `…` on the last one it gets. The first `narrow.rows` rows are
/// `narrow.width` wide (beside a photo); an entry that starts among them is
/// wrapped to that width.
struct CardLayout {
  /// A piece of a row: text from a column of the pane, what it is, and the
  /// entry it belongs to (none for a heading or a separator).
  struct Span {
    enum Role { case title, header, separator, heading, label, value, dimmedValue }

    let column: Int
    let text: DisplayText
    let role: Role
    let item: CardItem?
  }

  /// Where an entry lies: its rows, and the first row to show with it
  /// (the blank row and the heading above a group's first entry).
  struct Extent {
    let rows: Range<Int>
    let lead: Int
  }

  /// The rows, the title first; a blank row has no spans.
  private(set) var rows: [[Span]] = []
  /// Where each entry lies.
  private(set) var extents: [CardItem: Extent] = [:]
  /// The rows beside a photo and their width (0 rows: none).
  private let narrow: (rows: Int, width: Int)
  private let width: Int
  /// The columns of the label column, its indent and its gap included.
  private let labelColumns: Int

  /// Where headings start.
  static let headingColumn = 1
  /// Where labels start, and values without a label.
  static let labelIndent = 3
  /// The widest label column: as wide as the card's widest label needs
  /// (indent and a gap of two included), at most this and half the pane.
  static let maximumLabelColumns = 22
  /// The rows a property kept verbatim gets at most.
  static let keptLines = 3

  /// Lays `card` out `width` columns wide, the first `narrow.rows` rows
  /// `narrow.width` wide, giving a value `maxLines` rows at most.
  ///
  /// - Complexity: O(*e* + *c*) for *e* entries drawn in *c* cells: each
  ///   value's text is read no further than the cells it may fill.
  init(_ card: PersonCard, width: Int, narrow: (rows: Int, width: Int)? = nil, maxLines: Int) {
    self.width = width
    self.narrow = narrow ?? (0, width)
    let widestLabel = card.groups.lazy.flatMap(\.entries).map { DisplayText($0.label).width }.max() ?? 0
    labelColumns = min(Self.maximumLabelColumns, Self.labelIndent + widestLabel + 2, width / 2)
    let maxLines = max(1, maxLines)
    for (group, entries) in card.groups {
      guard let heading = group.heading else {
        if group == .title { placeTitle(entries, maxLines: maxLines) } else { placeInline(entries, maxLines: maxLines) }
        continue
      }
      rows.append([])
      rows.append([Span(column: Self.headingColumn, text: DisplayText(heading), role: .heading, item: nil)])
      for (index, entry) in entries.enumerated() {
        let lines = entry.isDimmed ? min(Self.keptLines, maxLines) : maxLines
        place(entry, lead: index == 0 ? rows.count - 2 : rows.count, maxLines: lines)
      }
    }
  }

  /// The columns `row` is wide.
  func width(ofRow row: Int) -> Int {
    row < narrow.rows ? narrow.width : width
  }

  /// The entry drawn on `row` at `column` (or the nearest one to its left
  /// on that row); `nil` for a blank row, a heading, or past the last row.
  ///
  /// - Complexity: O(*s*) for *s* spans on the row.
  func item(atRow row: Int, column: Int) -> CardItem? {
    let spans = (rows[safe: row] ?? []).filter { $0.item != nil }
    return (spans.last { $0.column <= column } ?? spans.first)?.item
  }

  /// Where an editor of `item`'s value goes: the first row of the entry,
  /// from where its value starts to the end of the row.
  ///
  /// - Complexity: O(*s*) for *s* spans on the row.
  func editorPlace(of item: CardItem) -> (row: Int, column: Int, columns: Int)? {
    guard let row = extents[item]?.rows.lowerBound,
      let span = rows[row].first(where: { $0.item == item && $0.role != .label })
    else { return nil }
    return (row, span.column, width(ofRow: row) - span.column)
  }

  /// Adds the rows of a labelled entry.
  private mutating func place(_ entry: CardEntry, lead: Int, maxLines: Int) {
    let first = rows.count
    let valueColumn = entry.label.isEmpty ? Self.labelIndent : labelColumns
    let labels = entry.label.isEmpty
      ? [] : DisplayText(entry.label).wrapped(to: max(1, valueColumn - Self.labelIndent - 1), limit: maxLines)
    let values = Self.wrapped(entry.lines, to: max(1, width(ofRow: first) - valueColumn), limit: maxLines)
    for line in 0..<max(labels.count, values.count, 1) {
      let label = DisplayText.spaces(Self.labelIndent) + (labels[safe: line] ?? .empty)
      rows.append([
        Span(column: 0, text: label.fitted(to: valueColumn), role: .label, item: entry.item),
        Span(column: valueColumn, text: values[safe: line] ?? .empty, role: entry.isDimmed ? .dimmedValue : .value,
             item: entry.item),
      ])
    }
    extents[entry.item] = Extent(rows: first..<rows.count, lead: lead)
  }

  /// Adds the title's rows: its entry's value, from where headings start.
  private mutating func placeTitle(_ entries: [CardEntry], maxLines: Int) {
    for entry in entries {
      let first = rows.count
      for line in Self.wrapped(entry.lines, to: max(1, width(ofRow: first) - Self.headingColumn), limit: maxLines) {
        rows.append([Span(column: Self.headingColumn, text: line, role: .title, item: entry.item)])
      }
      extents[entry.item] = Extent(rows: first..<rows.count, lead: 0)
    }
  }

  /// Adds the header's entries one after another, separated by ` · `; one
  /// that does not fit on what is left of a row starts the next, and one
  /// wider than a row is wrapped.
  private mutating func placeInline(_ entries: [CardEntry], maxLines: Int) {
    let start = Self.headingColumn
    var row: [Span] = []
    var column = start
    for entry in entries {
      let text = entry.lines.joined(separator: " ")
      let separator: DisplayText = row.isEmpty ? .empty : " · "
      if column + separator.width + DisplayText(text, truncatedTo: width).width > width(ofRow: rows.count) {
        if !row.isEmpty { rows.append(row) }
        (row, column) = ([], start)
      } else if !separator.isEmpty {
        row.append(Span(column: column, text: separator, role: .separator, item: nil))
        column += separator.width
      }
      let first = rows.count
      let lines = Self.wrapped([Substring(text)], to: max(1, width(ofRow: first) - start), limit: maxLines)
      for (index, line) in lines.enumerated() {
        if index > 0 {
          rows.append(row)
          (row, column) = ([], start)
        }
        row.append(Span(column: column, text: line, role: .header, item: entry.item))
        column += line.width
      }
      extents[entry.item] = Extent(rows: first..<(rows.count + 1), lead: 0)
    }
    if !row.isEmpty { rows.append(row) }
  }

  /// `lines` wrapped to `columns`, in `limit` rows at most; the last ends
  /// with `…` when anything is left out. Each line is read only as far as
  /// the rows left can show.
  ///
  /// - Complexity: O(`columns` × `limit`).
  static func wrapped(_ lines: [Substring], to columns: Int, limit: Int) -> [DisplayText] {
    var rows: [DisplayText] = []
    for (index, line) in lines.enumerated() {
      let room = limit - rows.count
      rows += DisplayText(line, truncatedTo: columns * room).wrapped(to: columns, limit: room)
      if rows.count == limit, index < lines.count - 1, let last = rows.popLast() {
        rows.append(last.width < columns ? last + .ellipsis : last.prefix(columns: columns - 1) + .ellipsis)
        break
      }
    }
    return rows
  }
}
