/// White space as `Character.isWhitespace` has it (line breaks included).
extension StringProtocol {
  /// The text without leading and trailing white space (as
  /// `Character.isWhitespace` has it, line breaks included).
  ///
  /// - Complexity: O(*n*); O(1) to find the ends when the text begins and
  ///   ends with an ASCII byte that is no white space (most names).
  public func trimmingWhitespace() -> String {
    if let first = utf8.first, Self.isSolidASCII(first),
      Self.isSolidASCII(utf8[utf8.index(utf8.startIndex, offsetBy: utf8.count - 1)])
    {
      return String(self)
    }
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }

  /// Whether the text is empty or only white space.
  var isBlank: Bool {
    !utf8.contains(where: Self.isSolidASCII) && allSatisfy(\.isWhitespace)
  }

  /// Whether `byte` is an ASCII character that is no white space. A
  /// character holding such a byte is no white space either: the scalars
  /// that extend a character are never ASCII. (The information separators
  /// U+001C–U+001F count as white space here, to be safe.)
  private static func isSolidASCII(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte < 0x7F
  }
}
