import RefbookModel
import StructRef

/// What opening a ``HistoryJournal`` found: the history to start the session
/// with, the book in it (the book on disk with the steps it did not hold yet
/// applied) and what to tell the user.
///
/// ```swift
/// let (journal, recovery) = HistoryJournal.open(beside: store)
/// let session = BookSession(history: recovery.history)
/// if recovery.needsSaving { key.save(session.book.value) }
/// app.show(recovery.notices, isError: false)
/// app.show(recovery.problems, isError: true)
/// ```
public struct JournalRecovery: Sendable {
  /// The book with the journal's steps: its value is the book the session
  /// starts with, undo goes back through the steps of the previous
  /// sessions that were not undone, and redo restores those the last one
  /// undid (unless a new step followed).
  public let history: History<Addressbook>
  /// The steps the book on disk did not hold yet (refbook was stopped before
  /// saving them), now in ``history``'s value, as the message line names
  /// them (`"edit Zoë"`, `"undo delete Bob"`), oldest first.
  public let reapplied: [String]
  /// What went well but is worth a word: the steps re-applied.
  public let notices: [String]
  /// What went wrong: a damaged journal, steps dropped because another
  /// program changed the book, a journal that cannot be read or written.
  public let problems: [String]

  /// Whether ``history``'s value differs from the book on disk and must be
  /// saved.
  public var needsSaving: Bool { !reapplied.isEmpty }

  init(history: History<Addressbook>, reapplied: [String] = [], notices: [String] = [], problems: [String] = []) {
    self.history = history
    self.reapplied = reapplied
    self.notices = notices
    self.problems = problems
  }

  /// The recovery `replay` makes of the `records` read from a journal (up
  /// to a damaged record, when `damage` says why), keeping those of
  /// ``JournalReplay/kept`` from `start` on for the history; with the
  /// steps `restored` from other journals of its books first (see
  /// ``CoveringJournals``), and, when `changedInOtherSets`, the records the
  /// book contradicts taken for changes made with other books open, not
  /// by another program.
  ///
  /// - Complexity: That of ``JournalReplay/history(_:from:)``.
  init(
    _ replay: JournalReplay, of records: [JournalRecord], from start: Int, damage: String?,
    restored: [(label: String, steps: [String])] = [], changedInOtherSets: Bool = false
  ) {
    var problems: [String] = []
    // Steps lost to damage explain a book that does not match what was read.
    if let damage {
      problems = [damage]
    } else {
      if !replay.contradicted.isEmpty, !changedInOtherSets {
        problems.append("Another program changed the book since refbook last ran: undo no longer goes back past that change")
      }
      if !replay.inapplicable.isEmpty {
        problems.append(
          "Not restored, as another program changed the book after refbook stopped before saving them: "
            + Self.listed(records[replay.inapplicable].map(\.label)))
      }
    }
    let reapplied = records[replay.reapplied].map(\.label)
    let books = Self.books(of: records[replay.reapplied])
    let notices =
      restored.map { "Restored what was not saved when refbook last stopped with \($0.label) open: " + Self.listed($0.steps) }
      + (reapplied.isEmpty
        ? []
        : [
          "Restored what was not saved when refbook last stopped"
            + (books.isEmpty ? "" : " in " + books.joined(separator: ", ")) + ": " + Self.listed(reapplied)
        ])
    self.init(
      history: replay.history(records, from: start), reapplied: restored.flatMap(\.steps) + reapplied,
      notices: notices, problems: problems)
  }

  /// This recovery, with `problem` said too.
  func adding(problem: String) -> JournalRecovery {
    JournalRecovery(history: history, reapplied: reapplied, notices: notices, problems: problems + [problem])
  }

  /// The books (collections, when several are opened together) whose
  /// persons `records` change, in the order they first appear.
  private static func books(of records: ArraySlice<JournalRecord>) -> [String] {
    var books: [String] = []
    for change in records.lazy.flatMap(\.changes) {
      for book in [change.before?.collection, change.after?.collection] {
        if let book, !books.contains(book) { books.append(book) }
      }
    }
    return books
  }

  /// The first few of `labels`, joined, with `…` for the rest.
  private static func listed(_ labels: [String]) -> String {
    labels.prefix(3).joined(separator: ", ") + (labels.count > 3 ? ", …" : "")
  }
}
