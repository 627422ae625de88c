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

  typealias Slot = SearchIndex.Slot

  /// The slot of each person (see ``SearchIndex``): where its key is in
  /// ``keys``, and its id and search text in ``index``.
  private var slots: [Person.ID: Slot] = [:]
  /// Each slot's key in ``sortOrder``; a released slot's is empty, unused.
  /// Keys are distinct: each ends with its person's id.
  private var keys: [SortKey] = []
  /// The persons' ids and search texts, by slot, the texts made on first
  /// need or ahead of it, and their trigram index.
  var index = SearchIndex()
  /// The slot of every person of the book, in the order of their keys: a
  /// row is four bytes, and ordering or moving rows retains nothing.
  private var allRows: [Slot] = []
  /// Where the persons matching the query (and in ``collection`` and
  /// ``category``) are in ``allRows``, ascending; `nil` when there is no
  /// filter.
  private var matchingPositions: [Int]?
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
    let (ids, keys, places, cardHashes) = Self.columns(of: book, in: sortOrder)
    // The slots of the ids made on one processor while the rows are
    // ordered on the other: put in the places kept with their keys when
    // most have one, otherwise sorted.
    let (slots, order) = concurrently(
      {
        var slots = [Person.ID: Slot](minimumCapacity: ids.count)
        for (slot, id) in ids.enumerated() { slots[id!] = Slot(slot) }
        return slots
      },
      {
        places.count(where: { $0 != nil }) * 2 >= places.count ? keys.sortedIndices(places: places) : keys.concurrentlySortedIndices()
      }, atOnce: ids.count >= 4_096)
    index.renumber(ids, cardHashes: cardHashes)
    (self.keys, self.slots, allRows) = (keys, slots, order.map(Slot.init))
    preparedUpTo = 0
    matchingPositions = isFiltering ? matching(nil, in: book) : nil
  }

  /// Every person's id, key in `order`, place among the kept keys (see
  /// ``StoredPerson/keptPlace(in:)``) and card's hash kept with the outline
  /// (see ``StoredPerson/keptSourceHash``; 0: none), each in an array of its
  /// own, made on all processors: kept with the outline, or computed.
  private static func columns(of book: Addressbook, in order: SortOrder) -> (
    ids: [Person.ID?], keys: [SortKey], places: [Int?], cardHashes: [UInt64]
  ) {
    let entries = book.entries.values
    let count = entries.count
    var (keys, places, cardHashes): ([SortKey], [Int?], [UInt64]) = ([], [], [])
    let ids = [Person.ID?](unsafeUninitializedCapacity: count) { idBuffer, idCount in
      keys = [SortKey](unsafeUninitializedCapacity: count) { keyBuffer, keyCount in
        places = [Int?](unsafeUninitializedCapacity: count) { placeBuffer, placeCount in
          cardHashes = [UInt64](unsafeUninitializedCapacity: count) { hashBuffer, hashCount in
            nonisolated(unsafe) let (id, key, place, hash) = (
              idBuffer.baseAddress, keyBuffer.baseAddress, placeBuffer.baseAddress, hashBuffer.baseAddress
            )
            entries.concurrentForEach { offset, entry in
              (id! + offset).initialize(to: entry.stored.id)
              (key! + offset).initialize(to: entry.stored.sortKey(in: order))
              (place! + offset).initialize(to: entry.stored.keptPlace(in: order))
              (hash! + offset).initialize(to: entry.stored.keptSourceHash ?? 0)
            }
            hashCount = count
          }
          placeCount = count
        }
        keyCount = count
      }
      idCount = count
    }
    return (ids, keys, places, cardHashes)
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
    let wasPrepared = isSearchPrepared
    if preparedUpTo >= allRows.count { preparedUpTo = 0 }
    let end = preparedUpTo + Swift.min(allRows.count - preparedUpTo, limit)
    for slot in allRows[preparedUpTo..<end] where !index.hasText(at: slot) {
      // A card's hash kept in the index finds its text without the book; another's is the book's.
      let cardHash = index.cardHash(at: slot)
      if let text = cardHash.flatMap(kept.text(ofCardHash:)) {
        index.setText(SearchText(folded: Array(text)), at: slot)
        continue
      }
      guard let stored = index.id(at: slot).flatMap({ book.entries[$0]?.stored }) else { continue }
      // Looked up once: a card whose hash the index holds was not kept.
      let text = cardHash == nil ? kept.text(of: stored) : nil
      index.setText(text.map { SearchText(folded: Array($0)) } ?? SearchText(stored), at: slot)
    }
    preparedUpTo = end
    // The whole book's texts just made: their lists take no more room than they hold.
    if isSearchPrepared && !wasPrepared { index.trimLists() }
    return !isSearchPrepared
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
    allRows.compactMap { slot in
      guard let card = index.id(at: slot).flatMap({ book.entries[$0]?.stored.sourceHash }), let text = texts[slot] else { return nil }
      return (card, text)
    }
  }

  /// Whether every person's search text is made and indexed.
  ///
  /// - Complexity: O(1)
  public var isSearchPrepared: Bool { index.isComplete }

  /// The most changed persons whose search texts ``apply(changedIDs:in:)``
  /// makes at once when no search is in force: an edit, a merge or a
  /// paste keeps the search prepared; an import leaves its texts to the
  /// preparation.
  static let textsMadeAtOnce = 256

  /// Brings the view up to date with `book` after the persons with
  /// `changedIDs` were inserted, removed or changed (and only those).
  ///
  /// The search texts of the changed persons are made and indexed at once
  /// when a search is in force, or when the view has them all and at most
  /// ``textsMadeAtOnce`` persons changed; otherwise they are left for
  /// ``prepareSearch(in:limit:kept:)`` (which the app runs in the
  /// background), so that an import of thousands is shown without folding
  /// them first (a quarter of the processor time of importing 10,000 into
  /// 100,000 contacts). The rows change in one pass, so
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
    let makesTexts = !query.isEmpty || (isSearchPrepared && changedIDs.count <= Self.textsMadeAtOnce)
    let ids = Array(Set(changedIDs))
    let stored = ids.map { book.entries[$0]?.stored }
    // Made on every processor: each decodes its person.
    let texts = makesTexts ? stored.concurrentMap(minimumPiece: 256) { $0.map { SearchText($0) } } : []
    // The changed persons' rows taken out while their keys are the old ones.
    let changedRows = ids.compactMap { slots[$0] }
    let unchangedMatching = matchingPositions.map { [allRows] positions in
      let changed = Set(changedRows)
      return positions.map { allRows[$0] }.filter { !changed.contains($0) }
    }
    allRows.remove(sorted: changedRows, by: precedes)
    var added: [Slot] = []
    var addedMatching: [Slot] = []
    for (place, id) in ids.enumerated() {
      guard let stored = stored[place] else {
        if let slot = slots.removeValue(forKey: id) {
          index.release(slot)
          keys[Int(slot)] = SortKey(bytes: [])
        }
        continue
      }
      let key = stored.sortKey(in: sortOrder)
      let slot = slots[id] ?? allocate(id, key: key)
      keys[Int(slot)] = key
      index.setCardHash(stored.keptSourceHash, at: slot)
      if let text = texts.isEmpty ? nil : texts[place] {
        index.setText(text, at: slot)
      } else {
        index.removeText(at: slot)
      }
      added.append(slot)
      if (query.isEmpty || index.matches(query, at: slot)) && admits(id, in: book) { addedMatching.append(slot) }
    }
    allRows.insert(sorted: added, by: precedes)
    matchingPositions = unchangedMatching.map { positions(of: $0 + addedMatching) }
  }

  /// A new slot for the person with `id`, whose key is `key`.
  private mutating func allocate(_ id: Person.ID, key: SortKey) -> Slot {
    let slot = index.allocate(for: id)
    keys.append(key)
    slots[id] = slot
    return slot
  }

  /// Whether the row of `left` comes before that of `right`: whether its key
  /// is lower.
  private var precedes: (Slot, Slot) -> Bool {
    { [keys] left, right in keys[Int(left)] < keys[Int(right)] }
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
    let (ids, keys, _, _) = Self.columns(of: book, in: order)
    for (id, key) in zip(ids, keys) {
      if let slot = slots[id!] { self.keys[Int(slot)] = key }
    }
    let matching = matchingPositions.map { $0.map { allRows[$0] } }
    allRows.sort(by: precedes)
    matchingPositions = matching.map(positions(of:))
  }

  /// The position of the person with `id` in the view, or `nil` when the
  /// person is not shown (not in the book, or not matching the search).
  ///
  /// - Complexity: O(log n)
  public func position(of id: Person.ID) -> Int? {
    guard let slot = slots[id], let position = allRows.sortedIndex(of: slot, by: precedes) else { return nil }
    return matchingPositions.map { $0.sortedIndex(of: position, by: <) } ?? position
  }

  public var startIndex: Int { 0 }

  /// - Complexity: O(1)
  public var endIndex: Int { matchingPositions?.count ?? allRows.count }

  /// The id of the person at `position` in display order.
  ///
  /// - Complexity: O(1)
  public subscript(position: Int) -> Person.ID {
    index.id(at: allRows[matchingPositions?[position] ?? position])!
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
    if collection != nil || category != nil { positions = positions.filter { admits(index.id(at: allRows[$0])!, in: book) } }
    guard !query.isEmpty else { return positions }
    let query = query
    // The rows whose text is kept and not yet made are matched by the kept
    // text, where it lies; the others' texts missing are made (on every
    // processor, each decoding its person) and indexed for the next search.
    // By position in `allRows`: a row matched by its kept text (no hashing, unlike a set).
    var keptMatches: [Bool] = []
    if !index.isComplete {
      var missing = positions.filter { !index.hasText(at: allRows[$0]) }
      // Their ids, for the other threads: they capture these, not the
      // index, which the texts are then set in without copying it.
      var ids = missing.map { index.id(at: allRows[$0]) }
      if kept.count > 0 {
        // A card's hash kept in the index finds its text without the book; another's is the book's.
        let (cardHashes, missingIDs) = (missing.map { index.cardHash(at: allRows[$0]) }, ids)
        let verdicts = ids.indices.concurrentMap(minimumPiece: 512) { place -> Bool? in
          let cardHash = cardHashes[place] ?? missingIDs[place].flatMap { book.entries[$0]?.stored.sourceHash }
          return cardHash.flatMap(kept.text(ofCardHash:)).map { $0.withUnsafeBytes(query.matches) }
        }
        keptMatches = [Bool](repeating: false, count: allRows.count)
        for (position, verdict) in zip(missing, verdicts) where verdict == true { keptMatches[position] = true }
        let unmatched = verdicts.indices.filter { verdicts[$0] == nil }
        (missing, ids) = (unmatched.map { missing[$0] }, unmatched.map { ids[$0] })
      }
      let texts = ids.concurrentMap(minimumPiece: 512) { id in
        id.flatMap { book.entries[$0] }.map { SearchText($0.stored) }
      }
      for (position, text) in zip(missing, texts) {
        if let text { index.setText(text, at: allRows[position]) }
      }
    }
    return index.withTexts { texts in
      allRows.withUnsafeBufferPointer { rows in
        positions.filter { (!keptMatches.isEmpty && keptMatches[$0]) || texts[rows[$0]].map(query.matches) ?? false }
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
      index.id(at: slot).flatMap { id in admits(id, in: book) ? allRows.sortedIndex(of: slot, by: precedes) : nil }
    }.sorted()
  }

  /// Where the rows of `slots` are in ``allRows``, ascending.
  ///
  /// - Complexity: O(*n*) in the number of rows.
  private func positions(of slots: [Slot]) -> [Int] {
    var isShown = [Bool](repeating: false, count: keys.count)
    for slot in slots { isShown[Int(slot)] = true }
    return allRows.indices.filter { isShown[Int(allRows[$0])] }
  }
}
