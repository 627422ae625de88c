import RefbookModel

/// How the list offers the sort orders: `s` cycles through them, and the
/// header names the current one.
extension SortOrder {
  /// The order after this one, cycling back to the first: what the `s` key does.
  ///
  /// - Complexity: O(1).
  var next: SortOrder {
    let all = SortOrder.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }
}
