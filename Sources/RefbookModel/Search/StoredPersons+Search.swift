extension Array where Element == StoredPerson {
  /// The outlines of the persons `query` matches (see
  /// ``SearchQuery/matches(_:)``), only those with an email when
  /// `havingEmail`, in order (see ``StoredPerson/outline``): what filtering the persons
  /// gives, without decoding every one — for a list of matches, such as
  /// `refbook query` prints.
  ///
  /// A person still in its card (see ``StoredPerson``) whose card's text
  /// `kept` holds is matched by that text, and is decoded only when its
  /// outline was not read from kept outlines. Any other person still in
  /// its card is decoded only when its card's bytes show that it may match
  /// (see ``CardSearchText``), judged by ``SearchQuery/matches(_:)`` as
  /// always. The cards are read on all processors.
  ///
  /// - Complexity: O(*n*) in the size of the cards, plus decoding the
  ///   persons that may match (but for kept texts and outlines) and folding
  ///   the text of those whose text was not kept.
  public func outlines(matching query: SearchQuery, havingEmail: Bool = false, kept: KeptSearchTexts = KeptSearchTexts()) -> [PersonOutline] {
    concurrentPieces(minimumPiece: 1_024) { stored in
      Self.outlines(in: stored, matching: query, havingEmail: havingEmail, kept: kept)
    }.flatMap(\.self)
  }

  /// The persons of `stored` that `query` matches (with an email when
  /// `havingEmail`), in order, each as its outline.
  private static func outlines(
    in stored: ArraySlice<StoredPerson>, matching query: SearchQuery, havingEmail: Bool, kept: KeptSearchTexts
  ) -> [PersonOutline] {
    let canPassOver = query.canPassOverCards
    let text = CardSearchText()
    var found: [PersonOutline] = []
    for candidate in stored {
      if let keptText = kept.text(of: candidate) {
        guard keptText.withUnsafeBytes(query.matches) else { continue }
        let person = candidate.printedByQuery
        if !havingEmail || !person.emails.isEmpty { found.append(person) }
        continue
      }
      if canPassOver, let source = candidate.source, text.read(source), !query.mayMatch(text, havingEmail: havingEmail) {
        continue
      }
      let person = candidate.person
      if (!havingEmail || !person.emails.isEmpty) && query.matches(person) { found.append(person.outline) }
    }
    return found
  }
}

extension StoredPerson {
  /// The outline `refbook query` prints of the person: the one read from
  /// kept outlines, else the whole person's (an outline read for the id
  /// alone holds too little).
  ///
  /// - Complexity: O(*m*) in the size of the outline's record or of the card.
  var printedByQuery: PersonOutline { record != nil ? outline : person.outline }
}
