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
  private var top = 0
  private(set) var needsDisplay = true

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

  /// The fields shown, in order.
  var fields: [PersonField] {
    person?.value.map(PersonField.fields(of:)) ?? []
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

  func setNeedsDisplay() { needsDisplay = true }

  /// The column where values start, so labels line up.
  static let labelWidth = 22

  /// Draws the pane; `editor` replaces the highlighted field's value while a
  /// field is being edited.
  func draw(on screen: some Screen, in region: Region, focused: Bool, editor: inout FieldEditing?) {
    needsDisplay = false
    screen.hideCursor()
    guard let person = person?.value else {
      screen.fill(rows: region.rowRange, columns: region.columnRange, style: .plain)
      let text: DisplayText = self.person == nil ? " No contact selected" : " This contact was deleted — u to undo"
      screen.put(text, row: region.row, column: region.column, columns: region.columns, style: .role(.secondary))
      return
    }
    screen.put(DisplayText(" " + person.shownName), row: region.row, column: region.column,
               columns: region.columns, style: TextStyle(.bold, role: .header))
    var fields = PersonField.fields(of: person)
    // A field being added (with `a`) is not in the person yet: show it, so
    // its text is edited in place like any other.
    if let field = editor?.field, !fields.contains(field) {
      fields.append(field)
      fieldIndex = fields.count - 1
    }
    let rows = region.rows - 1
    if fieldIndex < top { top = fieldIndex }
    if fieldIndex >= top + rows { top = fieldIndex - rows + 1 }
    let labelWidth = min(Self.labelWidth, region.columns / 2)
    let valueWidth = region.columns - labelWidth
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
      if isSelected, editor?.field == field {
        editor?.draw(on: screen, row: row, column: valueColumn, columns: valueWidth)
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

  /// Draws the text scrolled so that the cursor is visible, and places the cursor.
  mutating func draw(on screen: some Screen, row: Int, column: Int, columns: Int) {
    let view = scroll.view(of: line.text, cursor: line.cursor, columns: max(1, columns - 1))
    screen.put(view.text, row: row, column: column, columns: columns, style: TextStyle(.underline))
    screen.showCursor(row: row, column: column + view.cursorColumn)
  }
}
