extension Array where Element: Comparable & Sendable {
  /// `sorted()`, computed in as many pieces at once as there are processors
  /// (see ``Swift/Collection/concurrentPieces(minimumPiece:_:)``) and merged:
  /// the same elements in the same order, equal ones included.
  ///
  /// - Complexity: O(*n* log *n*) comparisons spread over the processors,
  ///   plus O(*n* log *p*) to merge *p* pieces.
  public func concurrentlySorted(minimumPiece: Int = 4_096) -> [Element] {
    Self.merged(concurrentPieces(minimumPiece: minimumPiece) { $0.sorted() })
  }

  /// Sorted `pieces` merged into one sorted array; of equal elements, those
  /// of an earlier piece come first, so merging the sorted pieces of an
  /// array gives what `sorted()`, which is stable, gives.
  ///
  /// - Complexity: O(*n* log *p*) for *n* elements in *p* pieces.
  static func merged(_ pieces: [[Element]]) -> [Element] {
    var pieces = pieces
    while pieces.count > 1 {
      pieces = stride(from: 0, to: pieces.count, by: 2).map { first in
        first + 1 < pieces.count ? merging(pieces[first], pieces[first + 1]) : pieces[first]
      }
    }
    return pieces.first ?? []
  }

  private static func merging(_ left: [Element], _ right: [Element]) -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(left.count + right.count)
    var (leftIndex, rightIndex) = (0, 0)
    while leftIndex < left.count, rightIndex < right.count {
      if right[rightIndex] < left[leftIndex] {
        result.append(right[rightIndex])
        rightIndex += 1
      } else {
        result.append(left[leftIndex])
        leftIndex += 1
      }
    }
    result += left[leftIndex...]
    result += right[rightIndex...]
    return result
  }
}
