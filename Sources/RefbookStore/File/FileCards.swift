import RefbookModel

/// A book file's cards as read: what a ``BookImage`` writes of every card
/// nobody changed since, and where to find the card of an id.
struct FileCards: Sendable {
  /// The file's bytes as pieces one after another: what it holds before
  /// its first card (a vdirsyncer `BEGIN:VADDRESSBOOK` wrapper, say), each
  /// card's bytes in file order, then what it holds after the last card.
  /// Each card's piece, and the first when it is not empty, ends with a
  /// line end.
  let pieces: [ArraySlice<UInt8>]
  /// The id of each card, in file order.
  let ids: [Person.ID]
  /// Where the last card of each id is among the cards.
  let lastCard: [Person.ID: Int]
  /// The buffer the pieces were read from, and the pieces that ``bytes``
  /// does not continue with the next piece (sorted): pieces that are not
  /// slices of it (a copy given a line end, or an empty piece), or the
  /// bytes of the file between two cards.
  private let bytes: [UInt8]
  private let breaks: [Int]

  /// The cards of a file with no cards and nothing around them.
  static let none = FileCards(head: [], sources: [], tail: [], ids: [], of: [])

  /// The cards of the file `bytes`, read as `head`, `sources` (one per
  /// card, with their `ids`) and `tail`; a card (or what precedes the
  /// cards) that does not end with a line end gets one, so that the cards
  /// a save appends start on a line of their own.
  ///
  /// - Complexity: O(*n*) for *n* cards, plus hashing their ids.
  init(
    head: ArraySlice<UInt8>, sources: [ArraySlice<UInt8>], tail: ArraySlice<UInt8>, ids: [Person.ID], of bytes: [UInt8]
  ) {
    // Appended into one array, not joined: each piece is retained once.
    var pieces: [ArraySlice<UInt8>] = []
    pieces.reserveCapacity(sources.count + 2)
    pieces.append(Self.endingLine(head))
    for source in sources { pieces.append(Self.endingLine(source)) }
    pieces.append(tail)
    self.pieces = pieces
    self.ids = ids
    lastCard = Dictionary(zip(ids, ids.indices), uniquingKeysWith: { $1 })
    self.bytes = bytes
    breaks = bytes.withUnsafeBufferPointer { buffer in
      // Where a piece ends in `bytes`, or nil when it is not a slice of them.
      func end(of piece: ArraySlice<UInt8>) -> Int? {
        guard !piece.isEmpty, piece.startIndex >= 0, piece.endIndex <= buffer.count else { return nil }
        let start = piece.withUnsafeBufferPointer { $0.baseAddress }
        return start == buffer.baseAddress.map({ $0 + piece.startIndex }) ? piece.endIndex : nil
      }
      return pieces.indices.dropLast().filter { index in
        guard let ending = end(of: pieces[index]), end(of: pieces[index + 1]) != nil else { return true }
        return ending != pieces[index + 1].startIndex
      }
    }
  }

  /// Appends the bytes of `pieces[range]` to `out`, each stretch of them
  /// that lies in one run of the buffer read as one piece.
  ///
  /// - Complexity: O(log *n* + *b*) for *b* breaks in `range`.
  func append(_ range: Range<Int>, to out: inout [ArraySlice<UInt8>]) {
    var start = range.lowerBound
    // The first break at or after `start`: the last piece of its stretch.
    var next = breaks.sortedInsertionIndex(of: start, by: <)
    while start < range.upperBound {
      let last = next < breaks.count ? Swift.min(breaks[next], range.upperBound - 1) : range.upperBound - 1
      out.append(last == start ? pieces[start] : bytes[pieces[start].startIndex..<pieces[last].endIndex])
      (start, next) = (last + 1, next + 1)
    }
  }

  /// `bytes`, or when they are not empty and do not end with a line end,
  /// a copy ending with `\r\n`.
  static func endingLine(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    guard let last = bytes.last, last != UInt8(ascii: "\n"), last != UInt8(ascii: "\r") else { return bytes }
    return (Array(bytes) + [UInt8(ascii: "\r"), UInt8(ascii: "\n")])[...]
  }
}
