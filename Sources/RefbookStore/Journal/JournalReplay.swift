import RefbookModel
import StructRef

/// Where a book stands in the records of its journal, and what follows:
/// which records it already holds, which it does not hold yet (refbook was
/// stopped before its background save) and are applied to it, and which no
/// longer apply because another program changed the book in between.
///
/// The records are the moves of a timeline of books; the book on disk is
/// expected to be one of them. It is found by comparing the book with each
/// state of the timeline on every person the records touch (a state's
/// person is the one after the last record before it that touched it, else
/// the one before the first after it): the book stands at the latest state
/// it matches, or, when it matches none, at the first of those it differs
/// least from — never before a record saying that a session ended with the
/// book saved (``JournalRecord/Move/saved``), which it then held. Then:
///
/// - The records after it are applied in order while each one's persons
///   "before" are what the book holds; the first that does not apply (the
///   book was changed there by another program), and all after it, are
///   dropped.
/// - When the book differs from its state, the persons that differ were
///   changed by another program: the records up to the last one touching
///   them are dropped, since undoing them would undo the other program's
///   change.
struct JournalReplay {
  /// The records still valid, in the range of the records given.
  let kept: Range<Int>
  /// The records the book did not hold yet, the end of ``kept``.
  let reapplied: Range<Int>
  /// The records dropped at the start because the book was changed by
  /// another program since (or `0..<0`).
  var contradicted: Range<Int> { 0..<kept.lowerBound }
  /// The records after ``kept``, which no longer applied to the book.
  let inapplicable: Range<Int>
  /// The book given, with the records of ``reapplied`` applied.
  let book: Addressbook
  /// The persons in which the book differs from the state of the records
  /// it stands at: changed since, by another program (or by refbook with
  /// other books open, see ``CoveringJournals``).
  let changedElsewhere: Set<Person.ID>

  /// - Complexity: O(*r* + *p* log *n*) for *r* records touching *p*
  ///   persons in all, plus decoding those persons of the book.
  init(_ records: [JournalRecord], book: Addressbook) {
    var onDisk: [Person.ID: JournaledPerson?] = [:]
    var state: [Person.ID: JournaledPerson?] = [:]
    for change in records.lazy.flatMap(\.changes) where onDisk[change.id] == nil {
      onDisk[change.id] = .some(JournaledPerson(change.id, in: book))
      state[change.id] = .some(change.before)
    }
    // Persons of the state after `index` records that differ from the book's.
    var differing = state.count(where: { onDisk[$0.key]! != $0.value })
    // The book held every record up to the last end of a session that saved it.
    let saved = records.lastIndex { $0.move == .saved }.map { $0 + 1 } ?? 0
    var closest = (index: saved, differing: Int.max)
    var latestExact: Int?
    func consider(_ index: Int) {
      guard index >= saved else { return }
      if differing < closest.differing { closest = (index, differing) }
      if differing == 0 { latestExact = index }
    }
    consider(0)
    for (index, record) in records.enumerated() {
      for change in record.changes {
        if state[change.id]! != onDisk[change.id]! { differing -= 1 }
        if change.after != onDisk[change.id]! { differing += 1 }
        state[change.id] = .some(change.after)
      }
      consider(index + 1)
    }
    let held = latestExact.map { (index: $0, differing: 0) } ?? closest
    var start = 0
    var changedElsewhere: Set<Person.ID> = []
    if held.differing > 0 {
      state = [:]
      for change in records[..<held.index].lazy.flatMap(\.changes) { state[change.id] = .some(change.after) }
      changedElsewhere = Set(state.keys.filter { state[$0]! != onDisk[$0]! })
      let lastTouching = records[..<held.index].lastIndex { $0.changes.contains { changedElsewhere.contains($0.id) } }
      start = lastTouching.map { $0 + 1 } ?? 0
    }
    var book = book
    var end = held.index
    while end < records.count, records[end].applies(to: book) {
      records[end].apply(to: &book)
      end += 1
    }
    kept = start..<end
    reapplied = held.index..<end
    inapplicable = end..<records.count
    self.book = book
    self.changedElsewhere = changedElsewhere
  }

  /// The history of ``book`` the kept records from `start` on make: undo
  /// reverts the steps that were not undone when the journal was written,
  /// latest first, and redo restores those undone and not replaced by a
  /// new step since, the latest undone first; each described as it was.
  ///
  /// - Complexity: O(*r* + *p* log *n*) for *r* records changing *p* persons.
  func history(_ records: [JournalRecord], from start: Int) -> History<Addressbook> {
    var undoable: [JournalRecord] = []
    // The undos that redo reverts, latest last.
    var redoable: [JournalRecord] = []
    for record in records[max(start, kept.lowerBound)..<kept.upperBound] {
      switch record.move {
      case .step:
        undoable.append(record)
        redoable = []
      case .undo:
        // An undo whose step is no longer in the journal can still be redone.
        _ = undoable.popLast()
        redoable.append(record)
      case .redo:
        guard redoable.popLast() != nil else { continue }
        undoable.append(record)
      case .saved:
        continue
      }
    }
    var value = book
    var steps: [(value: Addressbook, description: String?)] = []
    for record in undoable.reversed() {
      steps.append((value, record.description))
      record.revert(in: &value)
    }
    steps.reverse()
    var redone = book
    for undo in redoable.reversed() {
      undo.revert(in: &redone)
      steps.append((redone, undo.description))
    }
    var history = History(initialValue: value, steps: steps)
    for _ in redoable { history.undo() }
    return history
  }
}
