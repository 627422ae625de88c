import Foundation

/// The one folding used for matching and ordering text: case, diacritics and
/// width are ignored in every script (`Émile` → `emile`, `ΣΊΣΥΦΟΣ` →
/// `σισυφοσ`, `Straße` → `strasse`, `ＡＢＣ` → `abc`), and the Latin letters
/// that have no decomposition fold to their base (`ø` → `o`, `ł` → `l`,
/// `æ` → `ae`). Scripts without case (Chinese, Japanese, Arabic) pass through
/// unchanged: there is no transliteration, so `zhang` does not match `张`.
enum TextFolding {
  /// `text` folded; ASCII text takes a fast path that only lower-cases.
  ///
  /// - Complexity: O(m), where m is the length of `text`.
  static func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
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
