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

  public init(cards: [Card] = [], sources: [ArraySlice<UInt8>] = [], problems: [VCardProblem] = []) {
    self.cards = cards
    self.sources = sources
    self.problems = problems
  }

  /// Whether some card or text was not read (warnings do not count).
  ///
  /// - Complexity: O(*p*), where *p* is the number of problems.
  public var hasErrors: Bool { problems.contains { $0.severity == .error } }
}
