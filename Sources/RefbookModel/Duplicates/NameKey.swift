/// A person's names as duplicates are found by: folded as searches fold
/// text (``TextFolding``: case, accents and width ignored in every script,
/// `ß` → `ss`, `ø` → `o`), cut into words at anything that is not a letter
/// or digit, and the words sorted, so that `Müller, Hans`, `hans MÜLLER`
/// and `Hans Müller` are one name, `hans muller`.
///
/// German writes `ü` as `ue` where umlauts are unavailable, so a name with
/// `ä`, `ö` or `ü` has a second key with them written `ae`, `oe`, `ue`
/// (`Müller` is both `muller` and `mueller`): `Hans Mueller` then matches
/// `Hans Müller`, and `Hans Muller` (a French Muller) matches it too, but
/// `Mueller` and `Muller` do not match each other. Other scripts are not
/// transliterated: `Zhang Wei` never matches `张伟`, nor `Ivan` `Иван`.
enum NameKey {
  /// The keys of `person`'s names: its formatted name, and its structured
  /// name's given, additional and family names; for a structured name with
  /// both a given and a family name, also the two run together without a
  /// space in either order, which is how Chinese, Japanese and Korean write
  /// a formatted name (`张伟` is family `张`, given `伟`). Empty when the
  /// person has no name.
  ///
  /// - Complexity: O(*m* log *m*) in the length of the names.
  static func keys(of person: Person) -> [String] {
    let name = person.name
    var spellings = [person.formattedName, [name.given, name.additional, name.family].joined(separator: " ")]
    if !name.given.isBlank, !name.family.isBlank {
      spellings += [name.family + name.given, name.given + name.family].map { $0.filter { !$0.isWhitespace } }
    }
    var keys: [String] = []
    for spelling in spellings where !spelling.isBlank {
      let hasUmlaut = spelling.unicodeScalars.contains { umlautScalars.contains($0) }
      for variant in hasUmlaut ? [spelling, germanVariant(of: spelling)] : [spelling] {
        let key = words(of: variant).sorted().joined(separator: " ")
        if !key.isEmpty, !keys.contains(key) { keys.append(key) }
      }
    }
    return keys
  }

  /// The words of `text`, folded: the runs of letters, digits and marks.
  ///
  /// - Complexity: O(*m*) in the length of `text`.
  static func words(of text: String) -> [String] {
    TextFolding.fold(text).split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }

  /// The scalars that can spell `ä`, `ö`, `ü`: precomposed, or a combining diaeresis.
  private static let umlautScalars: Set<Unicode.Scalar> = ["ä", "ö", "ü", "Ä", "Ö", "Ü", "\u{308}"]

  /// `text` with `ä`, `ö`, `ü` (either case, either normalization) written
  /// `ae`, `oe`, `ue`.
  private static func germanVariant(of text: String) -> String {
    var variant = ""
    for character in text {
      switch character {
      case "ä", "Ä": variant += "ae"
      case "ö", "Ö": variant += "oe"
      case "ü", "Ü": variant += "ue"
      default: variant.append(character)
      }
    }
    return variant
  }
}
