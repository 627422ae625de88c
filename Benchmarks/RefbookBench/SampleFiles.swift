import Foundation
import RefbookModel
import RefbookSamples

/// The vCard files the benchmarks read, generated once per run in a
/// temporary folder: for each size a book of generated contacts (CJK,
/// accented and long names among them), and a file to import into it.
struct SampleFiles {
  static let sizes = [1_000, 10_000, 100_000]

  let folder: String

  /// Writes every file; `nil` when the folder cannot be made or written.
  init?() {
    let folder = NSTemporaryDirectory() + "refbook-bench-\(getpid())"
    guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
      return nil
    }
    self.folder = folder
    for size in Self.sizes {
      let persons = SampleBook.generate(count: size)
      guard Self.write(persons, to: book(size)), Self.write(Self.imported(into: persons), to: importFile(size)) else {
        return nil
      }
    }
  }

  /// The book of `size` contacts.
  func book(_ size: Int) -> String { folder + "/book-\(size).vcf" }

  /// The file imported into ``book(_:)``.
  func importFile(_ size: Int) -> String { folder + "/import-\(size).vcf" }

  /// Removes the folder.
  func remove() {
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// A tenth of the book's size: half updates of persons in `book` (same
  /// id, a changed note), half new persons.
  private static func imported(into book: [Person]) -> [Person] {
    let half = book.count / 20
    let updated = book.prefix(half).map { person in
      var person = person
      person.note = "Updated by an import."
      return person
    }
    return updated + SampleBook.generate(count: half, seed: 2)
  }

  private static func write(_ persons: [Person], to path: String) -> Bool {
    FileManager.default.createFile(atPath: path, contents: Data(Person.vCardText(for: persons).utf8))
  }
}
