import Synchronization

/// The one folding used for matching and ordering text: case, diacritics and
/// width are ignored in every script (`Émile` → `emile`, `ΣΊΣΥΦΟΣ` →
/// `σισυφοσ`, `Straße` → `strasse`, `ＡＢＣ` → `abc`), and the Latin letters
/// that have no decomposition fold to their base (`ø` → `o`, `ł` → `l`,
/// `æ` → `ae`). Scripts without case (Chinese, Japanese, Arabic) pass through
/// unchanged: there is no transliteration, so `zhang` does not match `张`.
public enum TextFolding {
  /// `text` folded; ASCII text takes a fast path that only lower-cases.
  ///
  /// Folding is done character by character (a character is a whole
  /// grapheme, so `e` + U+0301 folds as one), as Foundation's
  /// `folding(options: [.caseInsensitive, .diacriticInsensitive,
  /// .widthInsensitive], locale: nil)` does (see ``foldedCharacter(_:)``,
  /// which needs no Foundation), and each distinct non-ASCII character is
  /// folded once per process and then looked up: folding one costs
  /// microseconds, which at 100,000 persons of ten fields each would be
  /// seconds.
  ///
  /// - Complexity: O(m), where m is the length of `text`.
  public static func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    var folded = ""
    folded.reserveCapacity(text.utf8.count)
    // The cache is locked for one lookup at a time, not for the whole
    // text, so that threads folding at once (the duplicate finder's, the
    // search index's) seldom wait for each other.
    for character in text {
      if character.isASCII {
        folded.append(character.lowercased())
      } else if let known = cache.withLock({ $0[character] }), known.source.utf8.elementsEqual(character.utf8) {
        folded += known.folded
      } else {
        let fresh = foldedToBase(character)
        cache.withLock { cache in
          if cache[character] == nil { cache[character] = (String(character), fresh) }
        }
        folded += fresh
      }
    }
    return folded
  }

  /// Each non-ASCII character met so far, folded. `Character` compares
  /// canonically equivalent spellings equal (`한` and its three jamo), but
  /// they fold differently, so a hit counts only for the very spelling
  /// cached; another spelling is folded afresh each time (rare: a book
  /// mixing normalization forms).
  private static let cache = Mutex<[Character: (source: String, folded: String)]>([:])

  /// One character folded the slow way: case, marks and width, then the base letters.
  private static func foldedToBase(_ character: Character) -> String {
    let folded = foldedCharacter(character)
    guard folded.unicodeScalars.contains(where: { baseLetters[$0] != nil }) else { return folded }
    var result = String.UnicodeScalarView()
    for scalar in folded.unicodeScalars {
      if let base = baseLetters[scalar] { result.append(contentsOf: base.unicodeScalars) } else { result.append(scalar) }
    }
    return String(result)
  }

  /// Lower-case letters that Unicode does not decompose, with the base
  /// letters a reader of Latin script expects to find them by.
  private static let baseLetters: [Unicode.Scalar: String] = [
    "ø": "o", "ł": "l", "đ": "d", "ð": "d", "ħ": "h", "ı": "i", "ŧ": "t",
    "æ": "ae", "œ": "oe", "þ": "th", "ß": "ss",
  ]
}
