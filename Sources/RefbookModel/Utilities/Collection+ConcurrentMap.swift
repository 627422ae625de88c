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
  public func concurrentMap<T: Sendable>(minimumPiece: Int = 4_096, _ transform: @Sendable (Element) -> T) -> [T] {
    let count = count
    let pieces = Swift.min(Processors.online, count / Swift.max(minimumPiece, 1))
    guard pieces > 1 else { return map(transform) }
    let starts = (0...pieces).map { index(startIndex, offsetBy: $0 * count / pieces) }
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
      nonisolated(unsafe) let base = buffer.baseAddress!
      DispatchQueue.concurrentPerform(iterations: pieces) { piece in
        var offset = piece * count / pieces
        for element in self[starts[piece]..<starts[piece + 1]] {
          (base + offset).initialize(to: transform(element))
          offset += 1
        }
      }
      initialized = count
    }
  }
}

