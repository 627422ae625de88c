extension Array where Element: Comparable & Sendable {
  /// The indices of the elements in sorted order (`sorted()` is
  /// `concurrentlySortedIndices().map { self[$0] }`), sorted in as many
  /// pieces at once as there are processors (see
  /// ``Swift/Collection/concurrentPieces(minimumPiece:_:)``) and merged; of
  /// equal elements, the earlier first, as `sorted()` orders them. Indices,
  /// not elements, are moved: nothing is copied or retained.
  ///
  /// - Complexity: O(*n* log *n*) comparisons spread over the processors,
  ///   plus O(*n* log *p*) to merge *p* pieces.
  public func concurrentlySortedIndices(minimumPiece: Int = 4_096) -> [Int] {
    let precedes = { @Sendable (left: Int, right: Int) in self[left] < self[right] }
    return SortedMerge.merged(indices.concurrentPieces(minimumPiece: minimumPiece) { $0.sorted(by: precedes) }, by: precedes)
  }

  /// The indices of the elements in sorted order (`sorted()` is
  /// `sortedIndices(places:).map { self[$0] }`), for elements of which
  /// `places` (one each) tells where most go: those are put there and
  /// checked to be in order, and only the others (without a place, or whose
  /// place is taken or out of range) are sorted and merged in. When the
  /// placed ones are out of order, all are sorted (on one processor: places
  /// are meant to be right). Indices, not elements, are moved: nothing is
  /// copied or retained.
  ///
  /// ```swift
  /// ["b", "a", "c"].sortedIndices(places: [1, 0, nil])   // [1, 0, 2]
  /// ```
  ///
  /// - Precondition: `places.count == count`. Of equal elements, the order
  ///   is not always that of `sorted()`.
  /// - Complexity: O(*n*) comparisons when every element has its place;
  ///   O(*n* + *k* log *k*) for *k* without one; O(*n* log *n*) when the
  ///   placed ones are out of order.
  public func sortedIndices(places: [Int?]) -> [Int] {
    precondition(places.count == count, "Array.sortedIndices(places:): one place per element")
    var slots = [Int](repeating: -1, count: count)
    var others: [Int] = []
    for (index, place) in places.enumerated() {
      if let place, place >= 0, place < count, slots[place] < 0 { slots[place] = index } else { others.append(index) }
    }
    let placed = slots.filter { $0 >= 0 }
    let precedes = { (left: Int, right: Int) in self[left] < self[right] }
    guard zip(placed, placed.dropFirst()).allSatisfy({ !precedes($1, $0) }) else { return indices.sorted(by: precedes) }
    return SortedMerge.merging(placed, others.sorted(by: precedes), by: precedes)
  }
}

/// Merging sorted arrays.
enum SortedMerge {
  /// Sorted `pieces` merged into one sorted array; of equal elements, those
  /// of an earlier piece come first, so merging the sorted pieces of an
  /// array gives what `sorted(by:)`, which is stable, gives.
  ///
  /// - Complexity: O(*n* log *p*) for *n* elements in *p* pieces.
  static func merged<Element>(_ pieces: [[Element]], by precedes: (Element, Element) -> Bool) -> [Element] {
    var pieces = pieces
    while pieces.count > 1 {
      pieces = stride(from: 0, to: pieces.count, by: 2).map { first in
        first + 1 < pieces.count ? merging(pieces[first], pieces[first + 1], by: precedes) : pieces[first]
      }
    }
    return pieces.first ?? []
  }

  /// `left` and `right`, each sorted by `precedes`, merged into one sorted
  /// array; of equal elements, those of `left` come first.
  ///
  /// - Complexity: O(*n*) comparisons.
  static func merging<Element>(_ left: [Element], _ right: [Element], by precedes: (Element, Element) -> Bool) -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(left.count + right.count)
    var (leftIndex, rightIndex) = (0, 0)
    while leftIndex < left.count, rightIndex < right.count {
      if precedes(right[rightIndex], left[leftIndex]) {
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
