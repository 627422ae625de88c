extension OutlineFields {
  /// The name to show for this person: the formatted name, or else the
  /// structured name, a nickname, the organization, the first email, the
  /// first phone — the first of these that is not blank — or `""` when the
  /// person has none of them.
  ///
  /// A structured name is shown as ``PersonName/composed`` has it.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the fields consulted.
  public var displayName: String {
    // Each candidate is computed only when those before it are blank.
    if let text = Person.nonBlank(formattedName) { return text }
    if let text = Person.nonBlank(name.composed) { return text }
    if let text = nicknames.first.flatMap(Person.nonBlank) { return text }
    if let text = organization.first(where: { !$0.isBlank }).flatMap(Person.nonBlank) { return text }
    if let text = emails.first.flatMap({ Person.nonBlank($0.value) }) { return text }
    return phones.first.flatMap { Person.nonBlank($0.value) } ?? ""
  }

  /// The label ``displayName`` shows, or `nil` when the card has nothing to
  /// name the person by.
  var nameForDisplay: String? {
    let name = displayName
    return name.isEmpty ? nil : name
  }
}

extension Unicode.Scalar {
  /// Han, Hiragana, Katakana and Hangul: scripts whose names take no spaces.
  var isWrittenWithoutSpaces: Bool {
    switch value {
    case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x3134F:
      true
    default:
      false
    }
  }
}
