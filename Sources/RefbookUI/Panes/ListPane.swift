import RefbookModel
import StructRef
import TerminalKit

/// The list of persons on the left: one row each, sorted, optionally
/// filtered by a search, with a selection.
///
/// It holds a ref to the book and a ref to the selected person (by
/// identity), and redraws from their observers only: an edit made anywhere
/// (the detail pane, an undo, an import) reaches its rows through the book
/// ref, which it turns into an incremental update of its ``BookView``.
final class ListPane {
  /// The names of several books opened together: each row then ends with
  /// its person's book. Empty for one book.
  var collections: [String] = []
  /// The columns of a row, as the config file's `[list] columns` says.
  var columns = ListColumn.standard
  let book: Ref<Addressbook>
  /// The book as of the last update of `view`, to ask what changed since.
  private(set) var shown: Addressbook
  var view: BookView
  /// The marked persons, by identity (see `ListPane+Marks`): UI state, not
  /// part of the book or its history.
  var marks: Set<Person.ID> = [] {
    didSet { needsDisplay = true }
  }
  /// The selected person, by identity.
  private(set) var selection: Ref<Person?>?
  private(set) var selectedID: Person.ID?
  /// Where the selection was, to land nearby when its person disappears.
  private var selectedPosition = 0
  /// The first visible position, moved by ``arrange(in:)``.
  private(set) var top = 0
  /// The search prompt's text while it is open (see `ListPane+Search`).
  var searchLine: LineEditor?
  /// The prompt for a file to import or export to, while it is open (see
  /// `ListPane+PathPrompt`).
  var pathPrompt: PathPrompt?
  /// Whether `d` asks before deleting persons (see `ListPane+Deleting`).
  var confirmsDelete = false
  /// The question `y` answers, while it is open.
  var confirmation: Confirmation?
  /// The search being prepared on another thread (see `ListPane+Search`).
  var searchPreparation: SearchPreparation?
  /// Where the search texts of the book's cards are kept between starts,
  /// for the preparation to take instead of folding every card.
  var searchTextStorage: (any SearchTextStorage)?
  /// Something the pane shows changed since it was last drawn.
  private(set) var needsDisplay = true
  /// Whether it was last drawn focused (`nil`: never drawn).
  private var drawnFocused: Bool?
  /// The rows last drawn, drawn again as they are while their persons do not change.
  private var drawnRows = ListRows()
  /// What the columns need, measured on a sample of the list when first
  /// drawn, widened by each change (see ``naturalWidths``).
  private var measuredWidths: NaturalColumnWidths?
  private var observations: [Disposable] = []
  private var selectionObservation: Disposable?
  /// Called after the selected person changed identity (not content).
  var onSelect: (Ref<Person?>?) -> Void = { _ in }

  init(book: Ref<Addressbook>, sortOrder: SortOrder = .name) {
    self.book = book
    shown = book.value
    view = BookView(shown, sortOrder: sortOrder)
    observations.append(book.addObserver { [unowned self] new in bookChanged(to: new) })
  }

  /// The list of `book` as `options` set it up: its order, books, columns,
  /// whether a delete asks first and where search texts are kept.
  convenience init(book: Ref<Addressbook>, options: AppOptions) {
    self.init(book: book, sortOrder: options.sortOrder)
    collections = options.collections
    columns = options.listColumns
    confirmsDelete = options.confirmsDelete
    searchTextStorage = options.searchTextStorage
  }

  var count: Int { view.count }

  /// Selects the first person, if nothing is selected yet.
  func selectFirstIfNone() {
    if selectedID == nil, let first = view.first { select(first) }
  }

  /// Selects the person with `id` (and scrolls to it when drawn).
  func select(_ id: Person.ID?) {
    guard id != selectedID else { return }
    selectedID = id
    selectedPosition = id.flatMap(view.position(of:)) ?? 0
    let ref = id.map { book[id: $0] }
    selection = ref
    selectionObservation = ref?.addObserver { [unowned self] _ in
      needsDisplay = true
      selectedPosition = selectedID.flatMap(view.position(of:)) ?? selectedPosition
    }
    needsDisplay = true
    onSelect(ref)
  }

  /// Moves the selection `delta` rows (negative: up), stopping at the ends.
  func move(by delta: Int) {
    guard !view.isEmpty else { return }
    let current = selectedID.flatMap(view.position(of:)) ?? selectedPosition
    select(view[min(max(current + delta, 0), view.count - 1)])
  }

  func selectFirst() { if let id = view.first { select(id) } }
  func selectLast() { if let id = view.last { select(id) } }

  /// Moves to the next (or previous) row, wrapping around: in a filtered
  /// list every row is a match, so this is `n` / `N`.
  func cycle(forward: Bool) {
    guard !view.isEmpty else { return }
    let current = selectedID.flatMap(view.position(of:)) ?? -1
    let next = (current + (forward ? 1 : -1) + view.count) % view.count
    select(view[next])
  }

  /// Filters the list by `query`, keeping the selection when it still matches.
  func setQuery(_ query: SearchQuery) {
    adoptPreparedSearch()
    // While the search is prepared, the texts kept serve this search too.
    let kept = query.isEmpty ? nil : searchPreparation?.kept
    view.setQuery(query, in: shown, kept: kept ?? KeptSearchTexts())
    needsDisplay = true
    reselect()
  }

  /// Shows only the persons of the book `collection` (`nil`: every book).
  func setCollection(_ collection: String?) {
    adoptPreparedSearch()
    view.setCollection(collection, in: shown)
    needsDisplay = true
    reselect()
  }

  /// Shows only the persons in `category` (`nil`: every category).
  func setCategory(_ category: String?) {
    adoptPreparedSearch()
    view.setCategory(category, in: shown)
    needsDisplay = true
    reselect()
  }

  /// Switches to the next sort order.
  func cycleSortOrder() {
    view.setSortOrder(view.sortOrder.next, in: shown)
    needsDisplay = true
    reselect()
  }

  /// Whether drawing the pane `focused` would change the screen.
  func needsDrawing(focused: Bool) -> Bool {
    needsDisplay || drawnFocused != focused
  }

  private func bookChanged(to new: Addressbook) {
    let changed = new.changedIDs(since: shown)
    view.apply(changedIDs: changed, in: new)
    drawnRows.forget(changed)
    // A few changed persons widen the columns to fit them; many are measured again by sample.
    if changed.count > NaturalColumnWidths.sampleSize {
      measuredWidths = nil
    } else {
      measuredWidths?.widen(toFit: changed.compactMap { id in new.outline(id: id).map { ($0, new.collection(id: id)) } })
    }
    for id in changed where marks.contains(id) && !new.contains(id: id) { marks.remove(id) }
    shown = new
    needsDisplay = true
    reselect()
  }

  /// Keeps a selection that is still shown; otherwise selects the row now at
  /// the selection's old position.
  private func reselect() {
    if let id = selectedID, let position = view.position(of: id) {
      selectedPosition = position
      return
    }
    if view.isEmpty {
      select(nil)
    } else {
      let position = min(selectedPosition, view.count - 1)
      selectedID = nil
      select(view[position])
    }
  }

  /// The first position to show in `rows` rows: ``top`` moved just enough
  /// to show the selection, and no further down than a full last page.
  private func visibleTop(rows: Int) -> Int {
    var first = top
    if let position = selectedID.flatMap(view.position(of:)) {
      first = min(max(first, position - rows + 1), position)
    }
    return max(0, min(first, view.count - rows))
  }

  /// The rows above the persons: the columns' headings.
  static let headingRows = 1

  /// What each column needs to show its values uncut, measured on a sample
  /// spread over the list (see ``NaturalColumnWidths``) at its first
  /// drawing, and after a change of more persons than a sample holds;
  /// widened to fit the persons of each smaller change.
  ///
  /// - Complexity: O(1) once measured; O(*s* log *n*) to measure *s* =
  ///   ``NaturalColumnWidths/sampleSize`` persons of a book of *n*.
  var naturalWidths: NaturalColumnWidths {
    if let measuredWidths { return measuredWidths }
    let step = max(1, view.count / NaturalColumnWidths.sampleSize)
    let sample = stride(from: 0, to: view.count, by: step).compactMap { position in
      let id = view[position]
      return shown.outline(id: id).map { (person: $0, collection: shown.collection(id: id)) }
    }
    let measured = NaturalColumnWidths(measuring: sample, fields: columns.map(\.field))
    measuredWidths = measured
    return measured
  }

  /// The width the pane needs to show every column at its natural width.
  ///
  /// - Complexity: as ``naturalWidths``.
  var naturalWidth: Int {
    ListColumns.naturalWidth(of: columns, bookNames: collections, natural: naturalWidths) ?? 0
  }

  /// Fits the scroll position to the rows `region` has for persons, so that
  /// drawing changes nothing. The app calls it after every key and on resize.
  ///
  /// - Complexity: O(log n) for a book of n persons.
  func arrange(in region: Region) {
    top = visibleTop(rows: region.rows - Self.headingRows)
  }

  /// Draws the headings and the rows in `region`; drawing changes nothing
  /// but the dirty flag (and the rows kept to draw again). The headings are
  /// the pane's title: in the focus colour when `focused`, dimmed when not.
  func draw(on screen: some Screen, in region: Region, focused: Bool) {
    needsDisplay = false
    drawnFocused = focused
    guard region.columns > 0, region.rows > 0 else { return }
    let layout = ListRows.Layout(width: region.columns, columns: columns, bookNames: collections, natural: naturalWidths)
    screen.put(drawnRows.headings(in: layout), row: region.row, column: region.column, columns: region.columns,
               style: .role(focused ? .focus : .secondary, [.bold, .underline]))
    let rows = region.rows - Self.headingRows
    let position = selectedID.flatMap(view.position(of:))
    let top = visibleTop(rows: rows)
    let ids = (top..<min(top + rows, view.count)).map { view[$0] }
    let texts = drawnRows.texts(of: ids, in: layout, marked: marks.contains) { [shown] id, columns, marked in
      shown.outline(id: id).map { columns.row(for: $0, in: shown.collection(id: id), marked: marked) }
    }
    for line in 0..<rows {
      let row = region.row + Self.headingRows + line
      guard line < texts.count, let text = texts[line] else {
        screen.put(.empty, row: row, column: region.column, columns: region.columns)
        if line == 0 && view.isEmpty {
          let hint: DisplayText = view.query.isEmpty ? " No contacts — a adds one" : " No match — Esc clears the search"
          screen.put(hint, row: row, column: region.column, columns: region.columns, style: .role(.secondary))
        }
        continue
      }
      let isSelected = top + line == position
      let style: TextStyle = isSelected ? .role(focused ? .selection : .inactiveSelection) : .plain
      screen.put(text, row: row, column: region.column, columns: region.columns, style: style)
    }
  }
}
