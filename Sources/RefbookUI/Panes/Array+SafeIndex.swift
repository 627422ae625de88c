extension Array {
  /// The element at `index`, or `nil` when there is none: a field's slot
  /// may point past the end of its list after an undo.
  ///
  /// - Complexity: O(1).
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
