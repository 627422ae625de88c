import RefbookModel
import StructRef

/// The persistence of a session's root, a `Ref<History<Addressbook>>`: the
/// books' keys (one ``BookKey`` per book, under a ``ShelfKey`` when several
/// are opened together) and their undo journal (``HistoryJournal``), kept
/// in one order — each change is durable in the journal before the save is
/// handed it, so that a crash between the two leaves a step the next start
/// restores (see ``JournalRecovery``). The app attaches it to its root
/// (``attach(to:describedBy:receivingOn:onJournalFailure:afterJournaling:)``);
/// a command that writes the book commits its one change in the same order
/// (``commit(_:as:report:saving:)``), a failed save taking its step back.
///
/// ```swift
/// let persistence = BookPersistence(stores: [store], names: ["contacts"], readOnlyReason: { _ in "read-only" })
/// let session = BookSession(history: persistence.history)
/// let attached = persistence.attach(to: session.source, describedBy: ChangesFromDisk.describe,
///                                   receivingOn: app.inbox.post) { app.show([$0], isError: true) }
/// _ = app.run()
/// attached.dispose()
/// switch persistence.finish(with: session.book.value) { … }   // the books saved, the journal closed
///
/// // A command:
/// try persistence.commit(changed, as: "add Zoë", report: warn) { _ = try store.save($0) }
/// ```
///
/// The journal is opened with the keys, once the stores hold their locks,
/// and only when every store saves: steps that cannot be saved need no
/// restoring.
public final class BookPersistence {
  /// Each book's key, in the stores' order.
  public let books: [BookKey]
  /// The root's book as stored: the one book's key, or the shelf of them.
  public let key: any PersistenceKey<Addressbook>
  private let shelf: ShelfKey?
  private let journal: HistoryJournal?
  private let recovery: JournalRecovery?

  /// - Parameters:
  ///   - stores: The books, opened; several are kept as a shelf, each
  ///     book's persons in the collection `names` gives it.
  ///   - readOnlyReason: What a store's key says when it does not save.
  ///   - limits: How much the journal keeps.
  ///   - delay: As in ``BookKey/init(_:delay:readOnlyReason:)``.
  ///   - stateFolder: Where a shelf's journal is, and the other journals
  ///     that cover these books (see ``CoveringJournals``).
  /// - Precondition: `stores` is not empty; `names` has one distinct name
  ///   per store.
  /// - Complexity: That of ``HistoryJournal/open(beside:encoding:limits:stateFolder:)``
  ///   (or its shelf's), plus O(*n*) to gather a shelf's books.
  public init(
    stores: [any BookStorage], names: [String], readOnlyReason: (any BookStorage) -> String,
    limits: HistoryJournal.Limits = .standard, delay: Duration = .milliseconds(200),
    stateFolder: String = UserFolders.state()
  ) {
    precondition(!stores.isEmpty && names.count == stores.count, "BookPersistence: one name per store")
    books = stores.map { BookKey($0, delay: delay, readOnlyReason: readOnlyReason($0)) }
    shelf = books.count > 1 ? ShelfKey(Array(zip(names, books))) : nil
    key = shelf ?? books[0]
    let opened =
      !stores.allSatisfy(\.isSavable) ? nil
      : shelf == nil ? HistoryJournal.open(beside: stores[0], limits: limits, stateFolder: stateFolder)
      : HistoryJournal.open(shelfOf: stores, names: names, book: key.load(), limits: limits, stateFolder: stateFolder)
    (journal, recovery) = (opened?.journal, opened?.recovery)
  }

  /// The history to start the root with: the journal's (the books with the
  /// steps they did not hold restored, undo going back through earlier
  /// sessions), or none over the books as loaded.
  public var history: History<Addressbook> {
    recovery?.history ?? History(initialValue: key.load())
  }

  /// What the journal's recovery tells: the steps restored.
  public var notices: [String] { recovery?.notices ?? [] }

  /// What went wrong with the journal: damage, steps another program's
  /// changes made it drop, a journal that cannot be kept.
  public var problems: [String] { recovery?.problems ?? [] }

  /// Keeps `root` (which started from ``history``) until the returned token
  /// is disposed: each move of its history is appended to the journal
  /// (``HistoryJournal/appendMove(from:to:onFailure:)``), then, when the
  /// book changed, `afterJournaling` is called and the book handed to the key;
  /// the books the key merges with changes on disk are written to the root
  /// as ``Ref/adoptChanges(from:describedBy:receivingOn:)`` does. The steps
  /// the journal restored are handed to the key at once.
  ///
  /// - Parameters:
  ///   - describe: The name of the step that adopts a merged book.
  ///   - perform: Runs its argument on the root's thread.
  ///   - onJournalFailure: Called with a message for the user when a move
  ///     cannot be journaled (it is saved all the same).
  ///   - afterJournaling: Called with each value whose book changed, its
  ///     move in the journal and its book not yet handed to the key (a
  ///     test hook crashes there).
  /// - Complexity: O(1) to set up; each move costs its journaling, and the
  ///   key's save.
  public func attach(
    to root: Ref<History<Addressbook>>, describedBy describe: @escaping @Sendable (Addressbook, Addressbook) -> String,
    receivingOn perform: @escaping @Sendable (_ work: @escaping @Sendable () -> Void) -> Void,
    onJournalFailure: @escaping (String) -> Void, afterJournaling: @escaping (History<Addressbook>) -> Void = { _ in }
  ) -> Disposable {
    var last = root.value
    let saving = root.addObserver { [self] history in
      defer { last = history }
      journaling({ $0.appendMove(from: last, to: history, onFailure: onJournalFailure) }, onWithdrawFailure: onJournalFailure) {
        guard history.value != last.value else { return }
        afterJournaling(history)
        key.save(history.value)
      }
    }
    // The ref that adopts is held by the token: adoptChanges holds it weakly.
    let book = root[\.value]
    let receiving = book.adoptChanges(from: key, describedBy: describe, receivingOn: perform)
    if recovery?.needsSaving == true { key.save(root.value.value) }
    return Disposable {
      saving.dispose()
      receiving.dispose()
      withExtendedLifetime(book) {}
    }
  }

  /// The one change of a command that writes the book (`edit`, `import`,
  /// `add-email`), in the order of the app's root
  /// (``attach(to:describedBy:receivingOn:onJournalFailure:afterJournaling:)``):
  /// `new`, a change of ``history``'s book, is journaled as the step
  /// `description` (``HistoryJournal/appendStep(_:from:to:onFailure:)``,
  /// durable before it returns), then handed to `save`, which writes it
  /// into the book or throws; the journal is then closed, the book saved.
  /// A crash during the save leaves the step for the next start.
  ///
  /// A `save` that throws refuses the change: the step is withdrawn from
  /// the journal (``HistoryJournal/withdraw(to:onFailure:)``), which is
  /// left as the command found it, and the error rethrown. So the next
  /// start does not restore a change the user was told failed.
  ///
  /// - Parameters:
  ///   - report: Called with the messages for the user: once the book is
  ///     saved, the ``notices`` (the steps restored are in the book now)
  ///     and whether the step could not be journaled; when the save failed,
  ///     only whether the step could not be withdrawn.
  ///   - save: Writes its argument into the book; throws when the book
  ///     does not hold it.
  /// - Complexity: O(*k* log *n*) for the *k* persons changed, and one
  ///   `fsync`, plus that of `save`.
  public func commit<E: Error>(
    _ new: Addressbook, as description: String, report: (String) -> Void,
    saving save: (Addressbook) throws(E) -> Void
  ) throws(E) {
    let old = history.value
    var unjournaled: [String] = []
    try journaling({ $0.appendStep(description, from: old, to: new) { unjournaled.append($0) } }, onWithdrawFailure: report) {
      () throws(E) in try save(new)
    }
    (notices + unjournaled).forEach(report)
    journal?.close(bookSaved: true)
  }

  /// The order every change is kept in: `append` writes it into the
  /// journal, durably; then `save` hands it to the book. A `save` that
  /// throws refuses it: what `append` wrote is withdrawn from the journal
  /// (`onWithdrawFailure` tells when it cannot be), and the error rethrown.
  private func journaling<E: Error>(
    _ append: (HistoryJournal) -> Void, onWithdrawFailure: (String) -> Void, thenSaving save: () throws(E) -> Void
  ) throws(E) {
    let mark = journal?.mark
    if let journal { append(journal) }
    do { try save() } catch {
      if let mark { journal?.withdraw(to: mark, onFailure: onWithdrawFailure) }
      throw error
    }
  }

  /// Saves what is still pending and waits for it (see
  /// ``BookKey/finish(with:)``), then closes the journal, saying whether
  /// every step is in the books now. Call it once, after disposing
  /// ``attach(to:describedBy:receivingOn:onJournalFailure:afterJournaling:)``'s
  /// token.
  ///
  /// - Returns: Where `book`, the root's last book, ended up.
  public func finish(with book: Addressbook) -> BookKey.Ending {
    let ending = shelf?.finish(with: book) ?? books[0].finish(with: book)
    journal?.close(bookSaved: ending == .saved)
    return ending
  }
}
