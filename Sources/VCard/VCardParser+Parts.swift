import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

extension VCardParser {
  /// Reads `bytes` as ``parse(_:)-(_:)`` does and transforms the cards read
  /// (given with their sources),
  /// in up to `parts` pieces at the same time: the file is cut where a
  /// `BEGIN:VCARD` line follows an `END:VCARD` line, each piece is read and
  /// its cards transformed on a thread of its own, and the pieces are
  /// joined in file order.
  ///
  /// The cards are handed to `transform` as they are read, a few hundred at
  /// a time, and not kept: the result is `parse(bytes)` without its cards,
  /// and the transformed are `transform` of its cards, in order. So a
  /// large file's cards never all stay in memory beside what they become.
  /// A cut that turns out not to fall between two cards (inside a vCard
  /// 2.1 `AGENT` card, or a card nested in a card) makes it read the file
  /// again in one piece.
  ///
  /// With a `filter`, each card holds only the properties it keeps (see
  /// ``PropertyNameFilter``), and only the lines that could have a warning
  /// are read among the others; the cards' sources and lines and the
  /// problems are those of reading every line.
  ///
  /// ```swift
  /// let (result, persons) = VCardParser.parse(bytes, parts: 2) { cards, _ in cards.map(Person.init(card:)) }
  /// ```
  ///
  /// - Complexity: O(*n* / `parts`) on `parts` processors for *n* bytes,
  ///   plus the transforms.
  public static func parse<T: Sendable>(
    _ bytes: [UInt8], parts: Int, keeping filter: PropertyNameFilter? = nil, transform: @Sendable (_ cards: [Card], _ sources: [ArraySlice<UInt8>]) -> [T]
  ) -> (result: VCardParseResult, transformed: [T]) {
    parse(bytes, parts: parts) { text, range, firstLine in
      read(text, range: range, firstLine: firstLine, keeping: filter, transform: transform)
    }
  }

  /// Reads `bytes` as ``parse(_:parts:keeping:transform:)`` does, but each
  /// plain card (see ``PlainCardReader``) is read in one pass over its
  /// bytes by a reader of type `R`, which is handed the lines `filter`
  /// keeps, and gives what it reads without a ``Card`` being made; the
  /// other cards (or those the reader cannot read) are read and transformed
  /// as ``parse(_:parts:keeping:transform:)`` reads them.
  ///
  /// - Precondition: what a reader gives of a card is what `transform`
  ///   gives of that card read keeping `filter`'s properties.
  /// - Complexity: O(*n* / `parts`) on `parts` processors for *n* bytes,
  ///   plus the readers' work and the transforms.
  public static func parse<R: PlainCardReader>(
    _ bytes: [UInt8], parts: Int, keeping filter: PropertyNameFilter, scanning _: R.Type,
    transform: @Sendable (_ cards: [Card], _ sources: [ArraySlice<UInt8>]) -> [R.Read]
  ) -> (result: VCardParseResult, transformed: [R.Read]) where R.Read: Sendable {
    parse(bytes, parts: parts) { text, range, firstLine in
      read(text, range: range, firstLine: firstLine, keeping: filter, scanning: R.self, transform: transform)
        ?? read(text, range: range, firstLine: firstLine, keeping: filter, transform: transform)
    }
  }

  /// Reads `bytes` in up to `parts` pieces at the same time, each with
  /// `readPiece` (the text without its byte-order mark, the piece's range,
  /// its first line), joined in file order; or whole, with `readPiece`
  /// too, when a piece but the last does not end between cards.
  private static func parse<T: Sendable>(
    _ bytes: [UInt8], parts: Int,
    readingPieces readPiece: @Sendable ([UInt8], Range<Int>, Int) -> (result: VCardParseResult, endsBetweenCards: Bool, transformed: [T])
  ) -> (result: VCardParseResult, transformed: [T]) {
    let text = ByteOrderMark.utf8WithoutMark(bytes)
    let starts = [0] + cuts(in: text, parts: parts)
    func readWhole() -> (result: VCardParseResult, transformed: [T]) {
      var (result, _, transformed) = readPiece(text, text.indices, 1)
      result.frame(in: text)
      return (result, transformed)
    }
    let ranges = starts.indices.map { starts[$0]..<(starts.indices.contains($0 + 1) ? starts[$0 + 1] : text.count) }
    guard ranges.count > 1 else { return readWhole() }
    let pieces = Pieces<T>(count: ranges.count)
    DispatchQueue.concurrentPerform(iterations: ranges.count) { index in
      let linesBefore = ranges[..<index].reduce(0) { $0 + VCardUnfolder.lineCount(of: text, in: $1) }
      pieces.set(index, readPiece(text, ranges[index], linesBefore + 1))
    }
    let joinedPieces = pieces.all
    guard joinedPieces.dropLast().allSatisfy(\.endsBetweenCards) else { return readWhole() }
    var joined = VCardParseResult()
    var transformed: [T] = []
    for piece in joinedPieces {
      joined.sources += piece.result.sources
      joined.problems += piece.result.problems
      transformed += piece.transformed
    }
    joined.frame(in: text)
    return (joined, transformed)
  }

  /// Reads `range` of `text` as ``read(_:range:firstLine:keeping:transform:)``
  /// does, each plain card with a reader of type `R`, the cards between
  /// them with a ``CardReader``; `nil` when a stretch read that way, before
  /// the range's end, does not end between cards (then the range is to be
  /// read in one stretch).
  ///
  /// - Complexity: O(*n*) in the size of the range, plus the readers' work
  ///   and the transforms.
  private static func read<R: PlainCardReader>(
    _ text: [UInt8], range: Range<Int>, firstLine: Int, keeping filter: PropertyNameFilter, scanning _: R.Type,
    transform: (_ cards: [Card], _ sources: [ArraySlice<UInt8>]) -> [R.Read]
  ) -> (result: VCardParseResult, endsBetweenCards: Bool, transformed: [R.Read])? {
    var result = VCardParseResult()
    var transformed: [R.Read] = []
    var (position, line, endsBetweenCards) = (range.lowerBound, firstLine, true)
    // Cards that were not plain, in a row: after as many as `giveUp`, a book whose
    // cards are not (folded, say) is read to the end without trying each.
    var (misses, giveUp) = (0, 16)
    while position < range.upperBound {
      let plain = misses >= giveUp ? nil : text.withUnsafeBufferPointer { file in
        PlainCard.read(file, at: position, limit: range.upperBound, firstLine: line, keeping: filter, with: R.self) { text[$0] }
      }
      if let plain {
        transformed.append(plain.read)
        result.sources.append(text[position..<plain.end])
        (position, line, endsBetweenCards, misses) = (plain.end, line + plain.lines, true, 0)
        continue
      }
      misses += 1
      let end = misses >= giveUp ? range.upperBound : nextCut(in: text, after: position, before: range.upperBound)
      let run = read(text, range: position..<end, firstLine: line, keeping: filter, transform: transform)
      guard run.endsBetweenCards || end == range.upperBound else { return nil }
      result.sources += run.result.sources
      result.problems += run.result.problems
      transformed += run.transformed
      endsBetweenCards = run.endsBetweenCards
      line += VCardUnfolder.lineCount(of: text, in: position..<end)
      position = end
    }
    return (result, endsBetweenCards, transformed)
  }

  /// The first offset after `offset` and before `limit` where a
  /// `BEGIN:VCARD` line starts right after an `END:VCARD` line (see
  /// ``everyCut(in:)``); `limit` when there is none.
  ///
  /// - Complexity: O(*n*) in the bytes passed over.
  private static func nextCut(in text: [UInt8], after offset: Int, before limit: Int) -> Int {
    text.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return limit }
      var from = offset
      while from < limit,
        let hit = memchr(base + from, Int32(UInt8(ascii: "\n")), limit - from).map({ base.distance(to: UnsafeRawPointer($0)) })
      {
        from = hit + 1
        if from < limit, limit - from >= cardStart.count, text[from] == UInt8(ascii: "B"), isCut(in: text, at: from) { return from }
      }
      return limit
    }
  }

  /// Up to `parts - 1` offsets, rising, near equal fractions of `text`,
  /// where a `BEGIN:VCARD` line starts right after an `END:VCARD` line
  /// that starts a line (LF or CRLF line ends; none for CR-only files).
  static func cuts(in text: [UInt8], parts: Int) -> [Int] {
    guard parts > 1 else { return [] }
    var cuts: [Int] = []
    text.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var from = 0
      for part in 1..<parts {
        from = max(from, text.count / parts * part)
        while from < text.count,
          let hit = memchr(base + from, Int32(UInt8(ascii: "\n")), text.count - from).map({ base.distance(to: UnsafeRawPointer($0)) })
        {
          from = hit + 1
          guard isCut(in: text, at: hit + 1) else { continue }
          cuts.append(hit + 1)
          break
        }
      }
    }
    return cuts
  }

  /// Every offset of `text` where a `BEGIN:VCARD` line starts right after
  /// an `END:VCARD` line that starts a line (LF or CRLF line ends), rising.
  ///
  /// - Complexity: O(*n*) in the size of `text`.
  static func everyCut(in text: [UInt8]) -> [Int] {
    var cuts: [Int] = []
    var from = 0
    while case let cut = nextCut(in: text, after: from, before: text.count), cut < text.count {
      cuts.append(cut)
      from = cut
    }
    return cuts
  }

  /// Whether `offset`, just after an LF, starts a `BEGIN:VCARD` line that
  /// follows an `END:VCARD` line starting a line.
  private static func isCut(in text: [UInt8], at offset: Int) -> Bool {
    guard text[offset...].starts(with: cardStart) else { return false }
    var lineEnd = offset - 1
    while lineEnd > 0, text[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
    let start = lineEnd - cardEnd.count
    return start >= 0 && text[start..<lineEnd].elementsEqual(cardEnd)
      && (start == 0 || text[start - 1] == UInt8(ascii: "\n") || text[start - 1] == UInt8(ascii: "\r"))
  }
}

private let cardStart = Array("BEGIN:VCARD".utf8)
private let cardEnd = Array("END:VCARD".utf8)

/// The pieces of a file read on several threads, each stored once by its
/// own thread.
private final class Pieces<T: Sendable>: Sendable {
  typealias Piece = (result: VCardParseResult, endsBetweenCards: Bool, transformed: [T])
  private let pieces: Mutex<[Piece?]>

  init(count: Int) {
    pieces = Mutex(Array(repeating: nil, count: count))
  }

  func set(_ index: Int, _ piece: Piece) {
    pieces.withLock { $0[index] = piece }
  }

  var all: [Piece] {
    pieces.withLock { $0.map { $0! } }
  }
}
