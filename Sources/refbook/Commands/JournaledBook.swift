import ArgumentParser
import RefbookCommandLine
import RefbookConfig
import RefbookModel
import RefbookStore

/// A book opened by a command that writes it (`edit`, `import`,
/// `add-email`), kept by the app's ``BookPersistence``: the command's
/// change is journaled as one step (see ``HistoryJournal``), so that the
/// app's next start does not take it for another program's change, and
/// `u` there undoes it.
///
/// ```swift
/// let journaled = try JournaledBook(options, settings)
/// var book = journaled.book
/// book.insert(person)
/// try journaled.saveAndClose(book, as: "add Zoë")
/// ```
///
/// The journal is opened once the store holds the book's lock, and the
/// change is durable in it before the save, as the app keeps its changes
/// (see ``BookPersistence/commit(_:as:report:saving:)``): a command killed
/// during its save leaves the step for the next start, and a save that
/// fails takes it back out. Steps the journal holds that the book does not
/// (an app stopped before its save) are restored into ``book`` and saved
/// with the command's change, and the command says so.
struct JournaledBook {
  /// The book to change: the store's, with the journal's unsaved steps.
  let book: Addressbook
  private let store: any BookStorage
  private let persistence: BookPersistence

  /// Opens the book of `options` for writing, and its journal (when the
  /// store saves, as the app's condition); what is wrong with the journal
  /// is reported, and the command goes on without.
  ///
  /// - Complexity: That of ``BookOptions/openStore(access:allowingProblems:)``
  ///   and ``BookPersistence/init(stores:names:readOnlyReason:limits:delay:stateFolder:)``.
  init(_ options: BookOptions, _ settings: Settings) throws(ExitCode) {
    store = try options.openStore(access: .readWrite)
    persistence = BookPersistence(
      stores: [store], names: [store.path], readOnlyReason: { _ in "it cannot be saved" },
      limits: settings.historyLimits)
    persistence.problems.forEach(Console.warn)
    book = persistence.history.value
  }

  /// Saves `new`, a change of ``book`` described as `description` (as
  /// the app's undo names it: `"import 3 contacts from x.vcf"`), journaled
  /// first, and closes the book. Failures are those of
  /// ``BookStorage/saveOrFail(_:)``, and leave the book and its journal as
  /// they were; a change that could not be journaled is saved all the
  /// same, and said once saved.
  ///
  /// With `REFBOOK_TEST_CRASH=1`, crashes once the change is journaled,
  /// before its save (see ``FaultHandling/crashesOnFirstChange``).
  ///
  /// - Complexity: That of ``BookPersistence/commit(_:as:report:saving:)``
  ///   and ``BookStorage/saveOrFail(_:)``.
  func saveAndClose(_ new: Addressbook, as description: String) throws(ExitCode) {
    defer { store.close() }
    try persistence.commit(new, as: description, report: Console.warn) { book throws(ExitCode) in
      if FaultHandling.crashesOnFirstChange { FaultHandling.crashOnPurpose() }
      try store.saveOrFail(book)
    }
  }

  /// Closes the book unchanged, saving the journal's unsaved steps when
  /// there are any.
  ///
  /// - Complexity: That of ``saveAndClose(_:as:)`` when there are such
  ///   steps, else O(1).
  func close() throws(ExitCode) {
    guard persistence.notices.isEmpty else { return try saveAndClose(book, as: "") }
    store.close()
  }
}
