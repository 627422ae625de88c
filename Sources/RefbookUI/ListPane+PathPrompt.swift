import TerminalKit

/// The list's file prompt: the path typed after `i` or `x` (the status line
/// shows it; the list owns it, as its search).
extension ListPane {
  /// Types `key` into the path prompt.
  ///
  /// - Complexity: as ``LineEditor/handle(_:)``.
  func typePath(_ key: KeyEvent) {
    _ = pathPrompt?.line.handle(key)
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
