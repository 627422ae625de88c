/// White space as `Character.isWhitespace` has it (line breaks included).
extension StringProtocol {
  /// The text without leading and trailing white space (as
  /// `Character.isWhitespace` has it, line breaks included).
  ///
  /// - Complexity: O(*n*).
  public func trimmingWhitespace() -> String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }

  /// Whether the text is empty or only white space.
  var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
