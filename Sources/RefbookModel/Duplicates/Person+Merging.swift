import VCard

extension Person {
  /// One person holding everything of `persons`, the first one's identity
  /// kept:
  ///
  /// - its id is the first person's; every other id (and every id they had
  ///   recorded themselves) is recorded in ``mergedIDs``, so that an import
  ///   of a card with one of them updates the merged person (see
  ///   ``Addressbook/insertImported(_:mergedIDs:)``);
  /// - emails, phones, addresses, URLs, nicknames and categories are the
  ///   union of all, in order, without repeats: an email repeats one
  ///   already there when it is the same address in any case, a phone when
  ///   it is the same number (``PhoneNumberKey``: `+49 30 1234567` repeats
  ///   `0049 30 1234567`), anything else when it is exactly equal;
  /// - the notes are joined: each line of a later note is appended unless
  ///   the note already has that line;
  /// - formatted name, name, organization, title and birthday are the first
  ///   person's, or where it has none the next one's that has (with their
  ///   kept group and parameters, ``fieldExtras``);
  /// - every other property is kept, in order, without exact repeats;
  ///   except that of the properties a card holds once at most (`KIND`,
  ///   `GENDER`, `ANNIVERSARY`, `PRODID`, `REV`), only the first found is.
  ///
  /// Merging a person into one it was merged into before changes nothing,
  /// so importing again the file duplicates came from is harmless.
  ///
  /// - Precondition: `persons` is not empty.
  /// - Complexity: O(*m*²) in the number of values merged (each is checked
  ///   against those kept; a person holds a handful).
  public init(merging persons: [Person]) {
    precondition(!persons.isEmpty, "Person(merging:) needs a person")
    var merged = persons[0]
    for other in persons.dropFirst() {
      merged.absorb(other)
    }
    self = merged
  }

  /// The single-valued fields: a value, and its vCard name in ``fieldExtras``.
  private static let singleFields: [(any WritableKeyPath<Person, String> & Sendable, String)] = [
    (\.formattedName, "FN"), (\.title, "TITLE"), (\.birthday, "BDAY"),
  ]

  /// The properties a card holds once at most, kept from the first person having one.
  private static let singleProperties: Set<String> = ["KIND", "GENDER", "ANNIVERSARY", "PRODID", "REV"]

  /// `other` merged into this person (see ``init(merging:)``).
  private mutating func absorb(_ other: Person) {
    for (field, key) in Self.singleFields where self[keyPath: field].isBlank && !other[keyPath: field].isBlank {
      self[keyPath: field] = other[keyPath: field]
      fieldExtras[key] = other.fieldExtras[key]
    }
    if name == PersonName(), other.name != PersonName() {
      name = other.name
      fieldExtras["N"] = other.fieldExtras["N"]
    }
    if organization.allSatisfy(\.isBlank), !other.organization.allSatisfy(\.isBlank) {
      organization = other.organization
      fieldExtras["ORG"] = other.fieldExtras["ORG"]
    }
    for key in ["NICKNAME", "CATEGORIES", "NOTE"] where fieldExtras[key] == nil {
      fieldExtras[key] = other.fieldExtras[key]
    }
    emails.appendNew(other.emails) { DuplicateKey.emailKey($0.value) ?? $0.value }
    phones.appendNew(other.phones) { PhoneNumberKey.normalized($0.value, countryCode: nil) ?? $0.value }
    addresses.appendNew(other.addresses) { $0 }
    urls.appendNew(other.urls) { $0 }
    nicknames.appendNew(other.nicknames) { $0 }
    categories.appendNew(other.categories) { $0 }
    var lines = Set(note.split(separator: "\n"))
    for line in other.note.split(separator: "\n") where lines.insert(line).inserted {
      note += note.isEmpty ? String(line) : "\n" + line
    }
    let singles = Set(otherProperties.map(\.name)).intersection(Self.singleProperties)
    otherProperties.appendNew(other.otherProperties.filter { !singles.contains($0.name) }) { $0 }
    otherProperties.removeAll { $0.name == Self.mergedIDProperty && VCardValue.unescape($0.value) == id }
    recordMerged(other.id)
  }
}

extension Array {
  /// Appends each of `others` whose `key` no element has yet.
  ///
  /// - Complexity: O(*n* · *m*), for the small arrays of one person.
  fileprivate mutating func appendNew<Key: Equatable>(_ others: [Element], by key: (Element) -> Key) {
    for element in others where !contains(where: { key($0) == key(element) }) {
      append(element)
    }
  }
}
