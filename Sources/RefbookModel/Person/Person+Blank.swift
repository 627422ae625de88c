extension Person {
  /// The label ``displayName`` shows, or `nil` when the card has nothing to
  /// name the person by.
  var nameForDisplay: String? {
    let name = displayName
    return name.isEmpty ? nil : name
  }

  /// `text` without surrounding white space, or `nil` when nothing is left.
  static func nonBlank(_ text: String) -> String? {
    let trimmed = text.trimmingWhitespace()
    return trimmed.isEmpty ? nil : trimmed
  }
}
