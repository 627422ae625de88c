#if canImport(Glibc)
import Glibc
#endif

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
  /// folded once per thread and then looked up by its UTF-8 bytes: folding
  /// one costs microseconds, which at 100,000 persons of ten fields each
  /// would be seconds.
  ///
  /// - Complexity: O(m), where m is the length of `text`.
  public static func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    var folded: [UInt8] = []
    folded.reserveCapacity(text.utf8.count)
    let cache = FoldedCharacters.ofThisThread
    for character in text {
      let bytes = character.utf8
      if bytes.count == 1, let byte = bytes.first {
        folded.append(foldedASCII(byte))
      } else {
        folded += cache.foldedBytes(of: character)
      }
    }
    return String(decoding: folded, as: UTF8.self)
  }

  /// An ASCII byte folded: ASCII folds by lower-casing alone.
  ///
  /// - Complexity: O(1)
  @inline(__always)
  public static func foldedASCII(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
  }

  /// Eight ASCII bytes folded at once, as ``foldedASCII(_:)`` folds each:
  /// the bit 0x20 set in every byte from `A` to `Z`.
  ///
  /// - Precondition: No byte of `word` has its high bit set (each is ASCII).
  /// - Complexity: O(1)
  @inline(__always)
  public static func foldedASCII(word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    // A byte below 0x80 plus 0x80 - c reaches 0x80 exactly when it is at
    // least c, and never carries into the next byte.
    let atLeastA = (word &+ ones &* (0x80 - 0x41)) & (ones &* 0x80)
    let pastZ = (word &+ ones &* (0x80 - 0x5B)) & (ones &* 0x80)
    return word | ((atLeastA & ~pastZ) >> 2)
  }

  /// A character's UTF-8 bytes as a cache key: up to seven packed in one
  /// integer with their count (most characters; no allocation, one word to
  /// hash), longer ones (a Devanagari cluster, an emoji sequence) as an array.
  private enum CharacterBytes: Hashable {
    case packed(UInt64)
    case long([UInt8])

    init(_ bytes: Character.UTF8View) {
      guard bytes.count < 8 else {
        self = .long(Array(bytes))
        return
      }
      self = .packed(bytes.reduce(UInt64(bytes.count)) { $0 << 8 | UInt64($1) })
    }
  }

  /// The non-ASCII characters one thread has met so far, folded: made on
  /// the thread's first fold of one, freed when the thread ends.
  ///
  /// The cache is keyed by a character's own bytes, not by `Character`:
  /// `Character`'s hash normalizes (canonically equivalent spellings are
  /// equal, but they fold differently), which cost more than the folding
  /// saved. Each thread has its own, so that threads folding at once (the
  /// sort keys', the duplicate finder's, the search index's) neither wait
  /// for a lock nor share a cache line: with one cache behind a lock, the
  /// lock and its values' reference counts took over half of folding a
  /// name on two processors.
  private final class FoldedCharacters {
    /// Only its own thread touches it, so access is not checked for
    /// exclusivity (a check at every character).
    @exclusivity(unchecked) private var folded: [CharacterBytes: [UInt8]] = [:]

    /// The UTF-8 bytes of `character` folded, from the cache or folded now
    /// and cached.
    func foldedBytes(of character: Character) -> [UInt8] {
      let key = CharacterBytes(character.utf8)
      if let known = folded[key] { return known }
      let fresh = Array(foldedToBase(character).utf8)
      folded[key] = fresh
      return fresh
    }

    /// The calling thread's cache.
    ///
    /// - Complexity: O(1)
    static var ofThisThread: FoldedCharacters {
      if let cache = pthread_getspecific(key) {
        return Unmanaged<FoldedCharacters>.fromOpaque(cache).takeUnretainedValue()
      }
      let cache = FoldedCharacters()
      pthread_setspecific(key, Unmanaged.passRetained(cache).toOpaque())
      return cache
    }

    /// Where each thread keeps its cache; a thread's cache is released
    /// when the thread ends.
    private static let key: pthread_key_t = {
      var key = pthread_key_t()
      pthread_key_create(&key) { cache in
        if let cache { Unmanaged<FoldedCharacters>.fromOpaque(cache).release() }
      }
      return key
    }()
  }

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
