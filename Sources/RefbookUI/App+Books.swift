import RefbookModel

/// Several books opened together: a new person goes to the book the user
/// picks, and `M` moves the selected person to another, each one undo step
/// written through the list's refs.
extension App {
  /// Asks which book the selected person should move to (nothing to ask
  /// with one book open).
  func chooseBookForSelectedPerson() {
    guard collections.count > 1 else { return say("Only one book is open (--book twice opens two)", isError: true) }
    guard let id = list.selectedID, let person = session.book.value.outline(id: id) else { return }
    open(.bookChooser(.move(id, name: person.shownName)))
  }

  /// Shows only the next book's persons, after the last every book's.
  func showNextBook() {
    guard collections.count > 1 else { return say("Only one book is open (--book twice opens two)", isError: true) }
    let next = list.view.collection.flatMap(collections.firstIndex(of:)).map { $0 + 1 } ?? 0
    let collection = collections.indices.contains(next) ? collections[next] : nil
    list.setCollection(collection)
    say(collection.map { "Showing \($0) only — b for the next book" } ?? "Showing every book")
  }

  /// Carries out `choice` in the book `collection`.
  func choose(_ collection: String, for choice: BookChooser.Choice) {
    switch choice {
    case .add(let person):
      add(person, in: collection)
    case .move(let id, let name):
      guard list.move(id, to: collection) else { return say("\(name) is in \(collection) already") }
      say("Moved \(name) to \(collection) — u to undo")
    }
  }

  /// Adds `person` (to `collection`, among several books), selects it and
  /// focuses it in the detail pane.
  func add(_ person: Person, in collection: String?) {
    list.add(person, in: collection)
    setFocus(.detail)
    say("Added \(person.shownName)\(collection.map { " to \($0)" } ?? "") — u to undo")
  }
}
