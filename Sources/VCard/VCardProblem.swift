/// Something wrong in a vCard file, named by its line.
///
/// Errors mean that something was *not* read (a card was skipped, or text
/// outside any card was ignored); warnings mean that nothing was dropped but
/// the user may want to know about a repair (bytes that were not UTF-8, an
/// unknown `CHARSET`, a malformed quoted-printable escape kept literally) or
/// a line kept verbatim in its card because it could not be read.
public struct VCardProblem: Hashable, Sendable, Error, CustomStringConvertible {
  /// How much a problem cost.
  public enum Severity: Hashable, Sendable {
    /// Read with a repair, or a line kept unread; nothing was dropped.
    case warning
    /// A card or a stretch of text was not read.
    case error
  }

  /// The 1-based line in the file where the problem is.
  public var line: Int
  /// What is wrong, in words for a user (`no ':' between name and value`).
  public var message: String
  public var severity: Severity

  public init(line: Int, message: String, severity: Severity = .error) {
    self.line = line
    self.message = message
    self.severity = severity
  }

  /// `line 12: no ':' between name and value`.
  public var description: String { "line \(line): \(message)" }
}

/// What ``VCardParser`` read from a file: the good cards and the problems.
public struct VCardParseResult: Hashable, Sendable {
  /// Every card that was read, in file order.
  public var cards: [Card]
  /// The bytes each of ``cards`` was read from, from the start of its
  /// `BEGIN:VCARD` line to the end of its `END:VCARD` line with its line end
  /// (if the file has one there): what to write back, byte for byte, for a
  /// card nobody changed. Slices of the file's text (after a byte-order
  /// mark is removed and UTF-16 converted), so they cost no copy.
  public var sources: [ArraySlice<UInt8>]
  /// Every problem, in file order. A skipped card has exactly one error.
  public var problems: [VCardProblem]
  /// The bytes before the first card (all of the file when it has none
  /// but for a closing `END:VADDRESSBOOK` line): a `BEGIN:VADDRESSBOOK`
  /// wrapper, say, to write back before the cards.
  public var head: ArraySlice<UInt8> = []
  /// The bytes after the last card (a closing `END:VADDRESSBOOK`, say), to
  /// write back after the cards, new ones included.
  public var tail: ArraySlice<UInt8> = []

  public init(cards: [Card] = [], sources: [ArraySlice<UInt8>] = [], problems: [VCardProblem] = []) {
    self.cards = cards
    self.sources = sources
    self.problems = problems
  }

  /// Sets ``head`` and ``tail`` from `text`, which ``sources`` are slices of.
  ///
  /// - Complexity: O(1) with cards; O(*n*) in the size of `text` without.
  mutating func frame(in text: [UInt8]) {
    let split = sources.first?.startIndex ?? Self.closingWrapper(in: text)
    head = text[..<split]
    tail = text[(sources.last?.endIndex ?? split)...]
  }

  /// Where the last line of `text` starts when it is `END:VADDRESSBOOK`
  /// (blank lines after it aside), else the end of `text`.
  private static func closingWrapper(in text: [UInt8]) -> Int {
    var lineEnd = text.endIndex
    while lineEnd > text.startIndex, [0x20, 0x09, 0x0A, 0x0D].contains(text[lineEnd - 1]) { lineEnd -= 1 }
    var start = lineEnd
    while start > text.startIndex, text[start - 1] != 0x0A, text[start - 1] != 0x0D { start -= 1 }
    return CardMarker(text[start..<lineEnd]) == .wrapper ? start : text.endIndex
  }

  /// Whether some card or text was not read (warnings do not count).
  ///
  /// - Complexity: O(*p*), where *p* is the number of problems.
  public var hasErrors: Bool { problems.contains { $0.severity == .error } }
}
