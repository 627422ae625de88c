import RefbookModel
import TerminalKit

/// The detail pane's field editor: a field's value edited in place, then
/// written through the pane's ref (see `DetailPane+Writing`) or dropped.
extension DetailPane {
  /// Opens the editor for `field` of the shown person: the field editor in
  /// place, or for an address the form returned, which the caller opens.
  /// Nothing when nobody is shown.
  ///
  /// - Complexity: O(*f*) for a person of *f* fields.
  func edit(_ field: PersonField) -> FormOverlay? {
    guard let person = person?.value else { return nil }
    if case .address(let index) = field { return FormOverlay(.address(of: person, index: index)) }
    startEditing(field)
    return nil
  }

  /// Opens the editor on `field` of the shown person, with the field's text
  /// and the cursor at its end; a field the person does not have yet (added
  /// with `a`) gets a line of its own. Nothing when nobody is shown.
  ///
  /// - Complexity: O(*f*) for a person of *f* fields.
  func startEditing(_ field: PersonField) {
    guard let person = person?.value else { return }
    let text = field.text(in: person)
    editor = FieldEditing(field: field, text: text ?? "", isNew: text == nil)
    select(field)
    setNeedsDisplay()
  }

  /// Applies `edit` to the open editor's line; ``arrange(in:)``, which the
  /// app calls after every key, then scrolls it to the cursor.
  ///
  /// - Complexity: as ``LineEditor/apply(_:)``.
  func editLine(_ edit: LineEditor.Edit) {
    editor?.line.apply(edit)
    setNeedsDisplay()
  }

  /// Closes the editor. With `commit`, a changed text is written through
  /// the field's ref as one undo step (`add …` for a new field, `edit …`
  /// otherwise). The field stays highlighted; when it is gone (a new field
  /// dropped, a value emptied), the entry before its place is.
  ///
  /// - Complexity: O(log n) for a book of n persons, plus the card's
  ///   entries.
  func stopEditing(commit: Bool) {
    guard let open = editor else { return }
    editor = nil
    setNeedsDisplay()
    if commit, let person = person?.value, open.field.text(in: person) != open.line.text {
      let verb = open.isNew ? "add" : "edit"
      write(open.line.text, to: open.field, as: "\(verb) \(open.field.noun) of \(person.shownName)")
    }
    if items.contains(.field(open.field)) { select(open.field) } else { move(by: -1) }
  }
}
