/// The keys of many persons (see ``DuplicateKey``), one after another in
/// one buffer of bytes, each hashed once when it is added: what
/// ``DuplicateFinder`` sorts and compares, without two strings and an
/// array element per key.
///
/// A key is stored as its kind (one byte), its value's length in bytes
/// (four bytes), its value's UTF-8 and its name's UTF-8, so two keys are
/// equal exactly when their bytes are.
struct DuplicateKeyTable: Sendable {
  /// Every key's bytes.
  private var bytes: [UInt8] = []
  /// Where each key ends in `bytes`; a key starts where the one before ends.
  private var keyEnds: [Int] = []
  /// Each key's hash: equal keys have equal hashes.
  private(set) var hashes: [UInt64] = []
  /// Where each person's keys end among the keys.
  private var personEnds: [Int] = []
  /// The names' keys, and their words folded so far.
  private var names = NameKey()

  init() {}

  /// The tables of `pieces` one after another: their persons numbered on
  /// from the persons of the pieces before.
  ///
  /// - Complexity: O(*b* + *k*) for *b* bytes of *k* keys.
  init(joining pieces: [DuplicateKeyTable]) {
    for piece in pieces {
      let (byteOffset, keyOffset) = (bytes.count, keyEnds.count)
      bytes += piece.bytes
      keyEnds += piece.keyEnds.lazy.map { $0 + byteOffset }
      hashes += piece.hashes
      personEnds += piece.personEnds.lazy.map { $0 + keyOffset }
    }
  }

  /// How many persons' keys the table holds.
  var personCount: Int { personEnds.count }

  /// The keys of the person numbered `person` (in the order added).
  func keys(ofPerson person: Int) -> Range<Int> {
    (person == 0 ? 0 : personEnds[person - 1])..<personEnds[person]
  }

  /// Whether the keys numbered `a` and `b` are equal: their hashes, then
  /// their bytes.
  func keysAreEqual(_ a: Int, _ b: Int) -> Bool {
    hashes[a] == hashes[b] && bytes[byteRange(ofKey: a)].elementsEqual(bytes[byteRange(ofKey: b)])
  }

  /// The key numbered `key`, read back from its bytes.
  func key(_ key: Int) -> DuplicateKey {
    let range = byteRange(ofKey: key)
    let valueStart = range.lowerBound + 5
    let valueEnd = valueStart + bytes[range.lowerBound + 1..<valueStart].reversed().reduce(0) { $0 << 8 | Int($1) }
    return DuplicateKey(
      kind: DuplicateReason.Kind.allCases[Int(bytes[range.lowerBound])],
      value: String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self),
      name: String(decoding: bytes[valueEnd..<range.upperBound], as: UTF8.self))
  }

  private func byteRange(ofKey key: Int) -> Range<Int> {
    (key == 0 ? 0 : keyEnds[key - 1])..<keyEnds[key]
  }

  /// Adds every key of `person`, without repeats, in a stable order, as
  /// the next person's:
  ///
  /// - each email address, trimmed and lower-cased (`Hans@Example.ORG` →
  ///   `hans@example.org`, see ``DuplicateKey/emailKey(_:)``);
  /// - each phone number of at least five digits, as ``PhoneNumberKey``
  ///   writes it, reading national numbers as `countryCode`'s;
  /// - each of the person's names (see ``NameKey``) with its organization
  ///   (folded as names are, its first component only) and with each
  ///   email domain.
  ///
  /// - Complexity: O(*m*) in the size of those fields, times the number of
  ///   names for the name kinds, plus O(*k*²) for *k* keys (a handful) to
  ///   drop repeats.
  mutating func appendKeys(of person: some OutlineFields, countryCode: String?) {
    let emails = person.emails.compactMap { DuplicateKey.emailKey($0.value) }
    for email in emails { add(.email, value: email) }
    for phone in person.phones {
      if let number = PhoneNumberKey.normalized(phone.value, countryCode: countryCode) { add(.phone, value: number) }
    }
    let organization = names.words(of: person.organization.first ?? "").joined(separator: " ")
    let domains = emails.compactMap(DuplicateKey.domain(ofEmailKey:))
    // Names count only with an organization or a domain: skip folding them otherwise.
    if !organization.isEmpty || !domains.isEmpty {
      for name in names.keys(of: person) {
        if !organization.isEmpty { add(.nameAndOrganization, value: organization, name: name) }
        for domain in domains { add(.nameAndDomain, value: domain, name: name) }
      }
    }
    personEnds.append(keyEnds.count)
  }

  /// Adds a key to the person being added, unless that person has it already.
  private mutating func add(_ kind: DuplicateReason.Kind, value: String, name: String = "") {
    let start = bytes.count
    bytes.append(UInt8(DuplicateReason.Kind.allCases.firstIndex(of: kind)!))
    let valueCount = value.utf8.count
    for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: valueCount >> shift)) }
    bytes += value.utf8
    bytes += name.utf8
    var hasher = Hasher()
    bytes.withUnsafeBytes { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[start...])) }
    let hash = UInt64(bitPattern: Int64(hasher.finalize()))
    let added = bytes[start...]
    for other in (personEnds.last ?? 0)..<keyEnds.count
    where hashes[other] == hash && bytes[byteRange(ofKey: other)].elementsEqual(added) {
      bytes.removeSubrange(start...)
      return
    }
    keyEnds.append(bytes.count)
    hashes.append(hash)
  }
}
