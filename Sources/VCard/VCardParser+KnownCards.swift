import Dispatch

extension VCardParser {
  /// Reads `bytes` as ``parse(_:parts:keeping:transform:)`` keeping no
  /// property reads them — the same sources, problems, head and tail — and
  /// gives each card's first line, but passes over unread the cards that
  /// `isKnown` knows: a file that changed in a few places since it was
  /// last read is read in those places only.
  ///
  /// The file is cut where a `BEGIN:VCARD` line follows an `END:VCARD`
  /// line (LF or CRLF line ends). A piece between two cuts that `isKnown`
  /// accepts is taken as one card, its lines counted but not read; the
  /// others are read, each run of them in one piece. When such a run, but
  /// for the last, does not end between cards (a card left open, text
  /// outside cards), or when the pieces it knows hold less than half the
  /// file (another program rewrote most of it), the file is read as `parse`
  /// reads it, on `parts` processors.
  ///
  /// ```swift
  /// let (read, lines) = VCardParser.cards(bytes, parts: 2) { known.contains(hash($0)) }
  /// ```
  ///
  /// - Precondition: `isKnown` accepts only bytes that, read alone, are one
  ///   card and no problem: the source of a card of a file read without
  ///   one.
  /// - Complexity: O(*n*) byte comparisons and `isKnown` calls for a file of
  ///   *n* bytes, spread over `parts` processors, plus reading the pieces
  ///   it does not know.
  public static func cards(
    _ bytes: [UInt8], parts: Int, passingOver isKnown: @Sendable (ArraySlice<UInt8>) -> Bool
  ) -> (result: VCardParseResult, lines: [Int]) {
    func readWhole() -> (result: VCardParseResult, lines: [Int]) {
      let (whole, firstLines) = parse(bytes, parts: parts, keeping: noProperty) { cards, _ in cards.map(\.line) }
      return (whole, firstLines)
    }
    let text = ByteOrderMark.utf8WithoutMark(bytes)
    let starts = [0] + everyCut(in: text)
    let pieces = starts.indices.map { starts[$0]..<($0 + 1 < starts.count ? starts[$0 + 1] : text.count) }
    let facts = Self.facts(of: pieces, in: text, parts: max(parts, 1), isKnown: isKnown)
    let knownBytes = zip(pieces, facts).reduce(0) { $0 + ($1.1.known ? $1.0.count : 0) }
    guard knownBytes * 2 >= text.count else { return readWhole() }
    var result = VCardParseResult()
    var lines: [Int] = []
    var line = 1
    var index = 0
    while index < pieces.count {
      if facts[index].known {
        result.sources.append(text[pieces[index]])
        lines.append(line)
        line += facts[index].lines
        index += 1
        continue
      }
      var end = index
      var runLines = 0
      while end < pieces.count, !facts[end].known {
        runLines += facts[end].lines
        end += 1
      }
      let run = pieces[index].lowerBound..<pieces[end - 1].upperBound
      let (read, endsBetweenCards, firstLines) = read(text, range: run, firstLine: line, keeping: noProperty) { cards, _ in
        cards.map(\.line)
      }
      guard endsBetweenCards || end == pieces.count else { return readWhole() }
      result.sources += read.sources
      result.problems += read.problems
      lines += firstLines
      line += runLines
      index = end
    }
    result.frame(in: text)
    return (result, lines)
  }

  /// Of each piece: whether `isKnown` knows it, and how many lines it
  /// holds; worked out in up to `parts` stretches of pieces at once.
  private static func facts(
    of pieces: [Range<Int>], in text: [UInt8], parts: Int, isKnown: @Sendable (ArraySlice<UInt8>) -> Bool
  ) -> [(known: Bool, lines: Int)] {
    let stretch = (pieces.count + parts - 1) / parts
    var facts = [(known: Bool, lines: Int)](repeating: (false, 0), count: pieces.count)
    facts.withUnsafeMutableBufferPointer { facts in
      nonisolated(unsafe) let facts = facts
      DispatchQueue.concurrentPerform(iterations: (pieces.count + stretch - 1) / max(stretch, 1)) { part in
        for index in part * stretch..<min(pieces.count, (part + 1) * stretch) {
          facts[index] = (isKnown(text[pieces[index]]), VCardUnfolder.lineCount(of: text, in: pieces[index]))
        }
      }
    }
    return facts
  }

  private static let noProperty = PropertyNameFilter([])
}
