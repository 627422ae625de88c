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
  /// both a given and a family name, when the formatted name is blank or
  /// one word, also the two run together without a space in either order,
  /// which is how Chinese, Japanese and Korean write a formatted name
  /// (`张伟` is family `张`, given `伟`). Empty when the person has no name.
  ///
  /// - Complexity: O(*m* log *m*) in the length of the names.
  static func keys(of person: Person) -> [String] {
    let name = person.name
    var keys: [String] = []
    let formattedWords = add(person.formattedName, to: &keys)
    let structured = [name.given, name.additional, name.family].filter { !$0.isEmpty }.joined(separator: " ")
    if structured != person.formattedName { add(structured, to: &keys) }
    if !name.given.isBlank, !name.family.isBlank, formattedWords < 2 {
      for spelling in [name.family + name.given, name.given + name.family] {
        add(spelling.filter { !$0.isWhitespace }, to: &keys)
      }
    }
    return keys
  }

  /// Adds the keys of `spelling` (and of its German variant) that `keys`
  /// lacks, and returns how many words it has.
  @discardableResult
  private static func add(_ spelling: String, to keys: inout [String]) -> Int {
    let plain = words(of: spelling)
    let hasUmlaut = spelling.unicodeScalars.contains { umlautScalars.contains($0) }
    for words in hasUmlaut ? [plain, words(of: germanVariant(of: spelling))] : [plain] where !words.isEmpty {
      let key = words.sorted().joined(separator: " ")
      if !keys.contains(key) { keys.append(key) }
    }
    return plain.count
  }

  /// The words of `text`, folded: the runs of letters, marks and numbers.
  ///
  /// - Complexity: O(*m*) in the length of `text`.
  static func words(of text: String) -> [String] {
    let folded = TextFolding.fold(text)
    guard folded.utf8.allSatisfy({ $0 < 0x80 }) else {
      return folded.unicodeScalars.split { !isWordScalar($0) }.map { String(Substring($0)) }
    }
    // Folded ASCII is lower-case: its letters and digits are a–z and 0–9.
    return folded.utf8.split { !((0x61...0x7A).contains($0) || (0x30...0x39).contains($0)) }.map { String(Substring($0)) }
  }

  /// Whether `scalar` is a letter, a mark (`ि` in `हिंदी`) or a number.
  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
      return true
    default:
      return false
    }
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
