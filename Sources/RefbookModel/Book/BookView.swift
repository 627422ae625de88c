/// The ids of a book's persons in display order, optionally filtered by a
/// search: the list the app's list pane shows, kept up to date change by
/// change instead of being recomputed from the whole book.
///
/// A view derives from one ``Addressbook`` and must be told of every change
/// to it: pass the ids from ``Addressbook/changedIDs(since:)`` to
/// ``apply(changedIDs:in:)``, or call ``rebuild(from:)``. Each person's sort
/// key and folded search text are computed once and cached; a trigram index
/// over the texts (see ``SearchIndex``) gives a search its few candidates
/// when one of its terms is rare, and otherwise a search costs one byte
/// search per row, or per previous result when it extends the previous
/// search.
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
    /// Where the person's search text is in ``index``.
    let slot: SearchIndex.Slot

    static func < (lhs: Row, rhs: Row) -> Bool {
      lhs.key < rhs.key || (!(rhs.key < lhs.key) && lhs.id < rhs.id)
    }
  }

  /// What the view keeps per person; its search text is in ``index``.
  struct Derived: Sendable {
    var key: SortKey
    let slot: SearchIndex.Slot
  }

  private var derived: [Person.ID: Derived] = [:]
  /// The persons' search texts, made on first need or ahead of it, and
  /// their trigram index.
  var index = SearchIndex()
  /// Every person of the book, sorted.
  private var allRows: [Row] = []
  /// Where the persons matching the query (and in ``collection`` and
  /// ``category``) are in ``allRows``, ascending; `nil` when there is no
  /// filter. Positions rather than rows: a search keeps or drops a person
  /// without touching its key and id on the heap (copying the rows of a
  /// large book took most of a keystroke).
  private var matchingPositions: [Int]?

  /// The matching rows themselves, for the changes that move rows (an edit,
  /// a new order): made from ``matchingPositions``, and kept as positions
  /// in ``allRows`` as it is when they are set.
  ///
  /// - Complexity: O(*m*) to get, O(*n*) comparisons to set.
  private var matchingRows: [Row]? {
    get { matchingPositions.map { $0.map { allRows[$0] } } }
    set { matchingPositions = newValue.map(positions(of:)) }
  }
  /// Only the persons of this collection (one of several books opened
  /// together) are shown; `nil`: everyone.
  public private(set) var collection: String?
  /// Only the persons in this category (vCard `CATEGORIES`, compared
  /// without regard to case) are shown; `nil`: everyone.
  public private(set) var category: String?

  /// How far ``prepareSearch(in:limit:kept:)`` has come through `allRows`.
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
  /// - Complexity: Up to n sort keys computed, none for persons whose key
  ///   in the order was kept with their outlines. When at least half were,
  ///   O(n + k log k) key comparisons for k without one; otherwise O(n log
  ///   n) spread over the processors. Plus n search texts when the query is
  ///   not empty.
  public mutating func rebuild(from book: Addressbook) {
    index.removeAll()
    let keys = Self.sortKeys(of: book, in: sortOrder)
    derived = Dictionary(minimumCapacity: keys.count)
    var rows: [Row] = []
    rows.reserveCapacity(keys.count)
    for (id, key, _) in keys {
      let slot = index.allocate(for: id)
      derived[id] = Derived(key: key, slot: slot)
      rows.append(Row(key: key, id: id, slot: slot))
    }
    // Rows put in the places kept with their keys when most have one;
    // otherwise sorted on all processors.
    let places = keys.map(\.place)
    if places.count(where: { $0 != nil }) * 2 >= places.count {
      allRows = (consume rows).sorted(places: places)
    } else {
      allRows = rows.concurrentlySorted()
    }
    preparedUpTo = 0
    matchingPositions = isFiltering ? matching(nil, in: book) : nil
  }

  /// Every person's id and key in `order`: kept with the outline (with its
  /// place among the kept ones), or computed on all processors.
  private static func sortKeys(of book: Addressbook, in order: SortOrder) -> [(id: Person.ID, key: SortKey, place: Int?)] {
    book.entries.values.concurrentMap { entry in
      (entry.stored.id, entry.stored.sortKey(in: order), entry.stored.keptPlace(in: order))
    }
  }

  /// Makes the search texts of up to `limit` more persons ahead of the
  /// first search, so that it does not have to make all of them at once
  /// (seconds at 100,000 persons), and indexes them. Call it while the user
  /// is idle, or on a copy of the view on another thread, until it returns
  /// `false`.
  ///
  /// A person still in a card whose text is `kept` takes the kept text
  /// instead of being decoded and folded.
  ///
  /// - Returns: Whether persons without a search text remain.
  /// - Complexity: O(`limit`) search texts made and indexed; a kept text
  ///   costs a lookup (and the hash of its card, unless it was kept with the
  ///   outline) instead of decoding the card.
  public mutating func prepareSearch(in book: Addressbook, limit: Int, kept: KeptSearchTexts = KeptSearchTexts()) -> Bool {
    if preparedUpTo >= allRows.count { preparedUpTo = 0 }
    let end = preparedUpTo + Swift.min(allRows.count - preparedUpTo, limit)
    for row in allRows[preparedUpTo..<end] where !index.hasText(at: row.slot) {
      guard let stored = book.entries[row.id]?.stored else { continue }
      index.setText(Self.searchText(of: stored, kept: kept), at: row.slot)
    }
    preparedUpTo = end
    return !isSearchPrepared
  }

  /// The search text of `stored`: kept, or made of the person.
  private static func searchText(of stored: StoredPerson, kept: KeptSearchTexts) -> SearchText {
    kept.text(of: stored).map { SearchText(folded: Array($0)) } ?? SearchText(stored.person)
  }

  /// Whether `kept` holds the search text of every person still in a card,
  /// and no other: then it need not be kept again.
  ///
  /// - Complexity: O(*n* log *k*) for *k* texts kept.
  public func keeps(_ kept: KeptSearchTexts, in book: Addressbook) -> Bool {
    index.withTexts { texts in
      let made = cardTexts(in: book, texts)
      return Set(made.lazy.map(\.card)).count == kept.count && made.allSatisfy { kept.text(ofCardHash: $0.card) != nil }
    }
  }

  /// The archive of the search texts made of persons still in their cards
  /// (see ``KeptSearchTexts/archive(of:)``), to keep for the next
  /// ``prepareSearch(in:limit:kept:)``.
  ///
  /// - Complexity: O(*n*) in the size of the texts, plus O(*n* log *n*)
  ///   to order them.
  public func searchTextArchive(in book: Addressbook) -> [UInt8] {
    index.withTexts { texts in KeptSearchTexts.archive(of: cardTexts(in: book, texts)) }
  }

  /// The hash of the card of each person still in one, with the person's
  /// search text, in place.
  private func cardTexts(in book: Addressbook, _ texts: SearchIndex.Texts) -> [(card: UInt64, text: UnsafeRawBufferPointer)] {
    allRows.compactMap { row in
      guard let card = book.entries[row.id]?.stored.sourceHash, let text = texts[row.slot] else { return nil }
      return (card, text)
    }
  }

  /// Whether every person's search text is made and indexed.
  ///
  /// - Complexity: O(1)
  public var isSearchPrepared: Bool { index.isComplete }

  /// Brings the view up to date with `book` after the persons with
  /// `changedIDs` were inserted, removed or changed (and only those).
  ///
  /// The search texts of the changed persons are made and indexed at once
  /// when the view has them all (or a search is in force), and otherwise
  /// left for ``prepareSearch(in:limit:kept:)``. The rows change in one pass, so
  /// an import of thousands costs one sort key each and one merge, not a
  /// shift of every row per person.
  ///
  /// - Complexity: For k ids, k sort keys and search texts (made on every
  ///   processor), O(k log k)
  ///   comparisons, and O(n) row moves (O(k log n) comparisons and moves of
  ///   the rows between for a few); when k exceeds n / 2, a
  ///   ``rebuild(from:)`` instead.
  public mutating func apply(changedIDs: some Collection<Person.ID>, in book: Addressbook) {
    guard changedIDs.count <= Swift.max(allRows.count / 2, 16) else { return rebuild(from: book) }
    let makesTexts = isSearchPrepared || !query.isEmpty
    var gone: [Row] = []
    var added: [Row] = []
    var addedMatching: [Row] = []
    let ids = Array(changedIDs)
    let stored = ids.map { book.entries[$0]?.stored }
    // Made on every processor: each decodes its person.
    let texts = makesTexts ? stored.concurrentMap(minimumPiece: 256) { $0.map { SearchText($0.person) } } : []
    for (place, id) in ids.enumerated() {
      let old = derived.removeValue(forKey: id)
      if let old { gone.append(Row(key: old.key, id: id, slot: old.slot)) }
      guard let stored = stored[place] else {
        if let old { index.release(old.slot) }
        continue
      }
      let new = Derived(key: stored.sortKey(in: sortOrder), slot: old?.slot ?? index.allocate(for: id))
      derived[id] = new
      if let text = texts.isEmpty ? nil : texts[place] {
        index.setText(text, at: new.slot)
      } else {
        index.removeText(at: new.slot)
      }
      let row = Row(key: new.key, id: id, slot: new.slot)
      added.append(row)
      if (query.isEmpty || index.matches(query, at: new.slot)) && admits(id, in: book) { addedMatching.append(row) }
    }
    var matching = matchingRows
    allRows.replace(sorted: gone, with: added)
    matching?.replace(sorted: gone, with: addedMatching)
    matchingRows = matching
  }

  /// Shows the persons matching `query`. The candidates searched are the
  /// fewest of: the index's (when a term has a rare trigram), the current
  /// results (when `query` refines the one in force: the user typed more),
  /// every row.
  ///
  /// A search text not yet made is taken from `kept` when it holds it (the
  /// search typed while it is being prepared, see
  /// ``prepareSearch(in:limit:kept:)``).
  ///
  /// - Complexity: O(m) byte searches for the m candidates, plus
  ///   O(m log m) comparisons to order the index's, plus the search texts
  ///   not yet made (made on every processor, each decoding its person
  ///   unless its text is kept).
  public mutating func setQuery(_ query: SearchQuery, in book: Addressbook, kept: KeptSearchTexts = KeptSearchTexts()) {
    let previous = self.query
    self.query = query
    guard !query.isEmpty else {
      matchingPositions = isFiltering ? matching(nil, in: book) : nil
      return
    }
    let previousMatches = query.refines(previous) ? matchingPositions : nil
    if let slots = index.candidates(for: query), slots.count < previousMatches?.count ?? .max {
      matchingPositions = matching(slots, in: book)
    } else {
      matchingPositions = matching(previousMatches, in: book, kept: kept)
    }
  }

  /// Re-sorts the view in `order`, keeping the search.
  ///
  /// - Complexity: O(n log n) comparisons plus n sort keys computed.
  public mutating func setSortOrder(_ order: SortOrder, in book: Addressbook) {
    guard order != sortOrder else { return }
    sortOrder = order
    for (id, key, _) in Self.sortKeys(of: book, in: order) { derived[id]?.key = key }
    let matching = matchingRows?.compactMap(rekeyed).sorted()
    allRows = allRows.compactMap(rekeyed).sorted()
    matchingRows = matching
  }

  /// The position of the person with `id` in the view, or `nil` when the
  /// person is not shown (not in the book, or not matching the search).
  ///
  /// - Complexity: O(log n)
  public func position(of id: Person.ID) -> Int? {
    guard let derived = derived[id] else { return nil }
    guard let position = allRows.sortedIndex(of: Row(key: derived.key, id: id, slot: derived.slot)) else { return nil }
    return matchingPositions.map { $0.sortedIndex(of: position) } ?? position
  }

  public var startIndex: Int { 0 }

  /// - Complexity: O(1)
  public var endIndex: Int { matchingPositions?.count ?? allRows.count }

  /// The id of the person at `position` in display order.
  ///
  /// - Complexity: O(1)
  public subscript(position: Int) -> Person.ID {
    allRows[matchingPositions?[position] ?? position].id
  }

  private func rekeyed(_ row: Row) -> Row? {
    derived[row.id].map { Row(key: $0.key, id: row.id, slot: row.slot) }
  }

  /// The rows of `candidates` matching the query, in order, caching the
  /// search texts computed on the way.
  /// Shows only the persons of `collection` (`nil`: everyone), with the
  /// query in force.
  ///
  /// - Complexity: O(*n*) lookups of each person's collection, plus the
  ///   query's search.
  public mutating func setCollection(_ collection: String?, in book: Addressbook) {
    self.collection = collection
    matchingPositions = isFiltering ? matching(nil, in: book) : nil
  }

  /// Shows only the persons in `category` (`nil`: everyone), with the
  /// query and collection in force.
  ///
  /// - Complexity: O(*n*) lookups of each person's categories (see
  ///   ``StoredPerson/categories``), plus the query's search.
  public mutating func setCategory(_ category: String?, in book: Addressbook) {
    self.category = category
    matchingPositions = isFiltering ? matching(nil, in: book) : nil
  }

  /// Whether a query, a collection or a category filters the rows.
  private var isFiltering: Bool { !query.isEmpty || collection != nil || category != nil }

  /// Whether the person `id` is in ``collection`` and ``category`` (when
  /// they are set).
  private func admits(_ id: Person.ID, in book: Addressbook) -> Bool {
    (collection == nil || book.collection(id: id) == collection)
      && (category.map { wanted in
        book.entries[id]?.stored.categories.contains { $0.lowercased() == wanted.lowercased() } ?? false
      } ?? true)
  }

  /// The positions among `candidates` (positions in ``allRows``,
  /// ascending; `nil`: every row) of the persons admitted and matching the
  /// query, ascending, making the search texts still missing on the way.
  private mutating func matching(
    _ candidates: [Int]?, in book: Addressbook, kept: KeptSearchTexts = KeptSearchTexts()
  ) -> [Int] {
    var positions = candidates ?? Array(allRows.indices)
    if collection != nil || category != nil { positions = positions.filter { admits(allRows[$0].id, in: book) } }
    guard !query.isEmpty else { return positions }
    let query = query
    // The rows whose text is kept and not yet made are matched by the kept
    // text, where it lies; the others' texts missing are made (on every
    // processor, each decoding its person) and indexed for the next search.
    var keptMatches: Set<Int> = []
    if !index.isComplete {
      let allRows = allRows
      var missing = positions.filter { !index.hasText(at: allRows[$0].slot) }
      if kept.count > 0 {
        let verdicts = missing.concurrentMap(minimumPiece: 512) { position -> Bool? in
          let text = book.entries[allRows[position].id].flatMap { kept.text(of: $0.stored) }
          return text.map { $0.withUnsafeBytes(query.matches) }
        }
        keptMatches = Set(zip(missing, verdicts).lazy.filter { $0.1 == true }.map(\.0))
        missing = zip(missing, verdicts).filter { $0.1 == nil }.map(\.0)
      }
      let texts = missing.concurrentMap(minimumPiece: 512) { position in
        book.entries[allRows[position].id].map { SearchText($0.stored.person) }
      }
      for (position, text) in zip(missing, texts) {
        if let text { index.setText(text, at: allRows[position].slot) }
      }
    }
    return index.withTexts { texts in
      allRows.withUnsafeBufferPointer { rows in
        positions.filter { keptMatches.contains($0) || texts[rows[$0].slot].map(query.matches) ?? false }
      }
    }
  }

  /// The positions in ``allRows`` of the slots among `candidates` (repeats
  /// allowed) whose text matches the query, of persons admitted, ascending.
  private func matching(_ candidates: [SearchIndex.Slot], in book: Addressbook) -> [Int] {
    let matches = index.withTexts { texts in
      Set(candidates).filter { slot in texts[slot].map(query.matches) ?? false }
    }
    return matches.compactMap { slot in
      index.id(at: slot).flatMap { id in
        admits(id, in: book) ? derived[id].flatMap { allRows.sortedIndex(of: Row(key: $0.key, id: id, slot: slot)) } : nil
      }
    }.sorted()
  }

  /// Where `rows` (sorted, each one of ``allRows``) are in ``allRows``.
  ///
  /// - Complexity: O(*n*) comparisons.
  private func positions(of rows: [Row]) -> [Int] {
    var positions: [Int] = []
    positions.reserveCapacity(rows.count)
    var position = 0
    for row in rows {
      while position < allRows.count, allRows[position] < row { position += 1 }
      if position < allRows.count, allRows[position] == row { positions.append(position) }
    }
    return positions
  }
}
