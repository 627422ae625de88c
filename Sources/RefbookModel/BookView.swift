/// The ids of a book's persons in display order, optionally filtered by a
/// search: the list the app's list pane shows, kept up to date change by
/// change instead of being recomputed from the whole book.
///
/// A view derives from one ``Addressbook`` and must be told of every change
/// to it: pass the ids from ``Addressbook/changedIDs(since:)`` to
/// ``apply(changedIDs:in:)``, or call ``rebuild(from:)``. Each person's sort
/// key and folded search text are computed once and cached, so a search
/// keystroke costs one byte search per candidate person, and a search that
/// extends the previous one only filters the previous results.
///
/// The view is UI state: it is not part of the book or its undo history.
///
/// ```swift
/// var view = BookView(book, sortOrder: .familyName)
/// view.setQuery(SearchQuery("emile"), in: book)
/// let first = view.first   // the id of the first match
/// ```
public struct BookView: RandomAccessCollection, Sendable {
  /// The order of the ids.
  public private(set) var sortOrder: SortOrder
  /// The search in force; empty shows every person.
  public private(set) var query: SearchQuery

  /// A person's place in the order: keys are distinct, so rows are too.
  struct Row: Comparable, Sendable {
    let key: SortKey
    let id: Person.ID

    static func < (lhs: Row, rhs: Row) -> Bool {
      lhs.key != rhs.key ? lhs.key < rhs.key : lhs.id < rhs.id
    }
  }

  /// What the view keeps per person; the search text is made on first need.
  struct Derived: Sendable {
    var key: SortKey
    var searchText: SearchText?
  }

  private var derived: [Person.ID: Derived] = [:]
  /// Every person of the book, sorted.
  private var allRows: [Row] = []
  /// The persons matching the query, sorted; `nil` when the query is empty.
  private var matchingRows: [Row]?

  private var rows: [Row] { matchingRows ?? allRows }
  /// How far ``prepareSearch(in:limit:)`` has come through `allRows`.
  private var preparedUpTo = 0

  /// An empty view, for a book to be given to ``rebuild(from:)``.
  public init(sortOrder: SortOrder = .name, query: SearchQuery = SearchQuery("")) {
    self.sortOrder = sortOrder
    self.query = query
  }

  /// The view of `book` in `sortOrder`, filtered by `query`.
  ///
  /// - Complexity: As ``rebuild(from:)``.
  public init(_ book: Addressbook, sortOrder: SortOrder = .name, query: SearchQuery = SearchQuery("")) {
    self.init(sortOrder: sortOrder, query: query)
    rebuild(from: book)
  }

  /// Recomputes the view from the whole of `book`, dropping every cached key.
  ///
  /// - Complexity: O(n log n) key comparisons plus n sort keys computed
  ///   (and n search texts when the query is not empty).
  public mutating func rebuild(from book: Addressbook) {
    derived = Dictionary(uniqueKeysWithValues: book.map { ($0.id, Derived(key: sortOrder.sortKey(for: $0))) })
    allRows = derived.map { Row(key: $0.value.key, id: $0.key) }.sorted()
    preparedUpTo = 0
    matchingRows = query.isEmpty ? nil : matching(allRows, in: book)
  }

  /// Makes the search texts of up to `limit` more persons ahead of the
  /// first search, so that it does not have to make all of them at once
  /// (seconds at 100,000 persons). Call it while the user is idle, until it
  /// returns `false`.
  ///
  /// - Returns: Whether persons without a search text remain.
  /// - Complexity: O(`limit`) search texts made.
  public mutating func prepareSearch(in book: Addressbook, limit: Int) -> Bool {
    let end = Swift.min(allRows.count, preparedUpTo + limit)
    for row in allRows[preparedUpTo..<end] where derived[row.id]?.searchText == nil {
      _ = searchText(of: row.id, in: book)
    }
    preparedUpTo = end
    return end < allRows.count
  }

  /// Brings the view up to date with `book` after the persons with
  /// `changedIDs` were inserted, removed or changed (and only those).
  ///
  /// - Complexity: For k ids, O(k log n) comparisons and O(k · n) element
  ///   moves (a move shifts 24-byte rows, so the log n term dominates for
  ///   small k); when k exceeds n / 8, a ``rebuild(from:)`` instead.
  public mutating func apply(changedIDs: some Collection<Person.ID>, in book: Addressbook) {
    guard changedIDs.count <= Swift.max(allRows.count / 8, 16) else { return rebuild(from: book) }
    for id in changedIDs {
      if let old = derived.removeValue(forKey: id) {
        let row = Row(key: old.key, id: id)
        allRows.remove(sorted: row)
        matchingRows?.remove(sorted: row)
      }
      guard let person = book[id: id] else { continue }
      let new = Derived(key: sortOrder.sortKey(for: person), searchText: query.isEmpty ? nil : SearchText(person))
      derived[id] = new
      let row = Row(key: new.key, id: id)
      allRows.insert(sorted: row)
      if let text = new.searchText, query.matches(text) { matchingRows?.insert(sorted: row) }
    }
  }

  /// Shows the persons matching `query`. When `query` refines the one in
  /// force (the user typed more), only the current results are searched.
  ///
  /// - Complexity: O(m) byte searches for the m candidates (the current
  ///   results or the whole book), plus the search texts not yet cached.
  public mutating func setQuery(_ query: SearchQuery, in book: Addressbook) {
    let previous = self.query
    self.query = query
    guard !query.isEmpty else {
      matchingRows = nil
      return
    }
    let candidates = (query.refines(previous) ? matchingRows : nil) ?? allRows
    matchingRows = matching(candidates, in: book)
  }

  /// Re-sorts the view in `order`, keeping the search.
  ///
  /// - Complexity: O(n log n) comparisons plus n sort keys computed.
  public mutating func setSortOrder(_ order: SortOrder, in book: Addressbook) {
    guard order != sortOrder else { return }
    sortOrder = order
    for person in book { derived[person.id]?.key = order.sortKey(for: person) }
    allRows = allRows.compactMap(rekeyed).sorted()
    matchingRows = matchingRows?.compactMap(rekeyed).sorted()
  }

  /// The position of the person with `id` in the view, or `nil` when the
  /// person is not shown (not in the book, or not matching the search).
  ///
  /// - Complexity: O(log n)
  public func position(of id: Person.ID) -> Int? {
    guard let key = derived[id]?.key else { return nil }
    return rows.sortedIndex(of: Row(key: key, id: id))
  }

  public var startIndex: Int { 0 }

  /// - Complexity: O(1)
  public var endIndex: Int { rows.count }

  /// The id of the person at `position` in display order.
  ///
  /// - Complexity: O(1)
  public subscript(position: Int) -> Person.ID {
    rows[position].id
  }

  private func rekeyed(_ row: Row) -> Row? {
    derived[row.id].map { Row(key: $0.key, id: row.id) }
  }

  /// The rows of `candidates` matching the query, in order, caching the
  /// search texts computed on the way.
  private mutating func matching(_ candidates: [Row], in book: Addressbook) -> [Row] {
    candidates.filter { row in
      guard let text = searchText(of: row.id, in: book) else { return false }
      return query.matches(text)
    }
  }

  private mutating func searchText(of id: Person.ID, in book: Addressbook) -> SearchText? {
    if let cached = derived[id]?.searchText { return cached }
    guard let person = book[id: id] else { return nil }
    let text = SearchText(person)
    derived[id]?.searchText = text
    return text
  }
}
