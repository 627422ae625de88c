extension SearchQuery {
  /// Whether a person whose card's text is `card` (see ``CardSearchText``)
  /// may match: every term occurs in it (a phone fragment's digits will
  /// do), and so does `email` when `havingEmail` (a card without an `EMAIL`
  /// line has no email). `false` says that the person does not match (or
  /// has no email); `true` says nothing: decode the person and ask
  /// ``matches(_:)``.
  ///
  /// - Precondition: ``canPassOverCards``.
  /// - Complexity: O(*t* · *m*) for *t* terms and a text of *m* bytes.
  func mayMatch(_ card: CardSearchText, havingEmail: Bool) -> Bool {
    let text = card.bytes
    return (!havingEmail || SearchText.occurs(Self.email, in: text))
      && terms.allSatisfy { term in
        SearchText.occurs(term.folded, in: text) || term.digits.map { SearchText.occurs($0, in: text) } == true
      }
  }

  /// Whether ``mayMatch(_:havingEmail:)`` can tell: no term holds a control
  /// character (a card's text separates its lines with line feeds, where
  /// the search text separates fields with U+001F).
  var canPassOverCards: Bool {
    terms.allSatisfy { term in !term.folded.contains { $0 < 0x20 || $0 == 0x7F } }
  }

  private static let email = Array("email".utf8)
}
