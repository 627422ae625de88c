import VCard

extension SearchText {
  /// The search text of `stored`: ``init(_:)`` of its person, read from
  /// its card in one pass when the card is plain (see ``SearchTextReader``),
  /// or decoded.
  ///
  /// - Complexity: O(*m*) in the size of the card.
  init(_ stored: StoredPerson) {
    if let source = stored.source, let text = VCardParser.readPlainCard(source, keeping: Self.fields, with: SearchTextReader.self) {
      self = text
    } else {
      self.init(stored.person)
    }
  }

  /// The properties whose fields a search text holds.
  private static let fields = PropertyNameFilter(["FN", "N", "NICKNAME", "EMAIL", "TEL", "ADR", "ORG", "TITLE", "NOTE", "CATEGORIES", "URL"])
}
