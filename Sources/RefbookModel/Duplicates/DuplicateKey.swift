/// One thing a person has that, shared with another person, makes them
/// probably one: an email address, a phone number, or a name with an
/// organization or an email domain, each normalized (see
/// ``DuplicateKeyTable/appendKeys(of:countryCode:)``). ``DuplicateFinder``
/// works on their bytes in a ``DuplicateKeyTable``; this is a key read back,
/// as a reason shows it.
struct DuplicateKey: Hashable, Sendable {
  let kind: DuplicateReason.Kind
  /// The email address, phone number, organization or email domain, normalized.
  let value: String
  /// The name, normalized (see ``NameKey``), for the name kinds; else empty.
  let name: String

  /// Every key of `person`, without repeats, in the order
  /// ``DuplicateKeyTable/appendKeys(of:countryCode:)`` adds them.
  ///
  /// - Complexity: As ``DuplicateKeyTable/appendKeys(of:countryCode:)``.
  static func keys(of person: Person, countryCode: String?) -> [DuplicateKey] {
    var table = DuplicateKeyTable()
    table.appendKeys(of: person, countryCode: countryCode)
    return table.keys(ofPerson: 0).map(table.key)
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
