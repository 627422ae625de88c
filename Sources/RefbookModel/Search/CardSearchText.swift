import VCard

/// A card's folded text made from its bytes without reading the card, so
/// that a search can pass over a card that cannot match without decoding
/// it (see ``SearchQuery/mayMatch(_:havingEmail:)``).
///
/// Of a card it reads, ``bytes`` hold, each as a stretch, the folded form
/// (``TextFolding``) of every field that ``SearchText`` takes from the
/// person the card decodes to, and the digits of each of its phones: a
/// term that does not occur in ``bytes`` does not occur in the person's
/// search text either. For that they hold, each followed by a line feed
/// (which no search term holds):
/// - every logical line of those properties, unfolded as the parser
///   unfolds it, folded whole: each field (`FN`, a component of `N`, `ADR`
///   or `ORG`, an item of `NICKNAME` or `CATEGORIES`, an `EMAIL`, `TEL` or
///   `URL` without its `tel:`, `TITLE`, `NOTE`) is a stretch of its line's
///   value, or of the value unescaped;
/// - for such a line that holds a backslash, the line unescaped from each
///   `:` on (the value starts after one of them), folded;
/// - the ASCII digits of each `TEL` line (of which a phone's digits are a
///   stretch).
///
/// A text is folded cluster by cluster (see ``ClusterFolds``), which folds
/// it as the search text folds it when no mark stands first, after a
/// control, or after an ASCII space or punctuation; a field starts after
/// `:`, `;` or `,`, so it is a run of whole clusters of its line, and its
/// fold a stretch of the line's. The card is not read — ``read(_:)`` says
/// `false`, and the card must be decoded to be searched — when a mark
/// stands there, when it holds bytes that are not UTF-8, a cluster whose
/// fold is not kept, a quoted-printable, base64 or `CHARSET` value or an
/// `AGENT` (the parser decodes or joins these otherwise), a quote before a
/// line's first `:`, or when its first `FN` is not a plain `FN:` line with
/// a value that is not blank (a blank one is replaced by a name the person
/// composes from several fields).
///
/// One per thread: it keeps its buffer and its ``ClusterFolds`` from card
/// to card.
final class CardSearchText {
  private var base: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity = 4_096
  @exclusivity(unchecked) private var folds = ClusterFolds()
  /// A logical line joined from several physical lines.
  private var joined: [UInt8] = []

  init() {
    base = .allocate(capacity: capacity)
  }

  deinit {
    base.deallocate()
  }

  /// The folded text of the card last read.
  var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

  /// Makes the text of `card` (its bytes from `BEGIN:VCARD` to the end of
  /// its `END:VCARD` line) into ``bytes``.
  ///
  /// - Returns: `false` when the card cannot be read this way (see the
  ///   type's discussion); ``bytes`` then mean nothing.
  /// - Complexity: O(*n*) in the size of the card.
  func read(_ card: ArraySlice<UInt8>) -> Bool {
    count = 0
    return card.withUnsafeBufferPointer(read)
  }

  private func read(_ card: UnsafeBufferPointer<UInt8>) -> Bool {
    var firstFN: Bool?
    var index = 0
    while index < card.count {
      let (content, next) = Self.physicalLine(in: card, from: index)
      index = next
      // An empty line ends a logical line and is otherwise passed over.
      guard !content.isEmpty else { continue }
      guard index < card.count, Self.continues(card[index]) else {
        guard add(UnsafeBufferPointer(rebasing: content), firstFN: &firstFN) else { return false }
        continue
      }
      joined.removeAll(keepingCapacity: true)
      joined += content
      while index < card.count, Self.continues(card[index]) {
        let (more, next) = Self.physicalLine(in: card, from: index)
        joined += more.dropFirst()
        index = next
      }
      guard joined.withUnsafeBufferPointer({ add($0, firstFN: &firstFN) }) else { return false }
    }
    return firstFN == true
  }

  /// The physical line starting at `start`, without its line end (LF, CR,
  /// or CRs before an LF), and where the next one starts.
  private static func physicalLine(
    in card: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> (content: Slice<UnsafeBufferPointer<UInt8>>, next: Int) {
    var end = start
    // Eight bytes at a time: a byte equal to LF or CR is one whose XOR with
    // it is zero, and the lowest zero byte of `v` is the lowest byte set in
    // `(v - ones) & ~v & highs` (bytes above it may be set wrongly).
    let (ones, highs): (UInt64, UInt64) = (0x0101_0101_0101_0101, 0x8080_8080_8080_8080)
    while end + 8 <= card.count {
      let word = Self.word(in: card, at: end)
      let (toLF, toCR) = (word ^ (ones &* UInt64(lf)), word ^ (ones &* UInt64(cr)))
      let found = ((toLF &- ones) & ~toLF | (toCR &- ones) & ~toCR) & highs
      if found != 0 {
        end += found.trailingZeroBitCount / 8
        break
      }
      end += 8
    }
    while end < card.count, card[end] != lf, card[end] != cr { end += 1 }
    var next = end
    if next < card.count {
      next += 1
      if card[end] == cr {
        var after = next
        while after < card.count, card[after] == cr { after += 1 }
        if after < card.count, card[after] == lf { next = after + 1 }
      }
    }
    return (card[start..<end], next)
  }

  /// Whether a physical line starting with `byte` continues the line before.
  private static func continues(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// Adds one logical line; `false` when the card cannot be read this way.
  /// `firstFN` becomes, at the first line that may be an `FN`, whether it
  /// is a plain `FN:` line with a value that is not blank.
  private func add(_ line: UnsafeBufferPointer<UInt8>, firstFN: inout Bool?) -> Bool {
    let colon = line.firstIndex(of: UInt8(ascii: ":"))
    let header = line[..<(colon ?? line.count)]
    guard !Self.marksDecoding(header) else { return false }
    if firstFN == nil, Self.mayBeFN(header) {
      guard header.count == 2, let colon else { return false }
      firstFN = isSolid(UnsafeBufferPointer(rebasing: line[(colon + 1)...]))
    }
    let searched = Self.searchedProperty(header)
    guard searched != .none else { return true }
    guard append(line) else { return false }
    if searched == .phone { appendDigits(of: line) }
    // The value starts at the first colon (a quote in the header stopped the reading above).
    guard let colon, line.contains(backslash) else { return true }
    var unescaped = VCardValue.unescape(String(decoding: line[(colon + 1)...], as: UTF8.self))
    guard unescaped.withUTF8(append) else { return false }
    return true
  }

  /// Whether the value `raw` (still escaped) is not blank, as
  /// ``Person/displayName`` judges a formatted name (white space as
  /// `Character` has it: a space that a joiner or a mark extends is white
  /// space too).
  private func isSolid(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
    // Printable ASCII is never white space, nor part of a character that is
    // (unless an escape makes it a line feed); nor is a first character whose
    // first scalar is not (`Character.isWhitespace` asks only that scalar).
    if !raw.contains(backslash) {
      if raw.contains(where: { $0 > 0x20 && $0 < 0x7F }) { return true }
      if !raw.isEmpty, let (first, _) = Self.scalar(in: raw, at: 0), !first.properties.isWhitespace { return true }
    }
    return Person.nonBlank(VCardValue.unescape(String(decoding: raw, as: UTF8.self))) != nil
  }

  /// Appends `text` folded, cluster by cluster (see ``ClusterFolds``), and
  /// a line feed; `false` when it holds bytes that are not UTF-8, a mark
  /// first or after a control, an ASCII space or punctuation (where a field
  /// may start), or a cluster whose fold is not kept.
  private func append(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    reserve(text.count + 1)
    var out = base
    var position = count
    var index = 0
    while index < text.count {
      // A run of ASCII, lower-cased; its last letter or digit may start a
      // cluster with marks, below.
      var end = index
      while end + 8 <= text.count, Self.word(in: text, at: end) & 0x8080_8080_8080_8080 == 0 { end += 8 }
      while end < text.count, text[end] < 0x80 { end += 1 }
      if end < text.count, end > index, followsMark(in: text, at: end) {
        end -= 1
        guard Self.isAlphanumeric(text[end]) else { return false }
      }
      var offset = index
      while offset + 8 <= end {
        UnsafeMutableRawPointer(out + position + offset - index)
          .storeBytes(of: TextFolding.foldedASCII(word: Self.word(in: text, at: offset)), as: UInt64.self)
        offset += 8
      }
      while offset < end {
        out[position + offset - index] = TextFolding.foldedASCII(text[offset])
        offset += 1
      }
      position += end - index
      index = end
      guard index < text.count else { break }
      // A cluster: a scalar, and the marks after it.
      let fold: ClusterFolds.Fold
      if text[index] < 0x80 {
        let start = index
        index = clusterEnd(in: text, after: index + 1)
        guard let cluster = folds.fold(ofCluster: UnsafeBufferPointer(rebasing: text[start..<index])) else { return false }
        fold = cluster
      } else {
        guard let (scalar, length) = Self.scalar(in: text, at: index),
          case .start(let alone, let takesMarks) = folds.kind(scalar)
        else { return false }
        if followsMark(in: text, at: index + length) {
          guard takesMarks else { return false }
          let start = index
          index = clusterEnd(in: text, after: index + length)
          guard let cluster = folds.fold(ofCluster: UnsafeBufferPointer(rebasing: text[start..<index])) else {
            return false
          }
          fold = cluster
        } else {
          fold = alone
          index += length
        }
      }
      // The rest of the text may need as many bytes as it has, and this fold its own.
      count = position
      reserve(fold.count + text.count - index + 1)
      out = base
      for offset in 0..<fold.count {
        out[position + offset] = fold.byte(offset)
      }
      position += fold.count
    }
    out[position] = lf
    count = position + 1
    return true
  }

  /// Whether a mark starts at `index` of `text`.
  private func followsMark(in text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    guard index < text.count, text[index] >= 0x80, ClusterFolds.mayLeadMark(text[index]),
      let (scalar, _) = Self.scalar(in: text, at: index)
    else { return false }
    if case .mark = folds.kind(scalar) { return true }
    return false
  }

  /// Where the marks starting at `index` of `text` end.
  private func clusterEnd(in text: UnsafeBufferPointer<UInt8>, after index: Int) -> Int {
    var end = index
    while followsMark(in: text, at: end) { end += Self.scalar(in: text, at: end)!.1 }
    return end
  }

  /// The eight bytes of `text` from `index` on, as one integer.
  ///
  /// - Precondition: `index + 8 <= text.count`.
  private static func word(in text: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
    UnsafeRawPointer(text.baseAddress! + index).loadUnaligned(as: UInt64.self)
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
  }

  /// Appends the ASCII digits of `line`, and a line feed, when it has any.
  private func appendDigits(of line: UnsafeBufferPointer<UInt8>) {
    reserve(line.count + 1)
    let start = count
    for byte in line where byte &- UInt8(ascii: "0") < 10 {
      base[count] = byte
      count += 1
    }
    if count > start {
      base[count] = lf
      count += 1
    }
  }

  /// Makes room for `more` bytes after ``count``.
  private func reserve(_ more: Int) {
    guard count + more > capacity else { return }
    let grown = Swift.max(capacity * 2, count + more)
    let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    new.update(from: base, count: count)
    base.deallocate()
    base = new
    capacity = grown
  }

  /// The scalar whose UTF-8 sequence starts at `index`, and its length;
  /// `nil` for a sequence that is not UTF-8 (a stray or missing trail
  /// byte, an overlong form, a surrogate, or beyond U+10FFFF).
  private static func scalar(in text: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
    let lead = text[index]
    let length: Int
    var value: UInt32
    var lowest: UInt8 = 0x80
    var highest: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF:
      (length, value) = (3, UInt32(lead & 0x0F))
      if lead == 0xE0 { lowest = 0xA0 } else if lead == 0xED { highest = 0x9F }
    case 0xF0...0xF4:
      (length, value) = (4, UInt32(lead & 0x07))
      if lead == 0xF0 { lowest = 0x90 } else if lead == 0xF4 { highest = 0x8F }
    default: return nil
    }
    guard text.count - index >= length else { return nil }
    for offset in 1..<length {
      let trail = text[index + offset]
      guard offset == 1 ? (lowest...highest).contains(trail) : (0x80...0xBF).contains(trail) else { return nil }
      value = value << 6 | UInt32(trail & 0x3F)
    }
    return Unicode.Scalar(value).map { ($0, length) }
  }
}

// Literals, not stored globals, so that no use of them checks an initialization.
private var lf: UInt8 { UInt8(ascii: "\n") }
private var cr: UInt8 { UInt8(ascii: "\r") }
private var backslash: UInt8 { UInt8(ascii: "\\") }
