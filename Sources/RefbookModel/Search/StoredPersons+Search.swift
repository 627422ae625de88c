extension Array where Element == StoredPerson {
  /// The persons `query` matches (see ``SearchQuery/matches(_:)``), only
  /// those with an email when `havingEmail`, in order, each as much as its
  /// outline (see ``StoredPerson/outline``): what filtering the persons
  /// gives, without decoding every one — for a list of matches, such as
  /// `refbook query` prints.
  ///
  /// A person still in its card (see ``StoredPerson``) whose card's text
  /// `kept` holds is matched by that text, and comes as its outline when
  /// its outline was read from kept outlines, else decoded whole. Any other
  /// person still in its card is decoded only when its card's bytes show
  /// that it may match (see ``CardSearchText``), judged by
  /// ``SearchQuery/matches(_:)`` as always, and comes whole. The cards are
  /// read on all processors.
  ///
  /// - Complexity: O(*n*) in the size of the cards, plus decoding the
  ///   persons that may match (but for kept texts and outlines) and folding
  ///   the text of those whose text was not kept.
  public func outlines(matching query: SearchQuery, havingEmail: Bool = false, kept: KeptSearchTexts = KeptSearchTexts()) -> [Person] {
    concurrentPieces(minimumPiece: 1_024) { stored in
      Self.outlines(in: stored, matching: query, havingEmail: havingEmail, kept: kept)
    }.flatMap(\.self)
  }

  /// The persons of `stored` that `query` matches (with an email when
  /// `havingEmail`), in order, each as much as its outline.
  private static func outlines(
    in stored: ArraySlice<StoredPerson>, matching query: SearchQuery, havingEmail: Bool, kept: KeptSearchTexts
  ) -> [Person] {
    let canPassOver = query.canPassOverCards
    let text = CardSearchText()
    var found: [Person] = []
    for candidate in stored {
      if let keptText = kept.text(of: candidate) {
        guard keptText.withUnsafeBytes(query.matches) else { continue }
        // An outline read from kept outlines is whole; one read for the id alone is not.
        let person = candidate.record != nil ? candidate.outline : candidate.person
        if !havingEmail || !person.emails.isEmpty { found.append(person) }
        continue
      }
      if canPassOver, let source = candidate.source, text.read(source), !query.mayMatch(text, havingEmail: havingEmail) {
        continue
      }
      let person = candidate.person
      if (!havingEmail || !person.emails.isEmpty) && query.matches(person) { found.append(person) }
    }
    return found
  }
}
