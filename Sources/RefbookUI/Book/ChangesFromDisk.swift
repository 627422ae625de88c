import RefbookModel
import StructRef
import TerminalKit

/// What the message line says of changes other programs (a sync, khard, an
/// editor) made to the book on disk: received on any thread, said on the
/// app's loop once the session has adopted them.
///
/// ```swift
/// let persistence = session.book.persist(in: key, describedBy: ChangesFromDisk.describe, receivingOn: app.inbox.post)
/// let telling = app.changesFromDisk.tell(of: key)
/// let tellingKeptBeside = key.subscribeToKeptBeside { [report = app.changesFromDisk.reportKeptBeside] in
///   report($0.persons, $0.paths)
/// }
/// ```
public final class ChangesFromDisk: Sendable {
  /// Wakes the app's loop to say what was received.
  private let inbox: LoopInbox
  /// Books merged with changes on disk, and the books they replaced.
  private let received = Handoff<(merged: Addressbook, replaced: Addressbook)>()
  /// Our versions of contacts that collided with changes on disk, and the
  /// conflict copies they went to.
  private let keptBeside = Handoff<(persons: [Person], paths: [String])>()

  init(wakingThrough inbox: LoopInbox) {
    self.inbox = inbox
  }

  /// What the undo history calls the adoption of a book merged with
  /// changes made on disk: `changes from disk (3 contacts)`.
  ///
  /// - Complexity: O(*k* log *n*) for *k* changed persons, `merged` being
  ///   derived from `replaced` (as ``BookSession`` adopts it).
  public static func describe(_ merged: Addressbook, replacing replaced: Addressbook) -> String {
    "changes from disk (\(counted(merged.changedIDs(since: replaced).count, "contact")))"
  }

  /// Tells each change `key` takes in from disk, until the returned token
  /// is disposed. Subscribe after the book's persistence, so that the
  /// session has adopted a change when it is told.
  public func tell(of key: some PersistenceKey<Addressbook>) -> Disposable {
    key.subscribe { [inbox, received] merged, replaced in
      received.put((merged, replaced))
      inbox.post {}
    }
  }

  /// What a book's key calls, on any thread, when our versions of
  /// `persons` collided with changes on disk and went to the conflict
  /// copies `paths`.
  public var reportKeptBeside: @Sendable (_ persons: [Person], _ paths: [String]) -> Void {
    { [inbox, keptBeside] persons, paths in
      keptBeside.put((persons, paths))
      inbox.post {}
    }
  }

  /// What to say of everything received since the last call, on the loop's
  /// thread: how many contacts changed, or, when the contact `editing`
  /// (whose field is being edited) is among them, that the user's text is
  /// kept and what Enter will do; then the contacts kept beside the book.
  ///
  /// - Complexity: O(*k* log *n*) for *k* changed persons.
  func takeMessages(editing: Person.ID?) -> [Message] {
    received.takeAll().compactMap { merged, replaced in
      let changed = merged.changedIDs(since: replaced)
      guard !changed.isEmpty else { return nil }
      guard let id = editing, changed.contains(id) else {
        return Message(text: "Changes from disk: \(counted(changed.count, "contact"))", isError: false)
      }
      guard let person = merged[id: id] else {
        return Message(text: "This contact was deleted on disk; Esc, then u brings it back", isError: true)
      }
      return Message(
        text: "\(person.shownName) changed on disk; your text is kept: Enter saves it over the new version", isError: true)
    } + keptBeside.takeAll().map { persons, paths in
      let files = paths.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: ", ")
      guard let first = persons.first else {
        return Message(text: "Another program's version of the book could not be merged; it is in \(files)", isError: true)
      }
      let who = persons.count == 1 ? first.shownName : "\(first.shownName) and \(counted(persons.count - 1, "more contact"))"
      return Message(
        text: "\(who) changed on disk too: the other version is shown, yours is in \(files) (u brings yours back)",
        isError: true)
    }
  }
}
