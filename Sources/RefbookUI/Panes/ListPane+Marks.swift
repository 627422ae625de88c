import RefbookModel

/// Marks: contacts picked for a bulk action (delete, edit in the editor,
/// export, merge). They follow contacts by identity through sorting,
/// searching and outside changes; a contact deleted drops its mark. They are
/// not in the book, so undo does not touch them.
extension ListPane {
  /// Marks the selected person, or unmarks it, and moves down.
  ///
  /// - Complexity: O(log n).
  func toggleMarkAndMoveDown() {
    guard let id = selectedID else { return }
    if marks.remove(id) == nil { marks.insert(id) }
    move(by: 1)
  }

  /// Marks every person shown (after a search, every match).
  ///
  /// - Complexity: O(m) for m persons shown.
  func markAllShown() {
    marks.formUnion(view)
  }

  /// Clears every mark.
  func clearMarks() {
    marks = []
  }

  /// The marked persons still in the book, in the list's order where shown
  /// (those hidden by a search after them), as the book holds them now.
  ///
  /// - Complexity: O(k log n) for k marks.
  var markedPersons: [Person] {
    let book = self.book.value
    return marks.sorted { (view.position(of: $0) ?? .max, $0) < (view.position(of: $1) ?? .max, $1) }
      .compactMap { book[id: $0] }
  }

  /// Deletes every marked person as one undo step and clears the marks.
  ///
  /// - Returns: How many were deleted.
  /// - Complexity: O(k log n) for k marks, plus the list's update.
  func deleteMarked() -> Int {
    let ids = marks.filter(book.value.contains(id:))
    guard !ids.isEmpty else { return 0 }
    book.batch("delete \(counted(ids.count, "contact"))") {
      book.modify { book in for id in ids { book[id: id] = nil } }
    }
    clearMarks()
    return ids.count
  }
}
