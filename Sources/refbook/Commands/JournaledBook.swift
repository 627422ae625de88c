import ArgumentParser
import RefbookCommandLine
import RefbookConfig
import RefbookModel
import RefbookStore

/// A book opened by a command that writes it (`edit`, `import`,
/// `add-email`), with its undo journal (see ``HistoryJournal``): the
/// command's change is journaled as one step, so that the app's next start
/// does not take it for another program's change, and `u` there undoes it.
///
/// ```swift
/// let journaled = try JournaledBook(options, settings)
/// var book = journaled.book
/// book.insert(person)
/// try journaled.saveAndClose(book, as: "add Zoë")
/// ```
///
/// The journal is opened once the store holds the book's lock, and written
/// only then, as the app does. Steps the journal holds that the book does
/// not (an app stopped before its save) are restored into ``book`` and
/// saved with the command's change, and the command says so.
struct JournaledBook {
  /// The book, open for writing.
  let store: any BookStorage
  /// The book to change: the store's, with the journal's unsaved steps.
  let book: Addressbook
  private let journal: HistoryJournal?
  private let notices: [String]

  /// Opens the book of `options` for writing, and its journal (when the
  /// store saves, as the app's condition); what is wrong with the journal
  /// is reported, and the command goes on without.
  ///
  /// - Complexity: That of ``BookOptions/openStore(access:allowingProblems:)``
  ///   and ``HistoryJournal/open(beside:encoding:limits:)``.
  init(_ options: BookOptions, _ settings: Settings) throws(ExitCode) {
    store = try options.openStore(access: .readWrite)
    guard store.isSavable else {
      (journal, book, notices) = (nil, store.book, [])
      return
    }
    let (journal, recovery) = HistoryJournal.open(beside: store, limits: settings.historyLimits)
    recovery.problems.forEach(Console.warn)
    self.journal = journal
    book = recovery.history.value
    notices = recovery.notices
  }

  /// Saves `new`, a change of ``book`` described as `description` (as
  /// the app's undo names it: `"import 3 contacts from x.vcf"`), journals
  /// it once the book holds it, and closes both. Failures are those of
  /// ``BookStorage/saveAndClose(_:then:)``; a change that could not be
  /// journaled is saved all the same, and said.
  ///
  /// - Complexity: That of ``BookStorage/saveAndClose(_:then:)``, plus
  ///   O(*k* log *n*) and one `fsync` for the *k* persons changed.
  func saveAndClose(_ new: Addressbook, as description: String) throws(ExitCode) {
    try store.saveAndClose(new) {
      notices.forEach(Console.warn)
      journal?.appendStep(description, from: book, to: new, onFailure: Console.warn)
      journal?.close(bookSaved: true)
    }
  }

  /// Closes the book unchanged, saving the journal's unsaved steps when
  /// there are any.
  ///
  /// - Complexity: That of ``saveAndClose(_:as:)`` when there are such
  ///   steps, else O(1).
  func close() throws(ExitCode) {
    guard notices.isEmpty else { return try saveAndClose(book, as: "") }
    journal?.close()
    store.close()
  }
}
