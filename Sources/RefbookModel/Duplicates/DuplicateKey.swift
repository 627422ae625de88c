/// One thing a person has that, shared with another person, makes them
/// probably one: what ``DuplicateFinder`` buckets persons by.
///
/// Its hash is computed once, when it is made (on the processor that made
/// it, see ``DuplicateFinder``), so that sorting keys by hash costs no
/// hashing.
struct DuplicateKey: Hashable, Sendable {
  let kind: DuplicateReason.Kind
  /// The email address, phone number, organization or email domain, normalized.
  let value: String
  /// The name, normalized (see ``NameKey``), for the name kinds; else empty.
  let name: String
  /// The key's hash, computed once when it is made: equal keys have
  /// equal fingerprints.
  let fingerprint: Int

  init(kind: DuplicateReason.Kind, value: String, name: String) {
    self.kind = kind
    self.value = value
    self.name = name
    var hasher = Hasher()
    hasher.combine(kind)
    Self.combine(value, into: &hasher)
    Self.combine(name, into: &hasher)
    fingerprint = hasher.finalize()
  }

  /// Feeds `text`'s UTF-8 bytes and their count to `hasher`: a `String`'s
  /// own hash normalizes non-ASCII text first, which keys (already folded,
  /// and compared byte for byte) do not need.
  private static func combine(_ text: String, into hasher: inout Hasher) {
    hasher.combine(text.utf8.count)
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// The fingerprint's bits above `mask`'s (which is all ones below them).
  func prefix(above mask: UInt64) -> UInt64 {
    UInt64(bitPattern: Int64(fingerprint)) & ~mask
  }

  static func == (lhs: DuplicateKey, rhs: DuplicateKey) -> Bool {
    lhs.fingerprint == rhs.fingerprint && lhs.kind == rhs.kind && lhs.value.utf8.elementsEqual(rhs.value.utf8)
      && lhs.name.utf8.elementsEqual(rhs.name.utf8)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(fingerprint)
  }

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
  ///   names for the name kinds, plus O(*k*²) for *k* keys (a handful) to
  ///   drop repeats.
  static func keys(of person: Person, countryCode: String?) -> [DuplicateKey] {
    var keys: [DuplicateKey] = []
    keys.reserveCapacity(16)
    let emails = person.emails.compactMap { emailKey($0.value) }
    keys += emails.map { DuplicateKey(kind: .email, value: $0, name: "") }
    keys += person.phones.compactMap { PhoneNumberKey.normalized($0.value, countryCode: countryCode) }
      .map { DuplicateKey(kind: .phone, value: $0, name: "") }
    let organization = NameKey.words(of: person.organization.first ?? "").joined(separator: " ")
    let domains = emails.compactMap { email in email.utf8.lastIndex(of: UInt8(ascii: "@")).map { String(email[$0...].dropFirst()) } }
      .filter { !$0.isEmpty }
    // Names count only with an organization or a domain: skip folding them otherwise.
    for name in organization.isEmpty && domains.isEmpty ? [] : NameKey.keys(of: person) {
      if !organization.isEmpty { keys.append(DuplicateKey(kind: .nameAndOrganization, value: organization, name: name)) }
      keys += domains.map { DuplicateKey(kind: .nameAndDomain, value: $0, name: name) }
    }
    var unique: [DuplicateKey] = []
    for key in keys where !unique.contains(key) { unique.append(key) }
    return unique
  }

  /// An email address trimmed and lower-cased; `nil` when blank. Plain
  /// ASCII, as nearly every address is, costs one pass over its bytes.
  static func emailKey(_ email: String) -> String? {
    let bytes = email.utf8
    let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      let key = email.trimmingWhitespace().lowercased()
      return key.isEmpty ? nil : key
    }
    guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else {
      return nil
    }
    let trimmed = bytes[first...last]
    guard trimmed.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else {
      return trimmed.count == bytes.count ? email : String(decoding: trimmed, as: UTF8.self)
    }
    return String(decoding: trimmed.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
  }
}
