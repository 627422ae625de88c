import RefbookModel
import VCard

extension BookEncoding {
  /// Books as vCard files: read in any version, written as `version`.
  ///
  /// Only parse *errors* are problems that stop a save; warnings (a value
  /// read with a repair, such as bytes that were not UTF-8) are carried in
  /// ``DecodedBook/warnings`` for the user to hear about.
  ///
  /// - Complexity: Decoding and encoding are O(*n*) in the size of the book.
  public static func vCard(version: VCardVersion = .v4) -> BookEncoding {
    BookEncoding(
      decode: { bytes in
        let read = Person.people(fromVCard: bytes)
        return DecodedBook(
          persons: read.people, problems: LineProblem.of(.error, in: read.problems),
          warnings: LineProblem.of(.warning, in: read.problems))
      },
      encode: { persons in Array(Person.vCardText(for: persons, version: version).utf8) })
  }
}
