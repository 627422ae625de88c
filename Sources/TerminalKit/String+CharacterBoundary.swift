extension String {
  /// `index` moved down to the start of the character (grapheme cluster) it
  /// falls in; unchanged if it is already a boundary or outside the string.
  ///
  /// Edits can join characters (a combining mark typed after a letter, a
  /// regional indicator before another) or split them, so an index computed
  /// before an edit may fall inside a character afterwards.
  ///
  /// - Complexity: O(*k*) for a character of *k* scalars.
  func characterBoundary(atOrBefore index: Index) -> Index {
    guard index > startIndex, index < endIndex else { return Swift.min(Swift.max(index, startIndex), endIndex) }
    // `index(after:)` rounds a misaligned index down before it advances.
    return self.index(before: self.index(after: index))
  }

  /// `index` moved up to the end of the character it falls in; unchanged if
  /// it is already a boundary.
  ///
  /// - Complexity: O(*k*) for a character of *k* scalars.
  func characterBoundary(atOrAfter index: Index) -> Index {
    let start = characterBoundary(atOrBefore: index)
    return start == index ? start : self.index(after: start)
  }

  /// The index `offset` UTF-8 bytes from the start, clamped to the string
  /// and moved down to a character boundary.
  ///
  /// - Complexity: O(*k*) for a character of *k* scalars (native strings).
  func characterBoundary(atUTF8Offset offset: Int) -> Index {
    let clamped = Swift.min(Swift.max(0, offset), utf8.count)
    return characterBoundary(atOrBefore: utf8.index(startIndex, offsetBy: clamped))
  }

  /// The UTF-8 offset of `index`.
  ///
  /// - Complexity: O(1) for native strings.
  func utf8Offset(of index: Index) -> Int {
    utf8.distance(from: startIndex, to: index)
  }
}
