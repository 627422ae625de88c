import RefbookModel
import VCard

extension BookEncoding {
  /// Books as vCard files: read in any version, written as `version`.
  ///
  /// Only parse *errors* count as problems that stop a save; warnings (bytes
  /// that were not UTF-8 and were read as Windows-1252) lose nothing when the
  /// book is written back in UTF-8.
  ///
  /// - Complexity: Decoding and encoding are O(*n*) in the size of the book.
  public static func vCard(version: VCardVersion = .v4) -> BookEncoding {
    BookEncoding(
      decode: { bytes in
        let read = Person.people(fromVCard: bytes)
        let problems = read.problems.filter { $0.severity == .error }
          .map { LineProblem(line: $0.line, message: $0.message) }
        return DecodedBook(persons: read.people, problems: problems)
      },
      encode: { persons in Array(Person.vCardText(for: persons, version: version).utf8) })
  }
}
