/// The types of a value (vCard `TYPE`) in words a reader uses: `cell` is
/// `mobile`, `x-foo` is `foo`, `pref` is `preferred`, which comes last;
/// types that say nothing once the value is shown (`internet` beside an
/// email, `voice` beside a phone number, `x400`, `other`) are left out,
/// and so is a word already said.
///
/// ```swift
/// TypeWords.words(for: ["voice", "CELL", "x-car"], isPreferred: true)  // ["mobile", "car", "preferred"]
/// ```
enum TypeWords {
  /// - Complexity: O(*t*²) for *t* types (a handful).
  static func words(for types: [String], isPreferred: Bool) -> [String] {
    var words: [String] = []
    var preferred = isPreferred
    for type in types {
      var word = type.lowercased()
      if word.hasPrefix("x-") { word.removeFirst(2) }
      word = synonyms[word] ?? word
      if word == preferredWord {
        preferred = true
      } else if !word.isEmpty, !silent.contains(word), !words.contains(word) {
        words.append(word)
      }
    }
    return words + (preferred ? [preferredWord] : [])
  }

  private static let preferredWord = "preferred"

  /// Type names and the words said for them.
  private static let synonyms = ["cell": "mobile", "pref": preferredWord, "msg": "message"]

  /// Types left unsaid.
  private static let silent: Set = ["internet", "voice", "x400", "other"]
}
