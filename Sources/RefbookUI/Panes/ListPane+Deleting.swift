import RefbookModel

/// `d` in the list: the marked persons, else the selected one, deleted
/// through the list's refs as one undo step (see `ListPane+Writing` and
/// `ListPane+Marks`); asked about first on the status line when
/// ``confirmsDelete`` says so.
extension ListPane {
  /// Deletes the marked persons, else the selected one, or asks first.
  ///
  /// - Complexity: O(k log n) for k persons deleted, plus the list's update.
  func deleteSelectedOrMarked(with app: CommandContext) {
    let what = marks.isEmpty ? selection?.value?.shownName : counted(marks.count, "marked contact")
    guard let what else { return }
    let deletion = Confirmation(question: "Delete \(what)?", declined: "Nothing deleted") { [unowned self] in
      guard marks.isEmpty else { return app.say("Deleted \(counted(deleteMarked(), "marked contact")) — u to undo") }
      guard let deleted = deleteSelected() else { return }
      app.say("Deleted \(deleted.shownName) — u to undo")
    }
    if confirmsDelete { confirmation = deletion } else { deletion.action() }
  }

  /// Closes the open question: `yes` carries out what it asked about, no
  /// says what was not done.
  func answer(yes: Bool, with app: CommandContext) {
    guard let asked = confirmation else { return }
    confirmation = nil
    if yes { asked.action() } else { app.say(asked.declined) }
  }
}
