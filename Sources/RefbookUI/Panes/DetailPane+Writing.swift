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

  /// Writes the address form's values into address `index` of the shown
  /// person (`index == count`: a new address, added only when not empty) as
  /// one undo step, and highlights it; nothing when the shown person is not
  /// `id` any more or nothing changed.
  ///
  /// - Complexity: O(log n) for a book of n persons.
  func saveAddress(from form: Form, at index: Int, of id: Person.ID) {
    guard let shown = person?.value, shown.id == id else { return }
    let isNew = index >= shown.addresses.count
    let address = form.applied(to: shown.addresses[safe: index] ?? PostalAddress())
    guard isNew ? !address.singleLine.isEmpty : address != shown.addresses[index] else { return }
    change(as: "\(isNew ? "add" : "edit") address of \(shown.shownName)") { person in
      if isNew {
        person.addresses.append(address)
      } else if person.addresses.indices.contains(index) {
        person.addresses[index] = address
      }
    }
    select(.address(index))
  }
}
