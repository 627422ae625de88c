import RefbookModel

/// The detail pane's own commands: moving between entries, deleting a
/// field, closing the field editor; a change goes through the pane's ref
/// (see `DetailPane+Writing`). A property the card keeps verbatim is
/// read-only: editing or deleting it says so.
extension DetailPane: Pane {
  /// - Complexity: O(log n) for a book of n persons.
  func perform(_ command: Command, with app: CommandContext) -> Bool {
    if performMove(command, pageSize: app.pageSize) { return true }
    if command == .editField || command == .deleteField, case .kept? = selectedItem {
      app.say("Kept as the card has it: read-only here (E edits the whole card)")
      return true
    }
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
