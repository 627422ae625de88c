import RefbookModel
import StructRef

extension App {
  /// What the undo history calls the adoption of a book merged with
  /// changes made on disk by another program (a sync, khard, an editor):
  /// `changes from disk (3 contacts)`.
  ///
  /// - Complexity: O(*k* log *n*) for *k* changed persons, `merged` being
  ///   derived from `replaced` (as ``BookSession`` adopts it).
  public static func describeChangesFromDisk(_ merged: Addressbook, replacing replaced: Addressbook) -> String {
    "changes from disk (\(counted(merged.changedIDs(since: replaced).count, "contact")))"
  }

  /// Says on the message line that the book changed on disk, once the
  /// session adopted the merged book: how many contacts changed, or, when
  /// the contact whose field is being edited is among them, that the
  /// user's text is kept and what Enter will do.
  ///
  /// - Complexity: O(*k* log *n*), as ``describeChangesFromDisk(_:replacing:)``.
  public func tellChangesFromDisk(_ merged: Addressbook, replacing replaced: Addressbook) {
    let changed = merged.changedIDs(since: replaced)
    guard !changed.isEmpty else { return }
    guard detail.editor != nil, let id = list.selectedID, changed.contains(id) else {
      return say("Changes from disk: \(counted(changed.count, "contact"))")
    }
    if let person = merged[id: id] {
      say("\(person.shownName) changed on disk; your text is kept: Enter saves it over the new version", isError: true)
    } else {
      say("This contact was deleted on disk; Esc, then u brings it back", isError: true)
    }
  }

  /// Tells on the message line (see ``tellChangesFromDisk(_:replacing:)``)
  /// each change `key` takes in from disk, until the returned token is
  /// disposed. Subscribe after the book's persistence, so that the session
  /// has adopted a change when it is told.
  ///
  /// ```swift
  /// let persistence = session.book.persist(in: key, describedBy: App.describeChangesFromDisk, receivingOn: app.inbox.post)
  /// let telling = app.tellChangesFromDisk(of: key)
  /// ```
  public func tellChangesFromDisk(of key: some PersistenceKey<Addressbook>) -> Disposable {
    key.subscribe { [inbox, receivedFromDisk] merged, replaced in
      receivedFromDisk.put((merged, replaced))
      inbox.post {}
    }
  }

  /// Tells the changes received since the last call, then the contacts
  /// kept beside the book; on the loop's thread.
  func tellReceivedChangesFromDisk() {
    for (merged, replaced) in receivedFromDisk.takeAll() { tellChangesFromDisk(merged, replacing: replaced) }
    for (persons, paths) in keptBesideOnDisk.takeAll() { tellKeptBeside(persons, paths: paths) }
  }

  /// What a book's key calls, on any thread, when our versions of
  /// `persons` collided with changes on disk and went to the conflict
  /// copies `paths`: the loop tells it (``tellKeptBeside(_:paths:)``).
  ///
  /// ```swift
  /// let telling = key.subscribeToKeptBeside { [report = app.reportKeptBeside] in report($0.persons, $0.paths) }
  /// ```
  public var reportKeptBeside: @Sendable (_ persons: [Person], _ paths: [String]) -> Void {
    { [inbox, keptBesideOnDisk] persons, paths in
      keptBesideOnDisk.put((persons, paths))
      inbox.post {}
    }
  }

  /// Says that the changes to `persons` (our versions of them) collided with
  /// changes made on disk by another program: the book shows theirs, ours
  /// is in the conflict copies `paths`, and undo brings ours back. On the
  /// loop's thread, after the merged book was adopted.
  ///
  /// - Complexity: O(1) besides the length of the message.
  func tellKeptBeside(_ persons: [Person], paths: [String]) {
    guard let first = persons.first else { return }
    let who = persons.count == 1 ? first.shownName : "\(first.shownName) and \(counted(persons.count - 1, "more contact"))"
    let files = paths.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: ", ")
    say("\(who) changed on disk too: the other version is shown, yours is in \(files) (u brings yours back)", isError: true)
  }
}
