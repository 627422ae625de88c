import RefbookModel
import StructRef

/// The detail pane changes the person it shows only through the ref it
/// holds: a write goes down that ref to the book's root, whose observers
/// (this pane's and the list's among them) redraw what changed.
extension DetailPane {
  /// Writes `text` into `field` of the shown person, or removes the field
  /// when `text` is `nil`, through the field's ref (derived from this pane's
  /// ref by ``PersonField/lens``), as one undo step described by
  /// `description`. Nothing changes when nobody is shown or the person was
  /// deleted.
  ///
  /// - Complexity: O(log n) for a book of n persons, plus the field's work.
  func write(_ text: String?, to field: PersonField, as description: String) {
    guard let person else { return }
    let value = person[field.lens]
    value.batch(description) { value.value = .some(text) }
  }

  /// Changes the shown person through this pane's ref as one undo step
  /// described by `description`; nothing when nobody is shown or the person
  /// was deleted.
  ///
  /// - Complexity: O(log n) for a book of n persons, plus `change`.
  func change(as description: String, _ change: (inout Person) -> Void) {
    guard let person else { return }
    person.batch(description) {
      person.modify { person in
        guard var changed = person else { return }
        change(&changed)
        person = changed
      }
    }
  }
}
