import ArgumentParser
import RefbookModel
import RefbookStore

extension BookStore {
  /// Saves `persons` to the book and closes it. A save that went beside the
  /// book (it was changed meanwhile in a way that collides) is a failure
  /// naming where the change went.
  ///
  /// - Complexity: That of ``save(_:)``.
  func saveAndClose(_ persons: [Person]) throws(ExitCode) {
    defer { close() }
    let outcome: SaveOutcome
    do { outcome = try save(persons) } catch { throw Console.failure(error.description) }
    if case .savedBeside(let beside, _) = outcome {
      throw Console.failure("\(path) was changed by another program meanwhile; this change was saved to \(beside)")
    }
  }
}
