extension Array {
  /// The first index whose element does not precede `element` (where it
  /// would be inserted to keep the array sorted by `precedes`).
  ///
  /// - Precondition: The array is sorted by `precedes`.
  /// - Complexity: O(log n) comparisons.
  public func sortedInsertionIndex(of element: Element, by precedes: (Element, Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = low + (high - low) / 2
      if precedes(self[middle], element) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Inserts the elements of `inserted`, keeping the array sorted by
  /// `precedes`: one by one for a few, else in one merge.
  ///
  /// - Precondition: The array is sorted by `precedes`.
  /// - Complexity: For i inserted, O(i log n) comparisons and O(i · n)
  ///   moves when i ≤ 8; otherwise O(i log i) comparisons to sort them and
  ///   O(n + i) comparisons and moves.
  mutating func insert(sorted inserted: [Element], by precedes: (Element, Element) -> Bool) {
    guard inserted.count > 8 else {
      for element in inserted { insert(element, at: sortedInsertionIndex(of: element, by: precedes)) }
      return
    }
    self = SortedMerge.merging(self, inserted.sorted(by: precedes), by: precedes)
  }
}

extension Array where Element: Hashable {
  /// The index of `element` in the array sorted by `precedes`, if it is
  /// there.
  ///
  /// - Precondition: The array is sorted by `precedes`, and no two of its
  ///   elements are equal, or ordered alike.
  /// - Complexity: O(log n) comparisons.
  func sortedIndex(of element: Element, by precedes: (Element, Element) -> Bool) -> Int? {
    let index = sortedInsertionIndex(of: element, by: precedes)
    return index < count && self[index] == element ? index : nil
  }

  /// Removes the elements of `removed` that are present, keeping the array
  /// sorted by `precedes`: found by binary search for a few, else in one
  /// pass.
  ///
  /// - Precondition: As ``sortedIndex(of:by:)``.
  /// - Complexity: For r removed, O(r log n) comparisons and O(r · n)
  ///   moves when r ≤ 8; otherwise O(n + r) hashes and moves.
  mutating func remove(sorted removed: [Element], by precedes: (Element, Element) -> Bool) {
    guard removed.count > 8 else {
      for element in removed {
        if let index = sortedIndex(of: element, by: precedes) { remove(at: index) }
      }
      return
    }
    let removed = Set(removed)
    removeAll(where: removed.contains)
  }
}
