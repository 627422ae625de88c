extension String {
  /// This text with each escape — `escape` and the character after it —
  /// replaced by what `meanings` gives that character; an escape before a
  /// character it does not list, or at the end, stays as it is.
  ///
  /// ```swift
  /// "a^nb^^".unescaped(by: "^", ["n": "\n", "^": "^"])   // "a\nb^"
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text; the text itself when
  ///   it holds no `escape`.
  public func unescaped(by escape: Unicode.Scalar, _ meanings: [Unicode.Scalar: String]) -> String {
    guard unicodeScalars.contains(escape) else { return self }
    var out = ""
    var scalars = unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == escape else {
        out.unicodeScalars.append(scalar)
        continue
      }
      let next = scalars.next()
      if let next, let meaning = meanings[next] {
        out += meaning
      } else {
        out.unicodeScalars.append(escape)
        if let next { out.unicodeScalars.append(next) }
      }
    }
    return out
  }
}
