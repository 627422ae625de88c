import Foundation
import RefbookTestSupport

/// A fresh folder holding a book for one test, removed when the test ends.
final class TemporaryBook {
  private let directory: TemporaryDirectory
  let folder: URL
  /// `contacts.vcf` in the folder; it does not exist until written.
  let book: URL

  init() throws {
    directory = try TemporaryDirectory("cli")
    folder = URL(fileURLWithPath: directory.path, isDirectory: true)
    book = folder.appendingPathComponent("contacts.vcf")
  }

  /// Writes `text` to `name` in the folder and gives its path.
  @discardableResult
  func write(_ text: String, to name: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// Runs `refbook subcommand --book BOOK arguments…` on this book.
  func refbook(
    _ subcommand: String, _ arguments: String..., stdin: String = "", launcher: [String] = []
  ) throws -> RunResult {
    try RefbookProcess.run(
      [subcommand, "--book", book.path] + arguments, stdin: stdin, home: folder, launcher: launcher)
  }

  /// The book's bytes; empty when there is no book.
  func bookBytes() -> Data {
    (try? Data(contentsOf: book)) ?? Data()
  }
}
