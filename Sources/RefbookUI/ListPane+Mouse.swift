extension ListPane {
  /// The position in ``view`` of the person drawn on `line` of the pane
  /// (0: its first row) as last arranged; `nil` below the last person.
  ///
  /// - Complexity: O(1).
  func position(atLine line: Int) -> Int? {
    let position = top + line
    return line >= 0 && position < view.count ? position : nil
  }
}
