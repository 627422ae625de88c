import Foundation

extension Person {
  /// The name to show for this person in lists and messages: the formatted
  /// name, else the given and family names, else the organization, else the
  /// first email address, else `(no name)`.
  ///
  /// Cards with only `N`, only `ORG` or only `EMAIL` still get a sensible
  /// label; the result is never empty.
  public var displayName: String {
    nameForDisplay ?? "(no name)"
  }

  /// The label ``displayName`` shows, or `nil` when the card has nothing to
  /// name the person by.
  var nameForDisplay: String? {
    if let formatted = Person.nonBlank(formattedName) { return formatted }
    let structured = [name.given, name.family].compactMap(Person.nonBlank).joined(separator: " ")
    if !structured.isEmpty { return structured }
    if let organization = organization.first.flatMap(Person.nonBlank) { return organization }
    return emails.first.flatMap { Person.nonBlank($0.value) }
  }

  /// `text` without surrounding white space, or `nil` when nothing is left.
  static func nonBlank(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}
