import RefbookModel
import StructRef
import TerminalKit

/// Every field of the selected person on the right: the display name as a
/// title, then one line per field with its label and type.
///
/// It holds a `Ref<Person?>` derived by identity from the book and redraws
/// from its observer only. When the person is deleted the ref reads `nil`
/// and the pane says so.
final class DetailPane {
  private(set) var person: Ref<Person?>?
  private var observation: Disposable?
  /// The position of the highlighted field in ``fields``.
  private(set) var fieldIndex = 0
  /// The first field shown, moved by ``arrange(in:)`` to keep the
  /// highlighted one in view.
  private(set) var top = 0
  /// The field being edited in place, if any (see `DetailPane+Editing`).
  var editor: FieldEditing?
  /// Something the pane shows changed since it was last drawn.
  private(set) var needsDisplay = true
  /// Whether it was last drawn focused (`nil`: never drawn).
  private var drawnFocused: Bool?
  /// The cells of a photo at the pane's top right, set by the app where the
  /// terminal shows images; `nil`: no photo.
  var photoCells: (columns: Int, rows: Int)? = nil

  /// Shows the person behind `ref` (`nil`: nobody), from its first field.
  func show(_ ref: Ref<Person?>?) {
    person = ref
    fieldIndex = 0
    top = 0
    needsDisplay = true
    observation = ref?.addObserver { [unowned self] _ in
      needsDisplay = true
      fieldIndex = min(fieldIndex, max(0, fields.count - 1))
    }
  }

  /// The fields shown, in order; a field being added (with `a`) is not in
  /// the person yet, and is shown last so that it is edited in place.
  var fields: [PersonField] {
    guard let person = person?.value else { return [] }
    var fields = PersonField.fields(of: person)
    if let field = editor?.field, !fields.contains(field) { fields.append(field) }
    return fields
  }

  var selectedField: PersonField? {
    fields[safe: fieldIndex]
  }

  func move(by delta: Int) {
    let count = fields.count
    guard count > 0 else { return }
    fieldIndex = min(max(fieldIndex + delta, 0), count - 1)
    needsDisplay = true
  }

  func selectFirst() { move(by: -fieldIndex) }
  func selectLast() { move(by: fields.count) }

  /// Highlights `field` when the person has it.
  func select(_ field: PersonField) {
    if let index = fields.firstIndex(of: field) {
      fieldIndex = index
      needsDisplay = true
    }
  }

  /// Marks the pane for drawing; for its own extensions (the field editor).
  func setNeedsDisplay() { needsDisplay = true }

  /// Whether drawing the pane `focused` would change the screen.
  func needsDrawing(focused: Bool) -> Bool {
    needsDisplay || drawnFocused != focused
  }

  /// The column where values start, so labels line up.
  static let labelWidth = 22

  /// The columns of a value: what is left of the pane's width after the labels.
  private static func valueColumns(in region: Region) -> Int {
    region.columns - min(labelWidth, region.columns / 2)
  }

  /// The first field to show in `rows` rows: ``top`` moved just enough to
  /// show the highlighted field.
  private func visibleTop(rows: Int) -> Int {
    min(max(top, fieldIndex - rows + 1), fieldIndex)
  }

  /// Fits the pane's scroll positions to `region` (the fields' and the
  /// editor's), so that drawing changes nothing. The app calls it after
  /// every key and on resize.
  ///
  /// - Complexity: O(*c*) for a value *c* columns wide.
  func arrange(in region: Region) {
    top = max(0, visibleTop(rows: region.rows - 1))
    editor?.follow(columns: Self.valueColumns(in: region))
  }

  /// Where the person's photo goes in `region`: the box of ``photoCells``
  /// at its top right, when they are set, leave 30 columns beside them,
  /// and the person has a `PHOTO`; `nil` otherwise.
  func photoRegion(in region: Region) -> Region? {
    guard let cells = photoCells, region.columns >= cells.columns + 30, person?.value?.photo != nil else { return nil }
    return Region(row: region.row, column: region.column + region.columns - cells.columns,
                  rows: min(cells.rows, region.rows), columns: cells.columns)
  }

  /// Draws the pane, the field being edited in place of its value. Drawing
  /// changes nothing but the dirty flag.
  func draw(on screen: some Screen, in region: Region, focused: Bool) {
    needsDisplay = false
    drawnFocused = focused
    screen.hideCursor()
    guard let person = person?.value else {
      screen.fill(rows: region.rowRange, columns: region.columnRange, style: .plain)
      let text: DisplayText = self.person == nil ? " No contact selected" : " This contact was deleted — u to undo"
      screen.put(text, row: region.row, column: region.column, columns: region.columns, style: .role(.secondary))
      return
    }
    screen.put(DisplayText(" " + person.shownName), row: region.row, column: region.column,
               columns: region.columns, style: .role(.header, .bold))
    let fields = fields
    let rows = region.rows - 1
    let top = max(0, visibleTop(rows: rows))
    let labelWidth = min(Self.labelWidth, region.columns / 2)
    let valueWidth = Self.valueColumns(in: region)
    for line in 0..<rows {
      let row = region.row + 1 + line
      let index = top + line
      guard let field = fields[safe: index] else {
        screen.put(.empty, row: row, column: region.column, columns: region.columns)
        continue
      }
      let isSelected = index == fieldIndex
      let labelStyle: TextStyle = isSelected && focused ? .role(.selection) : .role(.secondary)
      screen.put(DisplayText(" " + field.label(in: person)), row: row, column: region.column,
                 columns: labelWidth, style: labelStyle)
      let valueColumn = region.column + labelWidth
      if isSelected, let editor, editor.field == field {
        editor.draw(on: screen, row: row, column: valueColumn, columns: valueWidth)
      } else {
        let style: TextStyle = isSelected && focused ? TextStyle(.bold) : .plain
        screen.put(DisplayText(field.text(in: person) ?? "", truncatedTo: valueWidth), row: row, column: valueColumn,
                   columns: valueWidth, style: style)
      }
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
