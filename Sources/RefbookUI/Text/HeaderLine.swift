import StructRef
import TerminalKit

/// The top line: what the book is on the left (facts such as its size, sort
/// order, filter and path, joined by dots), how it is stored and synced on
/// the right.
struct HeaderLine {
  /// Left to right; the last one is cut first on a narrow screen.
  var facts: [String]
  var status: PersistenceStatus
  var sync: LiveSyncStatus?

  /// What the header says of `list` and the book it shows: the book's
  /// size, the list's sort order, filter, marks, category and book, and
  /// `title` (the book's path).
  ///
  /// - Complexity: O(1).
  init(_ list: ListPane, title: String, status: PersistenceStatus, sync: LiveSyncStatus? = nil) {
    var facts = ["refbook", counted(list.book.value.count, "contact"), "sort: \(list.view.sortOrder.label)"]
    if !list.view.query.isEmpty { facts.append("filter: “\(list.view.query.text)” (\(list.count))") }
    if !list.marks.isEmpty { facts.append("\(list.marks.count) marked") }
    if let category = list.view.category { facts.append("category: \(category) (\(list.count))") }
    if let collection = list.view.collection { facts.append("book: \(collection) (\(list.count))") }
    facts.append(title)
    self.facts = facts
    self.status = status
    self.sync = sync
  }

  func draw(on screen: some Screen, in region: Region) {
    let right = DisplayText((sync.map { $0.label + "  ·  " } ?? "") + status.label + " ")
    // Cut two columns short of the right part, so that a path cut short stays apart from it.
    let left = DisplayText(" " + facts.joined(separator: "  ·  ")).fitted(to: max(0, region.columns - right.width - 2))
    screen.put(left, row: region.row, column: region.column,
               columns: max(0, region.columns - right.width), style: .role(.header))
    let failed = switch (status, sync) {
    case (.failed, _), (_, .failed?): true
    default: false
    }
    screen.put(right, row: region.row, column: region.column + max(0, region.columns - right.width),
               columns: min(region.columns, right.width), style: failed ? .role(.error) : .role(.header))
  }
}
