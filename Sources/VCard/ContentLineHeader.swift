/// The part of a content line before its value: `group.NAME;PARAM=a,"b:c"`.
///
/// Double quotes protect `:`, `;` and `,` only where a parameter value starts
/// with one (after `=` or `,`), so that a stray quote inside a vCard 2.1 value
/// does not swallow the rest of the line.
enum ContentLineHeader {
  /// The bytes before the first unquoted `:`, or the whole line when it has none.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the line.
  static func headerBytes<Line: RandomAccessCollection<UInt8>>(of line: Line) -> Line.SubSequence where Line.Index == Int {
    line[..<(colonIndex(in: line).colon ?? line.endIndex)]
  }

  /// The index of the first unquoted `:`, and whether a quote was left open.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the line.
  static func colonIndex<Line: RandomAccessCollection<UInt8>>(in line: Line) -> (colon: Int?, openQuote: Bool)
  where Line.Index == Int {
    // Quotes matter only when one stands before the first `:`, which most lines lack.
    let plainColon = line.withContiguousStorageIfAvailable { bytes -> Int? in
      guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
        !bytes[..<colon].contains(UInt8(ascii: "\""))
      else { return nil }
      return line.startIndex + colon
    }
    if let colon = plainColon ?? nil { return (colon, false) }
    var scanner = QuoteScanner()
    for index in line.indices {
      let byte = line[index]
      if scanner.isUnquoted(byte), byte == UInt8(ascii: ":") { return (index, false) }
    }
    return (nil, scanner.inQuotes)
  }

  /// The pieces of header bytes between unquoted occurrences of a
  /// separator, in order, cut where they lie: `a;b;;c` at `;` is `a`,
  /// `b`, an empty piece and `c`; no bytes are one empty piece.
  struct Pieces: IteratorProtocol {
    private let bytes: Slice<UnsafeBufferPointer<UInt8>>
    private let separator: UInt8
    private var scanner: QuoteScanner
    private var start: Int?

    init(of bytes: Slice<UnsafeBufferPointer<UInt8>>, at separator: UInt8) {
      self.bytes = bytes
      self.separator = separator
      scanner = QuoteScanner(afterSeparator: separator == UInt8(ascii: ","))
      start = bytes.startIndex
    }

    /// - Complexity: O(*n*) in the length of the piece.
    mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
      guard let start else { return nil }
      var index = start
      while index < bytes.endIndex {
        if scanner.isUnquoted(bytes[index]), bytes[index] == separator {
          self.start = index + 1
          return bytes[start..<index]
        }
        index += 1
      }
      self.start = nil
      return bytes[start...]
    }
  }
}

/// Tracks whether a byte of a header stands inside a quoted parameter value.
private struct QuoteScanner {
  private(set) var inQuotes = false
  private var valueStarts: Bool

  init(afterSeparator: Bool = false) {
    valueStarts = afterSeparator
  }

  /// Feeds one byte; returns whether it is outside quotes (quotes included).
  mutating func isUnquoted(_ byte: UInt8) -> Bool {
    if inQuotes {
      if byte == UInt8(ascii: "\"") { inQuotes = false }
      return false
    }
    if byte == UInt8(ascii: "\""), valueStarts {
      inQuotes = true
      valueStarts = false
      return false
    }
    valueStarts = byte == UInt8(ascii: "=") || byte == UInt8(ascii: ",")
    return true
  }
}
