/// Text that is safe to draw on one terminal line, and its width in columns.
///
/// The only way to make one is to sanitize a string (see
/// ``init(_:)`` for the rules), so nothing from a contact can reach the
/// terminal as a control character or an escape sequence: a name such as
/// `"\u{1B}]2;pwned\u{07}"` is drawn as `␛]2;pwned␇` and cannot retitle the
/// window. Every ``Screen`` takes `DisplayText`, never a `String`.
///
/// Invariants, relied on by the screens and by the fitting operations:
/// - every scalar is printable (its ``DisplayWidth`` is defined);
/// - the first scalar of every grapheme has a width of at least 1, so no
///   grapheme can attach itself to whatever is drawn before it;
/// - ``width`` is the sum of the scalars' widths, the number of columns
///   ncurses advances when it draws the text.
///
/// String literals and interpolations are sanitized the same way:
///
/// ```swift
/// let message: DisplayText = "Deleted \(person.name) — u to undo"
/// ```
public struct DisplayText: Hashable, Sendable {
  /// The sanitized text.
  public let string: String

  /// The columns the text occupies when drawn.
  public let width: Int

  /// Makes text from parts that are already sanitized.
  init(sanitized string: String, width: Int) {
    self.string = string
    self.width = width
  }

  /// Sanitizes `raw` for display on a single line.
  ///
  /// Each character is kept as it is unless it would be invisible, move the
  /// cursor, or change the terminal's state; then it is shown as a one-column
  /// placeholder instead:
  /// - C0 controls U+0000–U+001F, including tab, newline and ESC, become
  ///   their Unicode Control Picture (`␀`…`␟`: tab `␉`, newline `␊`,
  ///   ESC `␛`, BEL `␇`), and DEL becomes `␡`;
  /// - C1 controls U+0080–U+009F, format characters (general category Cf:
  ///   bidi embeddings, overrides and isolates U+202A–U+202E and
  ///   U+2066–U+2069, marks U+200E/U+200F/U+061C, zero-width space, BOM, …),
  ///   line and paragraph separators, and anything else `wcwidth` does not
  ///   know, become U+FFFD `�`. Zero-width joiners and non-joiners, the soft
  ///   hyphen and emoji tag characters are kept, since emoji and scripts
  ///   need them.
  /// - a grapheme that would start with a zero-width scalar (a combining
  ///   mark with no base, after a control character or at the start) is
  ///   drawn on a dotted circle U+25CC `◌`, the Unicode convention for a
  ///   mark shown alone, or as `�` if it cannot take one.
  ///
  /// The result is the concatenation of each character's display form, so
  /// the display of a prefix is a prefix of the display.
  ///
  /// - Complexity: O(*n*) for a string of *n* scalars; printable ASCII
  ///   (each character its own form, one column wide) is taken as it is.
  public init(_ raw: some StringProtocol) {
    self.init(String(raw))
  }

  /// Sanitizes `raw` as ``init(_:)-(StringProtocol)`` does: the same
  /// rules, in code made for `String` (a generic initializer called from
  /// another module reads each byte through the protocol).
  ///
  /// - Complexity: O(*n*) for a string of *n* scalars.
  public init(_ raw: String) {
    let bytes = raw.utf8
    if bytes.allSatisfy(Self.isPrintableASCII) {
      self.init(sanitized: raw, width: bytes.count)
      return
    }
    var string = ""
    var width = 0
    string.reserveCapacity(bytes.count)
    var index = raw.startIndex
    while index < raw.endIndex {
      // A run of printable ASCII is its own form, a column a byte; but for
      // its last byte when a byte beyond ASCII follows, which may be a mark
      // or a joiner extending it. (Between two ASCII characters, or before
      // a control, a character always ends.)
      var end = index
      while end < bytes.endIndex, Self.isPrintableASCII(bytes[end]) { end = bytes.index(after: end) }
      if end < bytes.endIndex, end > index, bytes[end] >= 0x80 { end = bytes.index(before: end) }
      if end > index {
        string += raw[index..<end]
        width += bytes.distance(from: index, to: end)
        index = end
        continue
      }
      let form = Self.displayForm(of: raw[index])
      string += form.text
      width += form.width
      index = raw.index(after: index)
    }
    self.init(sanitized: string, width: width)
  }

  private static func isPrintableASCII(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F
  }

  /// One `DisplayText` per line of `raw`, split wherever `Character.isNewline`
  /// holds (LF, CR, CR LF, vertical tab, form feed, NEL, and the Unicode line
  /// and paragraph separators); other controls, tabs included, become
  /// placeholders as in ``init(_:)``.
  ///
  /// - Complexity: O(*n*) for a string of *n* scalars.
  public static func lines(of raw: some StringProtocol) -> [DisplayText] {
    var lines: [DisplayText] = []
    for line in raw.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      lines.append(DisplayText(line))
    }
    return lines
  }

  /// The empty text.
  public static let empty = DisplayText(sanitized: "", width: 0)

  /// `count` spaces (none if `count` is not positive).
  ///
  /// - Complexity: O(*count*).
  public static func spaces(_ count: Int) -> DisplayText {
    let count = max(0, count)
    let spaces = String(unsafeUninitializedCapacity: count) { bytes in
      bytes.initialize(repeating: UInt8(ascii: " "))
      return count
    }
    return DisplayText(sanitized: spaces, width: count)
  }

  /// Whether the text is empty.
  public var isEmpty: Bool { string.isEmpty }

  /// The two texts one after the other.
  ///
  /// - Complexity: O(*m* + *n*).
  public static func + (lhs: DisplayText, rhs: DisplayText) -> DisplayText {
    DisplayText(sanitized: lhs.string + rhs.string, width: lhs.width + rhs.width)
  }

  /// Appends `rhs` to `lhs`.
  ///
  /// - Complexity: amortized O(*n*) for `rhs` of *n* bytes.
  public static func += (lhs: inout DisplayText, rhs: DisplayText) {
    lhs = lhs + rhs
  }
}

extension DisplayText: ExpressibleByStringInterpolation {
  /// Sanitizes a literal, with its interpolations, as ``init(_:)`` does.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension DisplayText: CustomStringConvertible {
  /// The sanitized text.
  public var description: String { string }
}
