import RefbookModel

/// One move of a session's history as the journal keeps it (see
/// ``HistoryJournal``): a new step, an undo or a redo, with every person it
/// changed as they were before and after.
///
/// Undo and redo are kept as moves of their own, not as new steps, so that
/// the history rebuilt from the journal is the one the session had: after
/// "edit Zoë", "edit Bob", undo, a restart's `u` undoes "edit Zoë".
struct JournalRecord: Equatable, Sendable {
  enum Move: String, Codable, Sendable {
    case step, undo, redo
    /// Not a move: the session ended with the book saved, holding every
    /// move before this record. Changes nothing.
    case saved
  }

  /// The record that a session ended with the book saved.
  static let saved = JournalRecord(move: .saved, description: "", changes: [])

  /// One person changed by the move; `nil` for absent (before an insertion,
  /// after a deletion). The two always differ.
  struct Change: Equatable, Sendable {
    var id: Person.ID
    var before: JournaledPerson?
    var after: JournaledPerson?
  }

  var move: Move
  /// The step's description: for an undo or a redo, that of the step undone
  /// or redone.
  var description: String
  var changes: [Change]

  /// The record of the move that took a history's book from `old` to `new`.
  ///
  /// - Complexity: O(*k* log *n*) for *k* persons changed, as
  ///   ``Addressbook/changedIDs(since:)`` finds them; none is decoded here.
  init(move: Move, description: String, from old: Addressbook, to new: Addressbook) {
    self.init(
      move: move, description: description,
      changes: new.changedIDs(since: old).sorted().map { id in
        Change(id: id, before: JournaledPerson(id, in: old), after: JournaledPerson(id, in: new))
      })
  }

  init(move: Move, description: String, changes: [Change]) {
    self.move = move
    self.description = description
    self.changes = changes
  }

  /// What the user reads for this move in a list of what was done.
  var label: String {
    switch move {
    case .step, .saved: description
    case .undo: "undo " + description
    case .redo: "redo " + description
    }
  }

  /// Whether `book` holds every person of the move as it was before it.
  ///
  /// - Complexity: O(*k* log *n*), plus decoding the *k* persons.
  func applies(to book: Addressbook) -> Bool {
    changes.allSatisfy { JournaledPerson($0.id, in: book) == $0.before }
  }

  /// Makes every person of the move in `book` as it was after it.
  ///
  /// - Complexity: O(*k* log *n*).
  func apply(to book: inout Addressbook) {
    for change in changes { change.after.put(change.id, in: &book) }
  }

  /// Makes every person of the move in `book` as it was before it.
  ///
  /// - Complexity: O(*k* log *n*).
  func revert(in book: inout Addressbook) {
    for change in changes { change.before.put(change.id, in: &book) }
  }
}

/// A person as a journal record holds it: the person, and the book it
/// lives in when several are opened together (see `Addressbook+Collections`).
struct JournaledPerson: Equatable, Sendable {
  /// The person as its book stored it: a person still in its card is
  /// decoded only when asked for, and journaled as that card's bytes.
  /// Equal when they hold equal persons (see ``StoredPerson``).
  var stored: StoredPerson
  var collection: String?

  /// The person, decoded from its card when it is still in one.
  ///
  /// - Complexity: O(1) for a decoded person; O(*m*) in the size of the
  ///   card otherwise, at every access.
  var person: Person { stored.person }

  init(person: Person, collection: String?) {
    self.init(stored: StoredPerson(person), collection: collection)
  }

  init(stored: StoredPerson, collection: String?) {
    self.stored = stored
    self.collection = collection
  }

  /// The person `id` of `book`, or `nil` when there is none.
  ///
  /// - Complexity: O(log *n*); nothing is decoded.
  init?(_ id: Person.ID, in book: Addressbook) {
    guard let stored = book.stored(id: id) else { return nil }
    self.init(stored: stored, collection: book.collection(id: id))
  }
}

extension JournaledPerson? {
  /// Makes the person `id` of `book` this (`nil`: removes it).
  fileprivate func put(_ id: Person.ID, in book: inout Addressbook) {
    if let self { book.insert(self.person, in: self.collection) } else { book.remove(id: id) }
  }
}
