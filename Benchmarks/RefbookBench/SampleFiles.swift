import Foundation
import RefbookFormats
import RefbookModel
import RefbookSamples

/// The files the benchmarks read, generated once per run in a temporary
/// folder: for each size a book of generated contacts (CJK, accented and
/// long names among them) as a vCard file and as abook's own file, and a
/// vCard file to import into it.
struct SampleFiles {
  /// The book sizes measured: `REFBOOK_BENCH_SIZES` (`100000`, `1000,10000`)
  /// when set, to measure one size while working on it; else all three.
  static let sizes = ProcessInfo.processInfo.environment["REFBOOK_BENCH_SIZES"].map {
    $0.split(separator: ",").compactMap { Int($0) }
  } ?? [1_000, 10_000, 100_000]

  let folder: String

  /// The cache folder refbook is given (`XDG_CACHE_HOME`), so that the
  /// bench neither reads nor fills the user's.
  var cache: String { folder + "/cache" }
  /// For each size, the name of the contact the list shows first.
  private(set) var firstNames: [Int: String] = [:]

  /// Writes every file; `nil` when the folder cannot be made or written.
  init?() {
    let folder = NSTemporaryDirectory() + "refbook-bench-\(getpid())"
    guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
      return nil
    }
    self.folder = folder
    for size in Self.sizes {
      let persons = SampleBook.generate(count: size)
      let listed = Self.listOrder(persons)
      guard Self.write(persons, to: book(size)), Self.write(Self.imported(into: persons), to: importFile(size)),
        Self.writeAbook(listed, to: abookBook(size))
      else { return nil }
      firstNames[size] = listed.first?.displayName
    }
  }

  /// The book of `size` contacts.
  func book(_ size: Int) -> String { folder + "/book-\(size).vcf" }

  /// The persons of ``book(_:)`` as abook's `addressbook` file, in the order
  /// refbook lists them (abook shows its file's order), so that both
  /// programs open on the same screen of persons.
  func abookBook(_ size: Int) -> String { folder + "/book-\(size).abook" }

  /// ``book(_:)`` without its `UID` lines, as Google, abook and many phones
  /// export a book: written by ``writeBooksWithoutUIDs()``.
  func bookWithoutUIDs(_ size: Int) -> String { folder + "/book-\(size)-without-uids.vcf" }

  /// Writes ``bookWithoutUIDs(_:)`` of each size; `false` when one cannot
  /// be read or written.
  func writeBooksWithoutUIDs() -> Bool {
    Self.sizes.allSatisfy { size in
      guard let bytes = FileManager.default.contents(atPath: book(size)) else { return false }
      let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n").filter { !$0.hasPrefix("UID:") }
      return FileManager.default.createFile(atPath: bookWithoutUIDs(size), contents: Data(lines.joined(separator: "\r\n").utf8))
    }
  }

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

  /// `persons` in the order refbook's list shows them.
  private static func listOrder(_ persons: [Person]) -> [Person] {
    let book = Addressbook(persons)
    return BookView(book, sortOrder: .name).compactMap { book[id: $0] }
  }

  /// Writes `persons` as abook 0.6.1 itself writes its file (refbook's
  /// abook export, under abook's own `[format]` header).
  private static func writeAbook(_ persons: [Person], to path: String) -> Bool {
    let text = AbookFormat.write(persons).replacingOccurrences(of: "program=refbook\n", with: "program=abook\n")
    return FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  private static func write(_ persons: [Person], to path: String) -> Bool {
    FileManager.default.createFile(atPath: path, contents: Data(Person.vCardText(for: persons).utf8))
  }
}
