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
  static func keys(of person: some OutlineFields, countryCode: String?) -> [DuplicateKey] {
    var table = DuplicateKeyTable()
    table.appendKeys(of: person, countryCode: countryCode)
    return table.keys(ofPerson: 0).map(table.key)
  }

  /// An email address trimmed and lower-cased; `nil` when blank. Plain
  /// ASCII, as nearly every address is, costs one pass over its bytes, and
  /// one already trimmed and in lower case is kept as it is.
  static func emailKey(_ email: String) -> String? {
    var email = email
    guard email.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) else {
      let key = email.trimmingWhitespace().lowercased()
      return key.isEmpty ? nil : key
    }
    let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
    let isUpper = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    let shape = email.withUTF8 { bytes -> (trimmed: ClosedRange<Int>, count: Int, hasUpper: Bool)? in
      guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else {
        return nil
      }
      return (first...last, bytes.count, bytes[first...last].contains(where: isUpper))
    }
    guard let shape else { return nil }
    if shape.trimmed.count == shape.count, !shape.hasUpper { return email }
    return email.withUTF8 { bytes in
      String(unsafeUninitializedCapacity: shape.trimmed.count) { buffer in
        for (offset, byte) in bytes[shape.trimmed].enumerated() { buffer[offset] = TextFolding.foldedASCII(byte) }
        return shape.trimmed.count
      }
    }
  }

  /// The domain of an email key (what follows its last `@`); `nil` when
  /// there is no `@` or nothing follows it.
  static func domain(ofEmailKey key: String) -> String? {
    var key = key
    return key.withUTF8 { bytes in
      guard let at = bytes.lastIndex(of: UInt8(ascii: "@")), at + 1 < bytes.count else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[(at + 1)...]), as: UTF8.self)
    }
  }
}
