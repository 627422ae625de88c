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
///
/// A value folds each run of letters once (names repeat their words, given
/// names above all, and folding is most of the cost of a key): one per
/// stretch of persons, so that processors share nothing.
struct NameKey {
  /// Runs folded so far, by a hash of their UTF-8 bytes (checked against
  /// them: a `String`'s own hash normalizes, which costs more); emptied
  /// when it holds ``cacheLimit`` runs.
  private var folded: [UInt64: [(bytes: [UInt8], words: [String])]] = [:]

  /// The most runs a value keeps (each a few dozen bytes).
  private static let cacheLimit = 65_536

  /// The keys of `person`'s names: its formatted name, and its structured
  /// name's given, additional and family names; for a structured name with
  /// both a given and a family name, when the formatted name is blank or
  /// one word, also the two run together without a space in either order,
  /// which is how Chinese, Japanese and Korean write a formatted name
  /// (`张伟` is family `张`, given `伟`). Empty when the person has no name.
  ///
  /// - Complexity: O(*m* log *m*) in the length of the names.
  mutating func keys(of person: some OutlineFields) -> [String] {
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
  private mutating func add(_ spelling: String, to keys: inout [String]) -> Int {
    let plain = words(of: spelling)
    let hasUmlaut = Self.hasUmlaut(spelling)
    for words in hasUmlaut ? [plain, words(of: Self.germanVariant(of: spelling))] : [plain] where !words.isEmpty {
      let key = words.sorted().joined(separator: " ")
      if !keys.contains(key) { keys.append(key) }
    }
    return plain.count
  }

  /// The words of `text`, folded: the runs of letters, marks and numbers,
  /// each folded as ``TextFolding`` folds (once per value; ASCII by
  /// lower-casing its bytes).
  ///
  /// - Complexity: O(*m*) in the length of `text`.
  mutating func words(of text: String) -> [String] {
    var text = text
    return text.withUTF8 { bytes in
      var words: [String] = []
      Self.forEachRun(in: bytes) { run in
        if run.allSatisfy({ $0 < 0x80 }) {
          words.append(Self.lowercased(run))
        } else {
          words += foldedWords(of: run)
        }
      }
      return words
    }
  }

  /// The words of `run`, a run of letters, marks and numbers that is not
  /// all ASCII, folded (one word, or none when folding leaves nothing, or
  /// more when it makes a separator); from the cache, or folded now.
  private mutating func foldedWords(of run: UnsafeBufferPointer<UInt8>) -> [String] {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in run { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    if let known = folded[hash]?.first(where: { $0.bytes.elementsEqual(run) })?.words { return known }
    var text = TextFolding.fold(String(decoding: run, as: UTF8.self))
    var words: [String] = []
    // Folded text is in lower case: its runs are words as they are.
    text.withUTF8 { Self.forEachRun(in: $0) { words.append(String(decoding: $0, as: UTF8.self)) } }
    if folded.count >= Self.cacheLimit { folded.removeAll(keepingCapacity: true) }
    folded[hash, default: []].append((Array(run), words))
    return words
  }

  /// Calls `body` with each run of word scalars (see ``isWordScalar(_:)``)
  /// of the UTF-8 text `bytes`, in order.
  private static func forEachRun(
    in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var runStart: Int?
    var index = 0
    while index < bytes.count {
      let (scalar, length) = scalar(in: bytes, at: index)
      if isWordScalar(scalar) {
        if runStart == nil { runStart = index }
      } else if let start = runStart {
        body(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        runStart = nil
      }
      index += length
    }
    if let start = runStart { body(UnsafeBufferPointer(rebasing: bytes[start...])) }
  }

  /// The scalar whose UTF-8 starts at `index` of `bytes` (valid UTF-8, as a
  /// `String`'s are), and how many bytes it takes.
  private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
    let lead = UInt32(bytes[index])
    let (length, bits): (Int, UInt32) =
      lead < 0x80 ? (1, lead) : lead < 0xE0 ? (2, lead & 0x1F) : lead < 0xF0 ? (3, lead & 0x0F) : (4, lead & 0x07)
    var value = bits
    for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }

  /// ASCII `bytes` as a string in lower case.
  private static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(unsafeUninitializedCapacity: bytes.count) { buffer in
      for (offset, byte) in bytes.enumerated() {
        buffer[offset] = TextFolding.foldedASCII(byte)
      }
      return bytes.count
    }
  }

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
