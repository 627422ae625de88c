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

  /// Splits header bytes at unquoted occurrences of `separator`.
  ///
  /// - Complexity: O(*n*), where *n* is the length of `bytes`.
  static func split(_ bytes: ArraySlice<UInt8>, at separator: UInt8) -> [ArraySlice<UInt8>] {
    var scanner = QuoteScanner(afterSeparator: separator == UInt8(ascii: ","))
    var pieces: [ArraySlice<UInt8>] = []
    pieces.reserveCapacity(4)  // one allocation for what most lines hold
    var start = bytes.startIndex
    for index in bytes.indices where scanner.isUnquoted(bytes[index]) && bytes[index] == separator {
      pieces.append(bytes[start..<index])
      start = index + 1
    }
    pieces.append(bytes[start...])
    return pieces
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
