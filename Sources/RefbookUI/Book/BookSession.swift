import RefbookModel
import StructRef

/// The one place the address book lives while refbook runs: the root
/// `Ref<History<Addressbook>>`, with undo, redo and the adoption of a version
/// merged with changes on disk.
///
/// Views never hold the root; they hold refs derived from ``book`` and write
/// through them (see `ListPane+Writing` and `DetailPane+Writing`), each write
/// one undo step with a description for the message line.
public final class BookSession {
  /// The root, with the whole undo history of the session.
  public let source: Ref<History<Addressbook>>
  /// The current book, as every view sees it.
  public let book: Ref<Addressbook>

  /// Opens a session on `book` with an empty history.
  public convenience init(book initial: Addressbook) {
    self.init(history: History(initialValue: initial))
  }

  /// Opens a session on `history`'s value, undo going back through its
  /// steps: those of earlier sessions, read back from the book's journal
  /// (see `HistoryJournal` and `JournalRecovery` in RefbookStore).
  public init(history: History<Addressbook>) {
    source = Ref(initialValue: history)
    book = source[\.value]
  }

  /// A ref to one person by identity: it reads `nil` once the person is deleted.
  ///
  /// - Complexity: O(1).
  public func person(_ id: Person.ID) -> Ref<Person?> {
    book[id: id]
  }

  /// Makes the book `merged` (a version merged with changes made on disk by
  /// another program), as one undo step. A merged book derived from this
  /// session's book (as `BookMerge` makes it) shares its unchanged persons,
  /// so only the changed ones are redrawn.
  ///
  /// - Complexity: O(k log n) for k changed persons.
  public func adopt(_ merged: Addressbook, description: String) {
    book.batch(description) { book.value = merged }
  }

  /// What undo or redo did: the step's description and the persons it changed.
  public struct Step {
    public let description: String
    public let changed: Set<Person.ID>
  }

  /// Undoes the last step, if any.
  ///
  /// - Complexity: O(k log n) for a step that changed k persons.
  public func undo() -> Step? {
    move { $0.undoDescription } perform: { $0.undo() }
  }

  /// Redoes the last undone step, if any.
  ///
  /// - Complexity: O(k log n) for a step that changed k persons.
  public func redo() -> Step? {
    move { $0.redoDescription } perform: { $0.redo() }
  }

  private func move(
    _ description: (History<Addressbook>) -> String?,
    perform: (inout History<Addressbook>) -> Bool
  ) -> Step? {
    let history = source.value
    let label = description(history) ?? "change"
    var moved = false
    source.modify { moved = perform(&$0) }
    guard moved else { return nil }
    return Step(description: label, changed: book.value.changedIDs(since: history.value))
  }
}
