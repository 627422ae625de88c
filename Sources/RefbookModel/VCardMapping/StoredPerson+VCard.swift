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
  private static let outlineFilter = PropertyNameFilter(Person.outlineProperties)

  /// The persons of a vCard file, read in up to `parts` pieces at once
  /// (see ``VCardParser/parse(_:parts:keeping:transform:)``): decoded, or
  /// when `deferring`, each read for its outline only and left in its card
  /// (see ``StoredPerson``), for a program that shows a few at a time.
  ///
  /// Deferred, a card without a `UID` is still read whole: its generated id
  /// depends on all of it (see ``Person/init(card:)``), and the result's
  /// cards hold only the outline properties. Either way its sources, lines
  /// and problems are those of reading the whole file, every warning
  /// included.
  ///
  /// - Complexity: O(*n*) in the size of the file, spread over `parts`
  ///   processors.
  public static func persons(
    fromVCard bytes: [UInt8], parts: Int, deferring: Bool
  ) -> (read: VCardParseResult, persons: [StoredPerson]) {
    guard deferring else {
      let (read, persons) = VCardParser.parse(bytes, parts: parts) { cards, _ in cards.map { StoredPerson(Person(card: $0)) } }
      return (read, persons)
    }
    return persons(fromVCard: bytes, parts: parts, outline: outlineFilter)
  }

  /// The persons of a vCard file each left in its card and read for its id
  /// only, for a program that decodes whole the few persons it needs (a
  /// search that first looks at each card's bytes): as
  /// ``persons(fromVCard:parts:deferring:)`` deferring, but each person's
  /// ``outline`` holds its id only (and every field of a card without a
  /// `UID`, read whole).
  ///
  /// - Complexity: O(*n*) in the size of the file, spread over `parts`
  ///   processors.
  public static func idsOnly(fromVCard bytes: [UInt8], parts: Int) -> (read: VCardParseResult, persons: [StoredPerson]) {
    persons(fromVCard: bytes, parts: parts, outline: idFilter)
  }

  private static let idFilter = PropertyNameFilter(["UID"])

  private static func persons(
    fromVCard bytes: [UInt8], parts: Int, outline filter: PropertyNameFilter
  ) -> (read: VCardParseResult, persons: [StoredPerson]) {
    let (read, persons) = VCardParser.parse(bytes, parts: parts, keeping: filter) { cards, sources in
      zip(cards, sources).map { card, source in StoredPerson(outlineOf: card, source: source) }
    }
    return (read, persons)
  }

  /// The person of `card`, read for its outline from `source`: left in its
  /// card, or read whole when the card has no `UID` (its generated id
  /// depends on all of it).
  init(outlineOf card: Card, source: ArraySlice<UInt8>) {
    let outline = Person(card: card)
    guard card.hasUID else {
      self.init(VCardParser.parseCard(source, firstLine: card.line).map(Person.init) ?? outline, line: card.line)
      return
    }
    self.init(outline: outline, source: source, line: card.line)
  }

  /// The person of the card whose bytes are `source`, at line `line` of its
  /// file, as ``persons(fromVCard:parts:deferring:)`` deferring reads it; `nil`
  /// when `source` is not a card.
  ///
  /// - Complexity: O(*m*) in the size of the card.
  static func deferred(source: ArraySlice<UInt8>, line: Int) -> StoredPerson? {
    VCardParser.parseCard(source, firstLine: line, keeping: outlineFilter).map { StoredPerson(outlineOf: $0, source: source) }
  }
}

extension Card {
  /// Whether the card's first `UID` has a value (else its person's id is generated).
  fileprivate var hasUID: Bool {
    properties.first { $0.name == "UID" }.map { !VCardValue.unescape($0.value).isEmpty } ?? false
  }
}
