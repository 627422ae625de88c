import VCard

extension Person {
  /// The persons in a vCard file and the file's problems.
  ///
  /// Every card that reads becomes a person, as a book reads it (see
  /// ``StoredPerson/persons(fromVCard:parts:deferring:)``: a card without
  /// `UID` gets the id generated from its bytes); every one that does not
  /// is reported by line in `problems` (see ``VCardParser``).
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  public static func persons(fromVCard bytes: [UInt8]) -> (persons: [Person], problems: [VCardProblem]) {
    let (read, stored) = StoredPerson.persons(fromVCard: bytes, parts: 1, deferring: false)
    return (stored.map(\.person), read.problems)
  }

  /// The vCard text of `persons`, in their order, in `version`, each card
  /// as it was read (see ``vCard(version:)``): the book's own file, which
  /// must give back what it was given.
  ///
  /// - Complexity: O(*n*), where *n* is the total size of the persons.
  public static func vCardText(for persons: some Sequence<Person>, version: VCardVersion = .v4) -> String {
    String(decoding: vCardBytes(for: persons, version: version), as: UTF8.self)
  }

  /// ``vCardText(for:version:)`` as UTF-8 bytes, which is how it is made.
  ///
  /// - Complexity: O(*n*), where *n* is the total size of the persons.
  public static func vCardBytes(for persons: some Sequence<Person>, version: VCardVersion = .v4) -> [UInt8] {
    VCardWriter.bytes(persons.lazy.map { $0.vCard(version: version) }, version: version)
  }

  /// The vCard text of `persons` for other programs: valid for `version`,
  /// what only the other version defines converted or kept as `X-`
  /// properties, refbook's `PRODID` on each card (see
  /// ``VCardWriter/write(_:conformingTo:)``).
  ///
  /// - Complexity: O(*n*), where *n* is the total size of the persons.
  public static func vCardExport(for persons: some Sequence<Person>, version: VCardVersion = .v4) -> String {
    String(decoding: vCardExportBytes(for: persons, version: version), as: UTF8.self)
  }

  /// ``vCardExport(for:version:)`` as UTF-8 bytes, which is how it is made.
  ///
  /// - Complexity: O(*n*), where *n* is the total size of the persons.
  public static func vCardExportBytes(for persons: some Sequence<Person>, version: VCardVersion = .v4) -> [UInt8] {
    VCardWriter.bytes(persons.lazy.map { $0.vCard(version: version) }, conformingTo: version)
  }
}
