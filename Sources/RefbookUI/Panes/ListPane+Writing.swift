import RefbookModel
import StructRef

/// The list pane changes the book only through the refs it holds: the
/// selected person's identity ref for a delete, its ref to the book for an
/// add or a move. Each write is one undo step.
extension ListPane {
  /// Deletes the selected person by writing `nil` through the selection's
  /// ref, as one undo step; the person deleted, or `nil` when nobody was
  /// selected or the person was already gone.
  ///
  /// - Complexity: O(log n) for a book of n persons.
  @discardableResult
  func deleteSelected() -> Person? {
    guard let selection, let deleted = selection.value else { return nil }
    selection.batch("delete \(deleted.shownName)") { selection.value = nil }
    return deleted
  }

  /// Adds `person` to the book (or replaces the person with its id), in
  /// `collection` among several books, as one undo step, and selects it.
  ///
  /// - Complexity: O(log n), plus the list's update.
  func add(_ person: Person, in collection: String?) {
    book.batch("add \(person.shownName)" + (collection.map { " to \($0)" } ?? "")) {
      book.modify { $0.insert(person, in: collection) }
    }
    select(person.id)
  }

  /// Moves the person `id` to the book `collection`, as one undo step.
  ///
  /// - Returns: Whether it moved (not when it is there already or gone).
  /// - Complexity: O(log n), plus the list's update.
  func move(_ id: Person.ID, to collection: String) -> Bool {
    let book = self.book.value
    guard let person = book.outline(id: id), book.collection(id: id) != collection else { return false }
    self.book.batch("move \(person.shownName) to \(collection)") {
      self.book.modify { $0.move(id: id, to: collection) }
    }
    return true
  }
}
