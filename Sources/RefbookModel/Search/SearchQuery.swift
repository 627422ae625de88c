/// What the user typed into the search line, split into terms that must all
/// match somewhere in a person (any field, any order).
///
/// Terms are folded like the person's text (case, diacritics and width
/// ignored in every script). A term made only of phone punctuation and
/// digits (`555-1234`, `(555)`) also matches by its digits alone.
public struct SearchQuery: Equatable, Sendable {
  /// The text as typed.
  public let text: String
  let terms: [Term]

  struct Term: Equatable, Sendable {
    let folded: [UInt8]
    /// The term's digits, when it is a phone fragment written with punctuation.
    let digits: [UInt8]?
  }

  /// - Complexity: O(m), where m is the length of `text`.
  public init(_ text: String) {
    self.text = text
    terms = text.split(whereSeparator: \.isWhitespace).map { word in
      let folded = TextFolding.fold(String(word))
      let isPhoneFragment = folded.unicodeScalars.allSatisfy { SearchQuery.phoneScalars.contains($0) }
      let digits = SearchText.digits(of: folded)
      let usesDigits = isPhoneFragment && !digits.isEmpty && digits.utf8.count != folded.utf8.count
      return Term(folded: Array(folded.utf8), digits: usesDigits ? Array(digits.utf8) : nil)
    }
  }

  /// Whether the query has no term, and so matches every person.
  public var isEmpty: Bool { terms.isEmpty }

  /// Whether every person this query matches is also matched by `other`,
  /// known from the terms alone: each of `other`'s terms occurs inside one
  /// of this query's terms. Typing more characters or adding a word refines
  /// a query, so its results can be filtered from the previous ones.
  ///
  /// - Complexity: O(t² · m) for t terms of length m.
  public func refines(_ other: SearchQuery) -> Bool {
    other.terms.allSatisfy { old in
      terms.contains { new in SearchText.occurs(old.folded, in: new.folded) }
    }
  }

  /// Whether `person` matches: every term occurs in one of its fields.
  ///
  /// For one-off searches (`refbook query`); a ``BookView`` caches each
  /// person's folded text instead, for searches typed letter by letter.
  ///
  /// - Complexity: O(m) in the size of the person's fields.
  public func matches(_ person: Person) -> Bool {
    isEmpty || matches(SearchText(person))
  }

  /// Whether every term occurs in `text`.
  func matches(_ text: SearchText) -> Bool {
    text.bytes.withUnsafeBytes(matches)
  }

  /// Whether every term occurs in `text`, a person's folded text.
  func matches(_ text: UnsafeRawBufferPointer) -> Bool {
    terms.allSatisfy { term in
      SearchText.occurs(term.folded, in: text) || term.digits.map { SearchText.occurs($0, in: text) } == true
    }
  }

  private static let phoneScalars = Set("0123456789+-().–/".unicodeScalars)
}
