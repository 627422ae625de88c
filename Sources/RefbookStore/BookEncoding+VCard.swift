import RefbookModel
import VCard

extension BookEncoding {
  /// Books as vCard files: read in any version; a changed or new person is
  /// written as `version`, an unchanged one as it was read.
  ///
  /// Only parse *errors* are problems that stop a save; warnings (a value
  /// read with a repair, such as bytes that were not UTF-8) are carried in
  /// ``DecodedBook/warnings`` for the user to hear about.
  ///
  /// - Complexity: Decoding is O(*n*) in the size of the book; encoding
  ///   O(*n*) in the size of the person.
  public static func vCard(version: VCardVersion = .v4) -> BookEncoding {
    BookEncoding(
      decode: { bytes in
        let read = VCardParser.parse(bytes)
        return DecodedBook(
          persons: read.cards.map(Person.init(card:)), sources: read.sources,
          problems: LineProblem.of(.error, in: read.problems), warnings: LineProblem.of(.warning, in: read.problems))
      },
      encode: { person in Array(Person.vCardText(for: CollectionOfOne(person), version: version).utf8) })
  }
}
