import ArgumentParser
import RefbookModel
import RefbookStore

extension BookStore {
  /// Saves `book` and closes the store. A save that went beside the
  /// book (it was changed meanwhile in a way that collides) is a failure
  /// naming where the change went.
  ///
  /// - Complexity: That of ``save(_:)``.
  func saveAndClose(_ book: Addressbook) throws(ExitCode) {
    defer { close() }
    let outcome: SaveOutcome
    do { outcome = try save(book) } catch { throw Console.failure(error.description) }
    if case .savedBeside(let beside, _) = outcome {
      throw Console.failure("\(path) was changed by another program meanwhile; this change was saved to \(beside)")
    }
  }
}
