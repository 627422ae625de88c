import Synchronization

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
      // The formatted name is often one of them (`张伟`): its keys are in already.
      for spelling in [name.family + name.given, name.given + name.family].map({ $0.filter { !$0.isWhitespace } })
      where spelling != person.formattedName {
        add(spelling, to: &keys)
      }
    }
    return keys
  }

  /// Adds the keys of `spelling` (and of its German variant) that `keys`
  /// lacks, and returns how many words it has.
  @discardableResult
  private static func add(_ spelling: String, to keys: inout [String]) -> Int {
    let plain = words(of: spelling)
    let hasUmlaut = hasUmlaut(spelling)
    for words in hasUmlaut ? [plain, words(of: germanVariant(of: spelling))] : [plain] where !words.isEmpty {
      let key = words.sorted().joined(separator: " ")
      if !keys.contains(key) { keys.append(key) }
    }
    return plain.count
  }

  /// The words of `text`, folded: the runs of letters, marks and numbers.
  ///
  /// A text that is not ASCII is cut into runs first and each run folded
  /// once per process (see ``foldedWords(of:)``): names repeat their words
  /// (given names above all), and folding is most of the cost of a key.
  ///
  /// - Complexity: O(*m*) in the length of `text`.
  static func words(of text: String) -> [String] {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
      return text.unicodeScalars.split { !isWordScalar($0) }.flatMap { foldedWords(of: Substring($0)) }
    }
    return asciiWords(of: text.lowercased())
  }

  /// The words of folded ASCII, which is lower-case: its letters and digits
  /// are a–z and 0–9.
  private static func asciiWords(of folded: String) -> [String] {
    folded.utf8.split { !((0x61...0x7A).contains($0) || (0x30...0x39).contains($0)) }.map { String(Substring($0)) }
  }

  /// The words of `run`, a run of letters, marks and numbers, folded (one
  /// word, or none when folding leaves nothing, or more when it makes a
  /// separator); from the cache, or folded now and cached.
  ///
  /// The cache is keyed by a hash of the run's UTF-8 bytes and checked
  /// against them (a `String`'s own hash normalizes, which costs more), and
  /// emptied when it holds ``cacheLimit`` runs.
  private static func foldedWords(of run: Substring) -> [String] {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in run.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let known = cache.withLock { cache in cache[hash]?.first { $0.bytes.elementsEqual(run.utf8) }?.words }
    if let known { return known }
    let folded = TextFolding.fold(String(run))
    let words =
      folded.utf8.allSatisfy({ $0 < 0x80 })
      ? asciiWords(of: folded) : folded.unicodeScalars.split { !isWordScalar($0) }.map { String(Substring($0)) }
    cache.withLock { cache in
      if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
      cache[hash, default: []].append((Array(run.utf8), words))
    }
    return words
  }

  /// The most runs ``foldedWords(of:)`` keeps (each a few dozen bytes).
  private static let cacheLimit = 65_536

  /// Runs folded so far, by the hash of their bytes.
  private static let cache = Mutex<[UInt64: [(bytes: [UInt8], words: [String])]]>([:])

  /// Whether `scalar` is a letter, a mark (`ि` in `हिंदी`) or a number.
  /// ASCII and the blocks names are mostly written in (Latin, Greek,
  /// Cyrillic letters, kana, CJK ideographs, Hangul syllables) are told by
  /// range; the rest by Unicode's general category.
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
    case 0...0x7F, 0xD7, 0xF7: return false
    case 0xC0...0x24F, 0x391...0x3A1, 0x3A3...0x3A9, 0x3B1...0x3C9, 0x400...0x45F, 0x3041...0x3096, 0x30A1...0x30FA,
      0x4E00...0x9FFF, 0xAC00...0xD7A3:
      return true
    default: break
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
      return true
    default:
      return false
    }
  }

  /// Whether `text` spells `ä`, `ö` or `ü` (either case), precomposed or
  /// with a combining diaeresis: one pass over its UTF-8 bytes, for
  /// `C3 A4`, `C3 B6`, `C3 BC`, `C3 84`, `C3 96`, `C3 9C` or `CC 88`.
  private static func hasUmlaut(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      switch (previous, byte) {
      case (0xC3, 0xA4), (0xC3, 0xB6), (0xC3, 0xBC), (0xC3, 0x84), (0xC3, 0x96), (0xC3, 0x9C), (0xCC, 0x88): return true
      default: previous = byte
      }
    }
    return false
  }

  /// `text` with `ä`, `ö`, `ü` (either case, either normalization) written
  /// `ae`, `oe`, `ue`, in one pass over its UTF-8 bytes: a precomposed
  /// letter (`C3 A4`…) becomes its vowel and `e`, and a combining diaeresis
  /// (`CC 88`) after `a`, `o` or `u` becomes `e`.
  private static func germanVariant(of text: String) -> String {
    let bytes = Array(text.utf8)
    var variant: [UInt8] = []
    variant.reserveCapacity(bytes.count + 4)
    var index = 0
    while index < bytes.count {
      let pair = index + 1 < bytes.count ? (bytes[index], bytes[index + 1]) : (bytes[index], 0)
      switch pair {
      case (0xC3, 0xA4): variant += [UInt8(ascii: "a"), UInt8(ascii: "e")]
      case (0xC3, 0xB6): variant += [UInt8(ascii: "o"), UInt8(ascii: "e")]
      case (0xC3, 0xBC): variant += [UInt8(ascii: "u"), UInt8(ascii: "e")]
      case (0xC3, 0x84): variant += [UInt8(ascii: "A"), UInt8(ascii: "e")]
      case (0xC3, 0x96): variant += [UInt8(ascii: "O"), UInt8(ascii: "e")]
      case (0xC3, 0x9C): variant += [UInt8(ascii: "U"), UInt8(ascii: "e")]
      case (0xCC, 0x88) where variant.last.map({ "aouAOU".utf8.contains($0) }) == true: variant.append(UInt8(ascii: "e"))
      default:
        variant.append(bytes[index])
        index += 1
        continue
      }
      index += 2
    }
    return String(decoding: variant, as: UTF8.self)
  }
}
