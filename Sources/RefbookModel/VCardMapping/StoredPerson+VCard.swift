import VCard

extension Person {
  /// The vCard properties an outline is read from: `UID`, `FN`, `N`,
  /// `NICKNAME`, `ORG`, `EMAIL`, `TEL` and `CATEGORIES` — what
  /// ``displayName``, the ``SortOrder``s, a list row, the list's category
  /// filter and the ``DuplicateFinder`` need — and the UIDs merged into the
  /// person (``mergedIDProperty``), which an import looks up in the whole
  /// book.
  public static let outlineProperties = ["UID", "FN", "N", "NICKNAME", "ORG", "EMAIL", "TEL", "CATEGORIES", mergedIDProperty]
}

extension StoredPerson {
  static let outlineFilter = PropertyNameFilter(Person.outlineProperties)

  /// The persons of a vCard file, read in up to `parts` pieces at once
  /// (see ``VCardParser/parse(_:parts:keeping:transform:)``): decoded, or
  /// when `deferring`, each read for its outline only and left in its card
  /// (see ``StoredPerson``), for a program that shows a few at a time.
  ///
  /// A card without a `UID` gets the id generated from its bytes (see
  /// ``Person/init(card:source:)``), deferred or not; of several cards
  /// with the same bytes, each the id of its repeat (see ``GeneratedID``).
  /// Either way its sources, lines and problems are those of reading the
  /// whole file, every warning included.
  ///
  /// - Complexity: O(*n*) in the size of the file, spread over `parts`
  ///   processors.
  public static func persons(
    fromVCard bytes: [UInt8], parts: Int, deferring: Bool
  ) -> (read: VCardParseResult, persons: [StoredPerson]) {
    guard deferring else {
      let (read, persons) = VCardParser.parse(bytes, parts: parts) { cards, sources in
        zip(cards, sources).map { card, source in
          StoredPerson(Person(card: card, source: source), line: card.line, generatedIDRepeat: card.hasUID ? nil : 0)
        }
      }
      return (read, distinguishingRepeats(persons, sources: read.sources))
    }
    let (read, persons) = VCardParser.parse(bytes, parts: parts, keeping: outlineFilter, scanning: OutlineReader.self) {
      cards, sources in zip(cards, sources).map { card, source in StoredPerson(outlineOf: card, source: source) }
    }
    return (read, distinguishingRepeats(persons, sources: read.sources))
  }

  /// The persons of a vCard file each left in its card and read for its id
  /// only, for a program that decodes whole the few persons it needs (a
  /// search that first looks at each card's bytes): as
  /// ``persons(fromVCard:parts:deferring:)`` deferring, but each person's
  /// ``outline`` holds its id only.
  ///
  /// - Complexity: O(*n*) in the size of the file, spread over `parts`
  ///   processors.
  public static func idsOnly(fromVCard bytes: [UInt8], parts: Int) -> (read: VCardParseResult, persons: [StoredPerson]) {
    let (read, persons) = VCardParser.parse(bytes, parts: parts, keeping: idFilter, scanning: OutlineReader.self) { cards, sources in
      zip(cards, sources).map { card, source in StoredPerson(outlineOf: card, source: source) }
    }
    return (read, distinguishingRepeats(persons, sources: read.sources))
  }

  static let idFilter = PropertyNameFilter(["UID"])

  /// The person of `card`, read for its outline from `source` and left in
  /// its card; of a card without `UID`, with the id of the first repeat of
  /// its bytes.
  init(outlineOf card: Card, source: ArraySlice<UInt8>) {
    self.init(
      outline: Person(card: card, source: source).outline, source: source, line: card.line, generatedIDRepeat: card.hasUID ? nil : 0)
  }

  /// The person of the card whose bytes are `source`, at line `line` of its
  /// file, as ``persons(fromVCard:parts:deferring:)`` deferring reads it,
  /// its id generated for repeat `repeat` of those bytes when its card has
  /// no `UID`; `nil` when `source` is not a card.
  ///
  /// - Complexity: O(*m*) in the size of the card.
  static func deferred(source: ArraySlice<UInt8>, line: Int, repeat: Int) -> StoredPerson? {
    guard let card = VCardParser.parseCard(source, firstLine: line, keeping: outlineFilter) else { return nil }
    let person = StoredPerson(outlineOf: card, source: source)
    guard person.generatedIDRepeat != nil, `repeat` > 0 else { return person }
    return person.identified(as: GeneratedID.uuid(of: source, repeat: `repeat`), repeat: `repeat`)
  }

  /// `persons`, read in order from the cards of one file whose bytes are
  /// `sources`, each whose id was generated for the first repeat of its
  /// card's bytes given the id of the repeat that ``GeneratedID`` gives it
  /// among them.
  ///
  /// - Complexity: O(*n*) for *n* persons; O(*n*) hashes of their ids
  ///   when some card has no `UID`.
  static func distinguishingRepeats(_ persons: [StoredPerson], sources: [ArraySlice<UInt8>]) -> [StoredPerson] {
    let generated = persons.indices.filter { persons[$0].generatedIDRepeat == 0 }
    let repeats = GeneratedID.repeats(ids: generated.isEmpty ? [] : persons.map(\.id), generated: generated) { sources[$0] }
    guard !repeats.isEmpty else { return persons }
    var persons = persons
    for (index, given) in repeats { persons[index] = persons[index].identified(as: given.id, repeat: given.repeat) }
    return persons
  }
}
