import Foundation
import RefbookModel
import RefbookTestSupport
import StructRef

@testable import RefbookStore

/// A session's root with its history journaled, as ``BookPersistence``
/// journals it (without saving a book): edits through ``book``, undo and
/// redo on ``root``.
final class JournaledSession {
  let root: Ref<History<Addressbook>>
  let journal: HistoryJournal
  private var token: Disposable?
  private(set) var failures: [String] = []

  var book: Ref<Addressbook> { root[\.value] }

  init(_ history: History<Addressbook>, journal: HistoryJournal) {
    root = Ref(initialValue: history)
    self.journal = journal
    var last = history
    token = root.addObserver { [unowned self] history in
      defer { last = history }
      journal.appendMove(from: last, to: history) { failures.append($0) }
    }
  }

  /// Opens the journal at `path` for `book` and starts a session on what it recovered.
  convenience init(at path: String, book: Addressbook, limits: HistoryJournal.Limits = .standard) throws {
    let (journal, recovery) = HistoryJournal.open(at: path, book: book, limits: limits)
    guard let journal else { throw JournalUnavailable(problems: recovery.problems) }
    self.init(recovery.history, journal: journal)
  }

  /// One undo step described by `description`.
  func edit(_ description: String, _ body: (inout Addressbook) -> Void) {
    book.batch(description) { book.modify(body) }
  }

  func undo() { root.modify { $0.undo() } }
  func redo() { root.modify { $0.redo() } }

  /// Stops journaling, as the app does when it quits, with its book saved
  /// or not.
  func end(bookSaved: Bool = false) {
    token?.dispose()
    token = nil
    journal.close(bookSaved: bookSaved)
  }
}

struct JournalUnavailable: Error {
  var problems: [String]
}

/// The persons the journal tests start from.
let zoe = Person(id: "zoe", formattedName: "Zoë Ångström")
let bob = Person(id: "bob", formattedName: "Bob")
let ming = Person(id: "ming", formattedName: "王小明")

func renamed(_ person: Person, _ name: String) -> Person {
  var person = person
  person.formattedName = name
  return person
}

/// Every value of `history` undo reaches, the current one first.
func undoValues(_ history: History<Addressbook>) -> [Addressbook] {
  var history = history
  var values = [history.value]
  while history.undo() { values.append(history.value) }
  return values
}

/// The descriptions of the steps undo reverts, latest first.
func undoDescriptions(_ history: History<Addressbook>) -> [String?] {
  stepDescriptions(history, described: \.undoDescription) { $0.undo() }
}

/// The descriptions of the steps redo restores, the next first.
func redoDescriptions(_ history: History<Addressbook>) -> [String?] {
  stepDescriptions(history, described: \.redoDescription) { $0.redo() }
}

/// The description of each step `move` takes through a copy of `history`,
/// until it can take no more.
private func stepDescriptions(
  _ history: History<Addressbook>, described description: KeyPath<History<Addressbook>, String?>,
  by move: (inout History<Addressbook>) -> Bool
) -> [String?] {
  var history = history
  var descriptions: [String?] = []
  while true {
    let next = history[keyPath: description]
    guard move(&history) else { return descriptions }
    descriptions.append(next)
  }
}

/// The number of records in the journal file at `path`.
func recordCount(_ path: String) throws -> Int {
  try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count - 1
}

/// A journal's suite: a fresh folder for the journal, `contacts.vcf.history`
/// in it, and the book the tests start from (Zoë and Bob).
protocol JournalSuite {
  var folder: TemporaryDirectory { get }
}

extension JournalSuite {
  /// The journal's path.
  var path: String { folder.path(of: "contacts.vcf.history") }
  /// The book the tests start from.
  var start: Addressbook { [zoe, bob] }
}
