import TerminalKit

/// The list's file prompt: the path typed after `i` or `x` (the status line
/// shows it; the list owns it, as its search).
extension ListPane {
  /// Applies `edit` to the line being typed in the list: the search
  /// prompt's (which filters as it changes), else the path prompt's.
  ///
  /// - Complexity: the search's (see ``BookView``), else as
  ///   ``LineEditor/apply(_:)``.
  func editLine(_ edit: LineEditor.Edit) {
    if searchLine != nil { editSearch(edit) } else { pathPrompt?.line.apply(edit) }
  }

  /// Closes the prompt and imports or exports the file it names, selecting
  /// the first person imported; says how it went.
  ///
  /// - Complexity: the import's (see ``BookImport``) or the export's.
  func submitPath(with app: CommandContext) {
    guard let prompt = pathPrompt else { return }
    pathPrompt = nil
    guard let (said, first) = prompt.submit() else { return }
    if let first { select(first) }
    app.tell(said)
  }
}
