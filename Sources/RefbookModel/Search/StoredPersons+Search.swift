extension Array where Element == StoredPerson {
  /// The persons `query` matches (see ``SearchQuery/matches(_:)``), only
  /// those with an email when `havingEmail`, in order: what filtering the
  /// persons gives, without decoding every one.
  ///
  /// A person still in its card (see ``StoredPerson``) is decoded only when
  /// its card's bytes show that it may match (see ``CardSearchText``); the
  /// persons decoded are judged by ``SearchQuery/matches(_:)`` as always.
  /// The cards are read on all processors.
  ///
  /// - Complexity: O(*n*) in the size of the cards, plus decoding the
  ///   persons that may match and folding their text.
  public func persons(matching query: SearchQuery, havingEmail: Bool = false) -> [Person] {
    concurrentPieces(minimumPiece: 1_024) { stored in
      Self.persons(in: stored, matching: query, havingEmail: havingEmail)
    }.flatMap(\.self)
  }

  /// The persons of `stored` that `query` matches (with an email when
  /// `havingEmail`), in order.
  private static func persons(
    in stored: ArraySlice<StoredPerson>, matching query: SearchQuery, havingEmail: Bool
  ) -> [Person] {
    let canPassOver = query.canPassOverCards
    let text = CardSearchText()
    var found: [Person] = []
    for candidate in stored {
      if canPassOver, let source = candidate.source, text.read(source), !query.mayMatch(text, havingEmail: havingEmail) {
        continue
      }
      let person = candidate.person
      if (!havingEmail || !person.emails.isEmpty) && query.matches(person) { found.append(person) }
    }
    return found
  }
}
