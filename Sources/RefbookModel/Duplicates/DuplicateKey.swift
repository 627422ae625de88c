/// One thing a person has that, shared with another person, makes them
/// probably one: what ``DuplicateFinder`` buckets persons by.
struct DuplicateKey: Hashable, Sendable {
  let kind: DuplicateReason.Kind
  /// The email address, phone number, organization or email domain, normalized.
  let value: String
  /// The name, normalized (see ``NameKey``), for the name kinds; else empty.
  let name: String

  /// Every key of `person`, without repeats, in a stable order:
  ///
  /// - each email address, trimmed and lower-cased (`Hans@Example.ORG` →
  ///   `hans@example.org`);
  /// - each phone number of at least five digits, as ``PhoneNumberKey``
  ///   writes it;
  /// - each of the person's names (see ``NameKey``) with its organization
  ///   (folded as names are, its first component only) and with each
  ///   email domain.
  ///
  /// Only fields a ``StoredPerson/outline`` holds are read.
  ///
  /// - Complexity: O(*m*) in the size of those fields, times the number of
  ///   names for the name kinds.
  static func keys(of person: Person, countryCode: String?) -> [DuplicateKey] {
    var keys: [DuplicateKey] = []
    let emails = person.emails.map { $0.value.trimmingWhitespace().lowercased() }.filter { !$0.isEmpty }
    keys += emails.map { DuplicateKey(kind: .email, value: $0, name: "") }
    keys += person.phones.compactMap { PhoneNumberKey.normalized($0.value, countryCode: countryCode) }
      .map { DuplicateKey(kind: .phone, value: $0, name: "") }
    let names = NameKey.keys(of: person)
    if !names.isEmpty {
      let organization = NameKey.words(of: person.organization.first ?? "").joined(separator: " ")
      let domains = emails.compactMap { email in email.lastIndex(of: "@").map { String(email[$0...].dropFirst()) } }
        .filter { !$0.isEmpty }
      for name in names {
        if !organization.isEmpty { keys.append(DuplicateKey(kind: .nameAndOrganization, value: organization, name: name)) }
        keys += domains.map { DuplicateKey(kind: .nameAndDomain, value: $0, name: name) }
      }
    }
    var seen = Set<DuplicateKey>()
    return keys.filter { seen.insert($0).inserted }
  }
}
