/// Reads vCard files: versions 2.1, 3.0 and 4.0 (RFC 2425, 2426, 6350).
///
/// The parser accepts what real programs write: CRLF, LF, CR or CR CR LF
/// (iOS) line ends; lines folded with a space or a tab; a UTF-8 or UTF-16
/// byte-order mark; names in any case; groups (`item1.EMAIL`); `TYPE=a,b`,
/// repeated `TYPE=` and vCard 2.1's bare types (`TEL;WORK;VOICE:`, read as
/// `TYPE` parameters); quoted parameter values; quoted-printable values with
/// soft line breaks; any `CHARSET` the C library's `iconv` decodes (see
/// `VCardCharset`); vCard 2.1 `AGENT` cards nested on the following lines,
/// after `AGENT:` or on its line (kept as one `AGENT` value); a card nested
/// in a card without an `AGENT` (as Android exports can write one: kept in
/// its card, unread); base64 photos, kept verbatim.
///
/// It never stops at a bad card, and a bad line costs that line only: a line
/// that is not a property (no `:`, a `#` comment, an invalid name) is kept
/// verbatim in its card as ``VCardProperty/init(unreadableLine:)`` and
/// reported as a warning with its line; the rest of the card is read. So is
/// a card nested at the end of a card (a `BEGIN:VCARD` inside a card, that
/// no `AGENT` opens, whose `END:VCARD` the card's own follows, as Android
/// exports can write one): its lines are kept in the card as one
/// unreadable property, with a warning. A card without `END:VCARD` is
/// reported once, by line, as an error and skipped (one whose `END:VCARD`
/// does not follow the card that seemed nested in it is one: that card is
/// a card of its own);
/// so is text outside any card, but for the `BEGIN:VADDRESSBOOK` and
/// `END:VADDRESSBOOK` lines that vdirsyncer's single-file storage wraps its
/// cards in (see ``VCardParseResult/head``). A byte that is not UTF-8 (or not in the
/// declared charset) is read, alone, as Windows-1252, so no byte is lost,
/// with a warning. No input makes it trap.
///
/// ```swift
/// let result = VCardParser.parse(Array(fileData))
/// for problem in result.problems { print(problem) }   // line 12: …
/// let cards = result.cards
/// ```
public enum VCardParser {
  /// Reads every card in `bytes` (the contents of a `.vcf` file).
  ///
  /// - Returns: the cards that could be read, in order, and the problems.
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  public static func parse(_ bytes: [UInt8]) -> VCardParseResult {
    let text = ByteOrderMark.utf8WithoutMark(bytes)
    var result = read(text, range: text.indices, firstLine: 1).result
    result.frame(in: text)
    return result
  }

  /// Reads the cards in `range` of a file's `text` (its byte-order mark
  /// removed), whose first line is line `firstLine` of the file, and tells
  /// whether the range ended between cards (no card left open, no text
  /// outside cards pending), so that reading on from there in a separate
  /// reader gives what one reader would.
  ///
  /// - Complexity: O(*n*) in the size of the range.
  static func read(
    _ text: [UInt8], range: Range<Int>, firstLine: Int, keeping filter: PropertyNameFilter? = nil
  ) -> (result: VCardParseResult, endsBetweenCards: Bool) {
    text.withUnsafeBufferPointer { file in
      var reader = CardReader(text: text, file: file, filter: filter)
      var lines = VCardUnfolder(file, range: range, firstLine: firstLine)
      while let line = lines.next() {
        reader.read(line)
      }
      let endsBetweenCards = reader.endsBetweenCards
      return (reader.finish(), endsBetweenCards)
    }
  }

  /// Reads as ``read(_:range:firstLine:keeping:)`` does, but hands the
  /// cards to `transform` as they are read, a few hundred at a time (with
  /// their sources), and keeps none: the result has no cards, so that a
  /// large file's cards do not all stay in memory beside what they become.
  ///
  /// - Complexity: O(*n*) in the size of the range, plus the transforms.
  static func read<T>(
    _ text: [UInt8], range: Range<Int>, firstLine: Int, keeping filter: PropertyNameFilter?,
    transform: (_ cards: [Card], _ sources: [ArraySlice<UInt8>]) -> [T]
  ) -> (result: VCardParseResult, endsBetweenCards: Bool, transformed: [T]) {
    text.withUnsafeBufferPointer { file in
      var reader = CardReader(text: text, file: file, filter: filter)
      var lines = VCardUnfolder(file, range: range, firstLine: firstLine)
      var transformed: [T] = []
      while let line = lines.next() {
        reader.read(line)
        if reader.cardsNotTaken >= 256 {
          let (cards, sources) = reader.takeCards()
          transformed += transform(cards, sources)
        }
      }
      let endsBetweenCards = reader.endsBetweenCards
      reader.closeAtEnd()
      let (cards, sources) = reader.takeCards()
      transformed += transform(cards, sources)
      return (reader.finish(), endsBetweenCards, transformed)
    }
  }

  /// What a reader of type `R` reads of the card whose bytes are `source`
  /// (one of a result's ``VCardParseResult/sources``), handed the lines
  /// `filter` keeps, when the card is plain (see ``PlainCardReader``) and
  /// the reader reads it; `nil` otherwise: then the card is to be parsed.
  ///
  /// - Complexity: O(*n*) in the size of the card, plus the reader's work.
  public static func readPlainCard<R: PlainCardReader>(
    _ source: ArraySlice<UInt8>, keeping filter: PropertyNameFilter, with _: R.Type
  ) -> R.Read? {
    source.withUnsafeBufferPointer { file in
      PlainCard.read(file, at: 0, limit: file.count, firstLine: 1, keeping: filter, with: R.self) { range in
        source[(source.startIndex + range.lowerBound)..<(source.startIndex + range.upperBound)]
      }
      .flatMap { $0.end == file.count ? $0.read : nil }
    }
  }

  /// Reads the card whose bytes are `source` (one of a result's
  /// ``VCardParseResult/sources``), whose first line is line `firstLine`
  /// of its file: the card that reading the whole file (keeping the
  /// properties `filter` admits, when given) gave, again.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the card.
  public static func parseCard(_ source: ArraySlice<UInt8>, firstLine: Int, keeping filter: PropertyNameFilter? = nil) -> Card? {
    let text = Array(source)
    return read(text, range: text.indices, firstLine: firstLine, keeping: filter).result.cards.first
  }

  /// Reads the one card whose bytes are `source` (one of a result's
  /// ``VCardParseResult/sources``) as ``parseCard(_:firstLine:keeping:)``
  /// does, with the bytes each of its properties was read from: slices of
  /// `source`, in the card's order, each its physical lines as they were
  /// (folded, with their line ends; for a nested `AGENT` card, all of its
  /// lines). What they leave out of `source` is the card's `BEGIN`, `END`
  /// and `VERSION` lines, and blank lines.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the card.
  public static func parseCardLines(_ source: ArraySlice<UInt8>) -> (card: Card, lines: [ArraySlice<UInt8>])? {
    let text = Array(source)
    return text.withUnsafeBufferPointer { file in
      var reader = CardReader(text: text, file: file, filter: nil, recordingLines: true)
      var lines = VCardUnfolder(file, range: text.indices, firstLine: 1)
      while let line = lines.next() {
        reader.read(line)
      }
      guard let card = reader.finish().cards.first, let spans = reader.cardLines.first else { return nil }
      return (card, spans.map { source[(source.startIndex + $0.lowerBound)..<(source.startIndex + $0.upperBound)] })
    }
  }

  /// How many lines `range` of `text` holds, counted as the parser counts
  /// them: a card starting where the range ends starts on the line after.
  ///
  /// - Complexity: O(*n*) in the size of the range.
  public static func lineCount(of text: [UInt8], in range: Range<Int>) -> Int {
    VCardUnfolder.lineCount(of: text, in: range)
  }

  /// Reads every card in `text`.
  ///
  /// - Complexity: O(*n*), where *n* is the length of `text` in UTF-8 bytes.
  public static func parse(_ text: String) -> VCardParseResult {
    parse(Array(text.utf8))
  }
}

/// The state of reading the cards of one file, line by line: it reads the
/// file in place, and must not outlive the buffer it is given.
private struct CardReader {
  private struct OpenCard {
    var line: Int
    /// Where its `BEGIN:VCARD` line starts in the file.
    var start: Int
    var version: String?
    var properties: [VCardProperty] = []
    var warnings: [VCardProblem] = []
    /// Where each property's lines lie in the file, when the reader records them.
    var lines: [Range<Int>] = []
    /// The line of the `BEGIN:VCARD` inside it (see `parents`), and the card
    /// nested there once its `END:VCARD` came, on the line before: kept in
    /// it if its own `END:VCARD` is the next line, else a card of its own.
    var interruptedAt: Int?
    var nested: ReadCard?
  }

  /// A card read up to its `END:VCARD`, on line `end`.
  private struct ReadCard {
    var card: Card
    var source: Range<Int>
    var end: Int
    var warnings: [VCardProblem]
    var lines: [Range<Int>]
  }

  /// The file, for the cards' sources (a reference counted per card).
  private let text: [UInt8]
  /// The file in place, for its lines (nothing counted per line).
  private let file: UnsafeBufferPointer<UInt8>
  /// The properties to read; the others are passed over unread.
  private let filter: PropertyNameFilter?
  private var result = VCardParseResult()
  /// How many cards ``takeCards()`` took out of `result`.
  private var cardsTaken = 0
  private var open: OpenCard?
  /// A nested vCard 2.1 `AGENT` card of the open card, being collected
  /// into its property: it takes every line until it is closed; and where
  /// its first line starts in the file.
  private var agent: NestedCard?
  private var agentStart = 0
  /// The cards set aside for a card nested in them, the outermost first: a
  /// `BEGIN:VCARD` that no `AGENT` opens starts a card inside the open card
  /// (as Android exports can write one). Closed, and its parent's
  /// `END:VCARD` next, it is kept in its parent, unread; else the parent
  /// never closed (it lacked its `END:VCARD`, and this is the next card),
  /// and it is a card of its own.
  private var parents: [OpenCard] = []
  private var strayLines: ClosedRange<Int>?
  /// Whether to record where each property's lines lie in the file.
  private let recordingLines: Bool
  /// Where each property's lines lie, for each card read, when recording.
  private(set) var cardLines: [[Range<Int>]] = []

  /// A reader of `text`, whose buffer is `file`; recording where each
  /// property's lines lie in it when `recordingLines` (see ``cardLines``).
  init(text: [UInt8], file: UnsafeBufferPointer<UInt8>, filter: PropertyNameFilter?, recordingLines: Bool = false) {
    self.text = text
    self.file = file
    self.filter = filter
    self.recordingLines = recordingLines
  }

  mutating func read(_ line: LogicalLine) {
    // The open card is changed where it lies: taking it out and putting it
    // back copied and destroyed its arrays at every line.
    let marker = line.withBytes(in: file, CardMarker.init)
    guard open != nil else {
      switch marker {
      case .begin:
        reportStrayLines()
        open = OpenCard(line: line.line, start: line.span.lowerBound)
      case .wrapper:
        break
      case .end, .other:
        guard !line.withBytes(in: file, { $0.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } }) else { break }
        strayLines = (strayLines?.lowerBound ?? line.line)...line.line
      }
      return
    }
    if let nested = open!.nested {
      // A card nested in the open one closed on the line before.
      guard marker == .end else {
        closeAtEnd()
        return read(line)
      }
      keep(nested, in: &open!)
    }
    if agent != nil {
      if let property = agent!.read(line.bytes(in: file), at: line.line, warnings: &open!.warnings) {
        open!.properties.append(property)
        if recordingLines { open!.lines.append(agentStart..<line.span.upperBound) }
        agent = nil
      }
      return
    }
    switch marker {
    case .begin where open!.properties.last.map(NestedCard.awaitsItsCard) == true:
      var agent = open!.properties.removeLast()  // `AGENT:` alone, its card from this line on
      if recordingLines { agentStart = open!.lines.removeLast().lowerBound }
      agent.value = "BEGIN:VCARD"
      self.agent = NestedCard(agent)
    case .begin:
      open!.interruptedAt = open!.interruptedAt ?? line.line
      parents.append(open.take()!)
      open = OpenCard(line: line.line, start: line.span.lowerBound)
    case .end:
      let card = open.take()!
      let closed = ReadCard(
        card: Card(version: card.version, properties: card.properties, line: card.line),
        source: card.start..<line.span.upperBound, end: line.line, warnings: card.warnings, lines: card.lines)
      guard var parent = parents.popLast() else { return append(closed) }
      parent.nested = closed
      open = parent
    case .wrapper, .other:
      if let filter, !line.withBytes(in: file, filter.admits) {
        // Passed over; read aside (into a card of its own: its warnings do
        // not depend on the card) only when reading it could have a warning.
        if !line.withBytes(in: file, PlainContentLine.isPlain) {
          var aside = OpenCard(line: line.line, start: line.span.lowerBound)
          _ = line.withBytes(in: file) { Self.add($0, at: line.line, to: &aside) }  // its nested card, if any, is passed over too
          open!.warnings += aside.warnings
        }
      } else {
        let count = open!.properties.count
        agent = line.withBytes(in: file) { Self.add($0, at: line.line, to: &open!) }
        if recordingLines {
          if open!.properties.count > count { open!.lines.append(line.span) }
          agentStart = line.span.lowerBound
        }
      }
    }
  }

  /// No card is open and no text outside cards is waiting to be reported.
  var endsBetweenCards: Bool { open == nil && strayLines == nil }

  /// How many cards were read since the last ``takeCards()``.
  var cardsNotTaken: Int { result.cards.count }

  /// The cards read since the last call, with their sources, taken out of
  /// the result (their sources stay in it).
  mutating func takeCards() -> (cards: [Card], sources: [ArraySlice<UInt8>]) {
    let cards = result.cards
    result.cards = []
    defer { cardsTaken += cards.count }
    return (cards, Array(result.sources[cardsTaken..<cardsTaken + cards.count]))
  }

  mutating func finish() -> VCardParseResult {
    closeAtEnd()
    reportStrayLines()
    result.problems.sort { $0.line < $1.line }
    return result
  }

  /// Ends the cards left open, at the end of the text or where a card
  /// nested in the open one is not followed by its `END:VCARD`: each is
  /// skipped, and a card that closed inside the innermost is read as a
  /// card of its own (it followed a card without `END:VCARD`).
  mutating func closeAtEnd() {
    guard let innermost = open.take() else { return }
    agent = nil
    let unclosed = parents + [innermost]
    parents = []
    for card in unclosed {
      if let interruptedAt = card.interruptedAt {
        skip(card, at: interruptedAt, because: "it has no END:VCARD before the next BEGIN:VCARD")
      } else {
        skip(card, at: card.line, because: "it has no END:VCARD before the end of the file")
      }
    }
    if let nested = innermost.nested { append(nested) }
  }

  /// Adds a card read to the result.
  private mutating func append(_ card: ReadCard) {
    if recordingLines { cardLines.append(card.lines) }
    result.cards.append(card.card)
    result.sources.append(text[card.source])
    result.problems += card.warnings
  }

  /// Keeps `parent.nested`, the card read inside `parent` whose
  /// `END:VCARD` `parent`'s own follows, in `parent` as it was written:
  /// its lines (unfolded) as one unreadable property (unless a filter reads
  /// only some properties), and a warning.
  private func keep(_ nested: ReadCard, in parent: inout OpenCard) {
    parent.nested = nil
    var texts: [String] = []
    var repair: String?
    var lines = VCardUnfolder(file, range: nested.source, firstLine: nested.card.line)
    while let line = lines.next() {
      let (text, warning) = line.withBytes(in: file) { VCardCharset.decode($0, charset: nil) }
      texts.append(text)
      repair = repair ?? warning
    }
    if filter == nil {
      parent.properties.append(VCardProperty(unreadableLine: texts.joined(separator: "\n")))
      if recordingLines { parent.lines.append(nested.source) }
    }
    let message = "lines \(nested.card.line)–\(nested.end) kept as written but not read: a card nested inside a card"
    parent.warnings.append(VCardProblem(line: nested.card.line, message: message + (repair.map { "; \($0)" } ?? ""), severity: .warning))
  }

  /// Reads one line, `bytes` where they lie, into the card. A line that is
  /// not a property costs that line only: it is kept verbatim
  /// (``VCardProperty/init(unreadableLine:)``) and reported as a warning.
  /// An `AGENT` line that opens a nested card is not added: it comes back,
  /// as the card to collect from the next line on.
  @discardableResult
  private static func add(_ bytes: UnsafeBufferPointer<UInt8>, at line: Int, to card: inout OpenCard) -> NestedCard? {
    func warn(_ message: String) {
      card.warnings.append(VCardProblem(line: line, message: message, severity: .warning))
    }
    func keepUnreadable(because reason: String) {
      let (text, warning) = VCardCharset.decode(bytes, charset: nil)
      card.properties.append(VCardProperty(unreadableLine: text))
      warn("line kept as written but not read: \(reason)" + (warning.map { "; \($0)" } ?? ""))
    }
    let parsed: ParsedContentLine
    do {
      parsed = try ContentLineParser.parse(bytes)
    } catch {
      keepUnreadable(because: error.message)
      return nil
    }
    let property = parsed.property
    parsed.warnings.forEach { warn("\(property.name): \($0)") }
    if property.name == "BEGIN" || property.name == "END" {
      keepUnreadable(because: "a nested \(property.name) inside a card")
    } else if property.name == "VERSION", property.group == nil, card.version == nil {
      card.version = property.value.trimmingASCIISpaces()
    } else if property.name == "AGENT", NestedCard.opens(property.value) {
      return NestedCard(property)
    } else {
      card.properties.append(property)
    }
    return nil
  }

  private mutating func skip(_ card: OpenCard, at line: Int, because reason: String) {
    result.problems.append(
      VCardProblem(line: line, message: "card starting at line \(card.line) skipped: \(reason)"))
  }

  private mutating func reportStrayLines() {
    guard let lines = strayLines else { return }
    strayLines = nil
    let place = lines.count == 1 ? "" : " (lines \(lines.lowerBound)–\(lines.upperBound))"
    result.problems.append(VCardProblem(line: lines.lowerBound, message: "text outside any card ignored" + place))
  }
}

/// Whether a logical line opens or closes a card, or is one of the lines
/// that wrap a file's cards into one address book (vdirsyncer's single-file
/// storage writes `BEGIN:VADDRESSBOOK` … `END:VADDRESSBOOK`).
enum CardMarker {
  case begin, end, wrapper, other

  init(_ bytes: ArraySlice<UInt8>) {
    self = bytes.withUnsafeBufferPointer(Self.init)
  }

  init(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let first = buffer.first, first | 0x20 == UInt8(ascii: "b") || first | 0x20 == UInt8(ascii: "e") else {
      self = .other
      return
    }
    var trimmed = buffer[...]
    while let last = trimmed.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { trimmed.removeLast() }
    if trimmed.equalsASCIICaseInsensitive("BEGIN:VCARD") {
      self = .begin
    } else if trimmed.equalsASCIICaseInsensitive("END:VCARD") {
      self = .end
    } else if trimmed.equalsASCIICaseInsensitive("BEGIN:VADDRESSBOOK") || trimmed.equalsASCIICaseInsensitive("END:VADDRESSBOOK") {
      self = .wrapper
    } else {
      self = .other
    }
  }
}
