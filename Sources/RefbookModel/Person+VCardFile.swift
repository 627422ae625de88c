import VCard

extension Person {
  /// The persons in a vCard file and the file's problems.
  ///
  /// Every card that reads becomes a person (see ``init(card:)``); every one
  /// that does not is reported by line in `problems` (see ``VCardParser``).
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  public static func people(fromVCard bytes: [UInt8]) -> (people: [Person], problems: [VCardProblem]) {
    let result = VCardParser.parse(bytes)
    return (result.cards.map(Person.init(card:)), result.problems)
  }

  /// The vCard text of `people`, in their order, in `version`.
  ///
  /// - Complexity: O(*n*), where *n* is the total size of the persons.
  public static func vCardText(for people: some Sequence<Person>, version: VCardVersion = .v4) -> String {
    VCardWriter.write(people.lazy.map { $0.vCard(version: version) }, version: version)
  }
}
