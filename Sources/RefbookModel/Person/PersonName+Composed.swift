extension PersonName {
  /// The name on one line, in the order its script writes names: the one
  /// rule for a formatted name made from a structured one (by a draft, an
  /// edit of a name part, or the display of a card without `FN`).
  ///
  /// A family name in a script written without spaces (Han, kana, Hangul)
  /// comes first, followed by the given name, unspaced when both are in such
  /// a script (`张伟`) and with a space otherwise (`张 Wei`); any other name
  /// reads prefix, given, additional, family, suffix (`Dr. Émile Zola Jr.`).
  /// Parts are trimmed and blank ones left out.
  ///
  /// - Complexity: O(*n*) in the length of the parts.
  public var composed: String {
    let family = family.trimmingWhitespace()
    let given = given.trimmingWhitespace()
    if Self.isUnspaced(family) {
      let separator = given.isEmpty || Self.isUnspaced(given) ? "" : " "
      return family + separator + given
    }
    return [prefix, given, additional, family, suffix].map { $0.trimmingWhitespace() }
      .filter { !$0.isEmpty }.joined(separator: " ")
  }

  private static func isUnspaced(_ text: String) -> Bool {
    !text.isEmpty && text.unicodeScalars.contains { $0.isWrittenWithoutSpaces }
  }
}

extension Person {
  /// Changes the structured name; a formatted name that was composed from
  /// the structured name (it equals ``PersonName/composed``) is composed
  /// again, while one set by hand is left as it is.
  ///
  /// - Complexity: O(*n*) in the length of the name.
  public mutating func editName(_ edit: (inout PersonName) -> Void) {
    let isDerived = !formattedName.isEmpty && formattedName == name.composed
    edit(&name)
    if isDerived { formattedName = name.composed }
  }
}
