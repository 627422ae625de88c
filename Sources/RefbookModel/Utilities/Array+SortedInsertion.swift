extension Array where Element: Comparable {
  /// The first index whose element is not less than `element` (where it
  /// would be inserted to keep the array sorted).
  ///
  /// - Precondition: The array is sorted.
  /// - Complexity: O(log n) comparisons.
  func sortedInsertionIndex(of element: Element) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = low + (high - low) / 2
      if self[middle] < element { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The index of `element` in the sorted array, if it is there.
  ///
  /// - Complexity: O(log n) comparisons.
  func sortedIndex(of element: Element) -> Int? {
    let index = sortedInsertionIndex(of: element)
    return index < count && self[index] == element ? index : nil
  }

  /// Inserts `element`, keeping the array sorted.
  ///
  /// - Complexity: O(log n) comparisons and O(n) element moves.
  mutating func insert(sorted element: Element) {
    insert(element, at: sortedInsertionIndex(of: element))
  }

  /// Removes `element` if present, keeping the array sorted.
  ///
  /// - Complexity: O(log n) comparisons and O(n) element moves.
  mutating func remove(sorted element: Element) {
    if let index = sortedIndex(of: element) { remove(at: index) }
  }

  /// Removes the elements of `removed` that are present and inserts those
  /// of `inserted`, keeping the array sorted: element by element for a few,
  /// else in one merge.
  ///
  /// - Precondition: The array is sorted.
  /// - Complexity: For r removed and i inserted, O((r + i) log n)
  ///   comparisons and O((r + i) · n) moves when r + i ≤ 8; otherwise
  ///   O((r + i) log (r + i)) comparisons to sort them and O(n + i) moves.
  mutating func replace(sorted removed: [Element], with inserted: [Element]) {
    guard removed.count + inserted.count > 8 else {
      for element in removed { remove(sorted: element) }
      for element in inserted { insert(sorted: element) }
      return
    }
    let removed = removed.sorted()
    let inserted = inserted.sorted()
    var merged: [Element] = []
    merged.reserveCapacity(count + inserted.count)
    var nextRemoved = 0
    var nextInserted = 0
    for element in self {
      while nextRemoved < removed.count && removed[nextRemoved] < element { nextRemoved += 1 }
      if nextRemoved < removed.count && removed[nextRemoved] == element {
        nextRemoved += 1
        continue
      }
      while nextInserted < inserted.count && inserted[nextInserted] < element {
        merged.append(inserted[nextInserted])
        nextInserted += 1
      }
      merged.append(element)
    }
    merged.append(contentsOf: inserted[nextInserted...])
    self = merged
  }
}
