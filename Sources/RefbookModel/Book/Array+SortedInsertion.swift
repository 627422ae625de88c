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
}
