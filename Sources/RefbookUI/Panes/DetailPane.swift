import RefbookModel
import StructRef
import TerminalKit

/// The selected person on the right, as a card: the display name as a
/// title, then the person's fields in groups (see ``PersonCard``), each
/// entry on as many rows as it needs (see ``CardLayout``).
///
/// It holds a `Ref<Person?>` derived by identity from the book and redraws
/// from its observer only. When the person is deleted the ref reads `nil`
/// and the pane says so.
final class DetailPane {
  private(set) var person: Ref<Person?>?
  private var observation: Disposable?
  /// The position of the highlighted entry in ``items``.
  private(set) var itemIndex = 0
  /// How many of the card's rows under its first are scrolled out of view
  /// (the title's first row stays), moved by ``arrange(in:)`` to keep the
  /// highlighted entry in view.
  private(set) var top = 0
  /// Whether the card stays where it is rather than scroll to the
  /// highlighted entry: after a click, which highlights an entry in view,
  /// so that nothing moves from under the pointer (a double click's second
  /// click lands on what the first one chose).
  private var keepsView = false
  /// The field being edited in place, if any (see `DetailPane+Editing`).
  var editor: FieldEditing?
  /// Something the pane shows changed since it was last drawn.
  private(set) var needsDisplay = true
  /// Whether it was last drawn focused (`nil`: never drawn).
  private var drawnFocused: Bool?
  /// The day ages and anniversaries are counted to: the real date, unless
  /// a test sets one.
  var today: () -> CalendarDate = CalendarDate.today
  /// The cells a photo takes at the pane's top right, when the app can show
  /// photos (see `DetailPane+Photo`).
  var photoCells: (columns: Int, rows: Int)? = nil {
    didSet { needsDisplay = true }
  }
  /// The card ``card`` made last, with the field being edited and the day
  /// it was made for; forgotten when the person changes or another is shown.
  private var madeCard: (card: PersonCard?, editing: PersonField?, day: CalendarDate)?

  /// Shows the person behind `ref` (`nil`: nobody), from its first entry.
  func show(_ ref: Ref<Person?>?) {
    person = ref
    itemIndex = 0
    top = 0
    keepsView = false
    needsDisplay = true
    madeCard = nil
    observation = ref?.addObserver { [unowned self] _ in
      needsDisplay = true
      madeCard = nil
      itemIndex = min(itemIndex, max(0, items.count - 1))
    }
  }

  /// The card of the shown person as it is now, with the field being
  /// edited or added; `nil` when nobody is shown or the person was deleted.
  /// Made once for each version of the person, field edited and day.
  ///
  /// - Complexity: O(1) when made already; else as
  ///   ``PersonCard/init(of:editing:today:)``.
  var card: PersonCard? {
    let (editing, day) = (editor?.field, today())
    if let madeCard, madeCard.editing == editing, madeCard.day == day { return madeCard.card }
    let card = person?.value.map { PersonCard(of: $0, editing: editing, today: day) }
    madeCard = (card, editing, day)
    return card
  }

  /// The entries shown, in order: the fields, a field being added (with
  /// `a`) among them in its place, and the properties kept verbatim.
  var items: [CardItem] {
    card?.items ?? []
  }

  var selectedItem: CardItem? {
    items[safe: itemIndex]
  }

  /// The highlighted entry's field; `nil` for a kept property, read-only.
  var selectedField: PersonField? {
    selectedItem?.field
  }

  func move(by delta: Int) {
    let count = items.count
    guard count > 0 else { return }
    itemIndex = min(max(itemIndex + delta, 0), count - 1)
    keepsView = false
    needsDisplay = true
  }

  func selectFirst() { move(by: -itemIndex) }
  func selectLast() { move(by: items.count) }

  /// Highlights `item` when the card has it; the card then scrolls to show
  /// it, unless `keepingView` (a click on it).
  func select(_ item: CardItem, keepingView: Bool = false) {
    if let index = items.firstIndex(of: item) {
      itemIndex = index
      keepsView = keepingView
      needsDisplay = true
    }
  }

  /// Highlights `field` when the person has it.
  func select(_ field: PersonField) { select(.field(field)) }

  /// Marks the pane for drawing; for its own extensions (the field editor).
  func setNeedsDisplay() { needsDisplay = true }

  /// Whether drawing the pane `focused` would change the screen.
  func needsDrawing(focused: Bool) -> Bool {
    needsDisplay || drawnFocused != focused
  }

  /// The shown person's card laid out in `region`, beside the photo's box
  /// if any (see `DetailPane+Photo`); `nil` when nobody is shown.
  ///
  /// - Complexity: O(*e* + *c*) for a card of *e* entries in *c* cells.
  func layout(in region: Region) -> CardLayout? {
    guard let card else { return nil }
    let photo = photoBox(in: region).map { (rows: $0.rows, width: region.columns - $0.columns - 1) }
    return CardLayout(card, width: region.columns, narrow: photo, maxLines: region.rows - 2)
  }

  /// ``top`` for `rows` rows: kept from leaving rows blank below the card,
  /// moved just enough to show the highlighted entry (unless the view is
  /// kept), with the top of its group when they fit together, else from
  /// its first row.
  private func visibleTop(in layout: CardLayout, rows: Int) -> Int {
    // Under the first row, which stays, `rows - 1` rows show the card's rows from 1 + top.
    let shown = rows - 1
    let top = max(0, min(self.top, layout.rows.count - 1 - shown))
    guard !keepsView, let extent = selectedItem.flatMap({ layout.extents[$0] }) else { return top }
    let (start, end, lead) = (extent.rows.lowerBound - 1, extent.rows.upperBound - 1, extent.lead - 1)
    return max(0, min(max(top, end - shown), end - lead <= shown ? lead : start))
  }

  /// The card's row drawn on `line` of the pane scrolled to `top`: its
  /// first row, the title's, on the first line, which stays.
  func row(onLine line: Int, top: Int) -> Int {
    line == 0 ? 0 : top + line
  }

  /// Fits the pane's scroll positions to `region` (the card's and the
  /// editor's), so that drawing changes nothing. The app calls it after
  /// every key and on resize.
  ///
  /// - Complexity: O(*e* + *c*) for a card of *e* entries in *c* cells.
  func arrange(in region: Region) {
    guard let layout = layout(in: region) else { return }
    top = visibleTop(in: layout, rows: region.rows)
    if let field = editor?.field, let place = layout.editorPlace(of: .field(field)) {
      editor?.follow(columns: place.columns)
    }
  }

  /// Draws the pane: the title, then the card's rows from ``top``, the
  /// highlighted entry in the selection's colours when `focused`, the field
  /// being edited in place of its value. No text is drawn in the
  /// ``photoRegion(in:)``. Drawing changes nothing but the dirty flag.
  ///
  /// - Complexity: O(*e* + *c*) for a card of *e* entries in *c* cells.
  func draw(on screen: some Screen, in region: Region, focused: Bool) {
    needsDisplay = false
    drawnFocused = focused
    screen.hideCursor()
    guard let layout = layout(in: region) else {
      screen.fill(rows: region.rowRange, columns: region.columnRange, style: .plain)
      let text: DisplayText = self.person == nil ? " No contact selected" : " This contact was deleted — u to undo"
      screen.put(text, row: region.row, column: region.column, columns: region.columns, style: .role(.secondary))
      return
    }
    let top = visibleTop(in: layout, rows: region.rows)
    // The lines beside the photo are as narrow as the card's first rows.
    let photo = top == 0 ? photoBox(in: region) : nil
    func columns(onLine line: Int) -> Int {
      guard let photo, line < photo.rows else { return region.columns }
      return region.columns - photo.columns - 1
    }
    let selected = selectedItem
    for line in 0..<region.rows {
      layout.draw(row: row(onLine: line, top: top), on: screen, at: region.row + line, column: region.column,
                  columns: columns(onLine: line), selected: selected, focused: focused)
    }
    if let editor, let place = layout.editorPlace(of: .field(editor.field)),
      let line = (0..<region.rows).first(where: { row(onLine: $0, top: top) == place.row })
    {
      editor.draw(on: screen, row: region.row + line, column: region.column + place.column, columns: place.columns)
    }
  }
}

/// A field being edited in place: what it is, the text and the scroll.
struct FieldEditing {
  let field: PersonField
  /// Whether the field does not exist yet (added with `a`).
  let isNew: Bool
  var line: LineEditor
  var scroll = HorizontalScroll()

  init(field: PersonField, text: String, isNew: Bool) {
    self.field = field
    self.isNew = isNew
    line = LineEditor(text)
  }

  /// Scrolls the text so that the cursor is visible in a value `columns` wide.
  mutating func follow(columns: Int) {
    scroll.follow(line.text, cursor: line.cursor, columns: max(1, columns - 1))
  }

  /// Draws the text as ``follow(columns:)`` scrolled it, and places the cursor.
  func draw(on screen: some Screen, row: Int, column: Int, columns: Int) {
    let view = scroll.view(of: line.text, cursor: line.cursor, columns: max(1, columns - 1))
    screen.put(view.text, row: row, column: column, columns: columns, style: TextStyle(.underline))
    screen.showCursor(row: row, column: column + view.cursorColumn)
  }
}
