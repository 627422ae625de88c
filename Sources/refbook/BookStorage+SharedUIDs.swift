import RefbookModel
import RefbookStore
import RefbookUI

extension BookStorage {
  /// What the app says of a book file whose cards share UIDs, which it opens
  /// read-only (a book is keyed by UID: saving it would keep one card of
  /// each and lose the others): each UID, with the line and name of each of
  /// its cards, in file order.
  ///
  /// ```
  /// UID same is on 2 cards (line 1: Ann Lee; line 6: Ann Roe): the book is open read-only, and shows the last
  /// ```
  ///
  /// - Complexity: O(*n*) for *n* cards.
  var sharedUIDNotices: [String] {
    let repeated = Set(repeatedIDs)
    guard !repeated.isEmpty else { return [] }
    var cards: [Person.ID: [StoredPerson]] = [:]
    for person in storedPersons where repeated.contains(person.id) { cards[person.id, default: []].append(person) }
    return repeatedIDs.map { id in
      let sharing = cards[id] ?? []
      let listed = sharing.map { "line \($0.line): \($0.outline.displayName)" }.joined(separator: "; ")
      return "UID \(id) is on \(counted(sharing.count, "card")) (\(listed)): the book is open read-only, and shows the last"
    }
  }
}
