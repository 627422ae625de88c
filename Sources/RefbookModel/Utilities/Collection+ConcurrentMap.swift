import Dispatch

extension Collection where Self: Sendable, Element: Sendable, Index: Sendable {
  /// `map(transform)`, computed in as many pieces at once as there are
  /// processors (one piece for fewer than `minimumPiece` elements per
  /// processor, where starting threads would cost more than it saves).
  /// Each piece walks its own stretch of the collection, so a collection
  /// that is not an array (a book's entries) is mapped without being
  /// copied into one first.
  ///
  /// - Complexity: O(n) calls of `transform`, spread over the processors,
  ///   plus finding where each piece starts.
  @inlinable
  public func concurrentMap<T: Sendable>(minimumPiece: Int = 4_096, _ transform: @Sendable (Element) -> T) -> [T] {
    let count = count
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
      nonisolated(unsafe) let base = buffer.baseAddress
      concurrentForEach(minimumPiece: minimumPiece) { offset, element in (base! + offset).initialize(to: transform(element)) }
      initialized = count
    }
  }

  /// `body` called with each element and its offset in the collection, in
  /// as many pieces at once as there are processors (one piece for fewer
  /// than `minimumPiece` elements per processor), each piece walking its
  /// own stretch in order: for filling several arrays at once, each
  /// element's values at its offset.
  ///
  /// - Complexity: O(n) calls of `body`, spread over the processors, plus
  ///   finding where each piece starts.
  @inlinable
  public func concurrentForEach(minimumPiece: Int = 4_096, _ body: @Sendable (Int, Element) -> Void) {
    let starts = pieceStarts(minimumPiece: minimumPiece)
    guard starts.count > 2 else {
      for (offset, element) in enumerated() { body(offset, element) }
      return
    }
    let count = count
    let pieces = starts.count - 1
    DispatchQueue.concurrentPerform(iterations: pieces) { piece in
      var offset = piece * count / pieces
      for element in self[starts[piece]..<starts[piece + 1]] {
        body(offset, element)
        offset += 1
      }
    }
  }

  /// `body` applied to consecutive stretches of the collection, as many at
  /// once as there are processors (one stretch, the whole, for fewer than
  /// `minimumPiece` elements per processor): the results in the order of
  /// the stretches. For work that gathers a stretch's elements into one
  /// value rather than mapping each.
  ///
  /// - Complexity: That of `body` on each stretch, spread over the
  ///   processors, plus finding where each stretch starts.
  @inlinable
  public func concurrentPieces<T: Sendable>(minimumPiece: Int = 4_096, _ body: @Sendable (SubSequence) -> T) -> [T] {
    let starts = pieceStarts(minimumPiece: minimumPiece)
    guard starts.count > 2 else { return [body(self[...])] }
    return [T](unsafeUninitializedCapacity: starts.count - 1) { buffer, initialized in
      nonisolated(unsafe) let base = buffer.baseAddress!
      DispatchQueue.concurrentPerform(iterations: starts.count - 1) { piece in
        (base + piece).initialize(to: body(self[starts[piece]..<starts[piece + 1]]))
      }
      initialized = starts.count - 1
    }
  }

  /// Where each of the pieces the concurrent methods cut the collection
  /// into starts, and the end index: one piece per processor, or one for
  /// fewer than `minimumPiece` elements per processor. (The methods are
  /// inlinable, so that a module calling them walks its collection in code
  /// made for its type.)
  @usableFromInline
  func pieceStarts(minimumPiece: Int) -> [Index] {
    let count = count
    // Too few elements for two pieces: no need to count the processors.
    let most = count / Swift.max(minimumPiece, 1)
    guard most > 1 else { return [startIndex, endIndex] }
    let pieces = Swift.min(Processors.online, most)
    guard pieces > 1 else { return [startIndex, endIndex] }
    return (0...pieces).map { index(startIndex, offsetBy: $0 * count / pieces) }
  }
}
