import RefbookModel

/// The detail pane's own commands: moving between fields, deleting one,
/// closing the field editor; a change goes through the pane's ref (see
/// `DetailPane+Writing`).
extension DetailPane: Pane {
  /// - Complexity: O(log n) for a book of n persons.
  func perform(_ command: Command, with app: CommandContext) -> Bool {
    if performMove(command, pageSize: app.pageSize) { return true }
    switch command {
    case .deleteField: deleteSelectedField(with: app)
    case .saveEdit: stopEditing(commit: true)
    case .cancelEdit: stopEditing(commit: false)
    default: return false
    }
    return true
  }

  private func deleteSelectedField(with app: CommandContext) {
    guard let person = person?.value, let field = selectedField else { return }
    if field == .formattedName && person.formattedName.isEmpty { return }
    write(nil, to: field, as: "delete \(field.noun) of \(person.shownName)")
    app.say("Deleted \(field.noun) of \(person.shownName) — u to undo")
  }
}
