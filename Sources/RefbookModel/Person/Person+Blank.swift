extension Person {
  /// `text` without surrounding white space, or `nil` when nothing is left.
  static func nonBlank(_ text: String) -> String? {
    let trimmed = text.trimmingWhitespace()
    return trimmed.isEmpty ? nil : trimmed
  }
}
