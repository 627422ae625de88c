import ArgumentParser
import RefbookStore

extension BookOptions {
  /// Opens the book for a subcommand, or fails with the store's own message
  /// (which names the file, and for a locked book the process holding it).
  ///
  /// A book with parts the decoder could not read fails as well: a writer
  /// must not save over it, and an export would silently lose those parts.
  /// Searches pass `allowingProblems`, report the problems and go on with
  /// the cards that did read.
  ///
  /// - Complexity: That of ``BookStore/open(_:encoding:access:)``.
  func openStore(access: BookStore.Access, allowingProblems: Bool = false) throws(ExitCode) -> BookStore {
    let store: BookStore
    do {
      store = try BookStore.open(location, encoding: .vCard(), access: access)
    } catch {
      throw Console.failure(error.description)
    }
    guard !store.problems.isEmpty else { return store }
    let problems = StoreError.undecodable(path: store.path, problems: store.problems)
    guard allowingProblems else {
      store.close()
      throw Console.failure(problems.description)
    }
    Console.warn(store.problems.map { "\(store.path):\($0.line): \($0.message) (skipped)" }.joined(separator: "\n"))
    return store
  }

}
