import ArgumentParser
import RefbookCommandLine
import RefbookModel
import RefbookStore

extension BookStorage {
  /// Saves `book`, a command's change, failing unless the book then holds
  /// it: a save that went beside the book (it was changed meanwhile in a
  /// way that collides) is a failure naming where the change went.
  ///
  /// - Complexity: That of ``save(_:)``.
  func saveOrFail(_ book: Addressbook) throws(ExitCode) {
    let outcome: SaveOutcome
    do { outcome = try save(book) } catch { throw Console.failure(error.description) }
    switch outcome {
    case .savedBeside(let beside, _):
      throw Console.failure("\(path) was changed by another program meanwhile; this change was saved to \(beside)")
    case .mergedKeepingOursBeside(_, let paths, _):
      throw Console.failure(
        "contacts in \(path) were changed by another program meanwhile; this change to them was saved to "
          + paths.joined(separator: ", "))
    case .unchanged, .written, .merged: return
    }
  }
}
