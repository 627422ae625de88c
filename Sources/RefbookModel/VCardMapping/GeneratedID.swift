import VCard

/// UIDs for cards that have none: a function of the card's bytes, so that
/// the same file read twice gives the same ids, and another card inserted,
/// removed or changed elsewhere in the file changes no other card's id.
///
/// The bytes are the card's as the file holds them, from its `BEGIN:VCARD`
/// to its `END:VCARD` and that line's end, with two exceptions, so that a
/// program rewriting the file's line ends changes no id: every CR is left
/// out (CRLF, CR CR LF and LF lines give the same id), and a card without a
/// line end after its `END:VCARD` (the last of a file) is taken with one.
/// A file's byte-order mark is not a card's: a UTF-16 file's cards are
/// taken as the UTF-8 the parser reads them as.
///
/// Identical cards of one file (the same bytes) get distinct ids: the
/// *k*-th id is ``uuid(of:repeat:)`` for `repeat` *k*. Which *k* a card
/// gets is ``repeats(ids:generated:source:)``'s rule: the least whose id
/// no card of the file with a `UID` holds and no earlier card without one
/// got; so a card changed and written back with its generated id as its
/// `UID` keeps that id from its twins.
enum GeneratedID {
  /// A UUID string (RFC 9562 version 8, upper-case like Foundation's)
  /// derived from `source`, a card's bytes (taken as the type says), and
  /// `repeat`, which identical cards of a file tell apart by.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the card.
  static func uuid(of source: ArraySlice<UInt8>, repeat: Int = 0) -> Person.ID {
    var first = Hash(seed: 0xCBF2_9CE4_8422_2325)
    var second = Hash(seed: 0x6C62_272E_07BB_0142)
    func add(_ byte: UInt8) {
      first.add(byte)
      second.add(byte)
    }
    // The key: the bytes without CRs, ending with LF; then, for a repeat, `#`, its number and LF.
    var last = UInt8(ascii: "\n")
    source.withUnsafeBufferPointer { bytes in
      for byte in bytes where byte != UInt8(ascii: "\r") {
        add(byte)
        last = byte
      }
    }
    if last != UInt8(ascii: "\n") { add(UInt8(ascii: "\n")) }
    if `repeat` > 0 {
      for byte in "#\(`repeat`)\n".utf8 { add(byte) }
    }
    var bytes = withUnsafeBytes(of: (first.finished.bigEndian, second.finished.bigEndian)) { Array($0) }
    bytes[6] = bytes[6] & 0x0F | 0x80
    bytes[8] = bytes[8] & 0x3F | 0x80
    return uuidText(bytes)
  }

  /// The id of a card that was not read from bytes (made by a program):
  /// that of the bytes ``VCardWriter`` writes of it, in its version (4.0
  /// when it has none this build writes), so that reading those bytes
  /// back gives it the same id.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the card.
  static func uuid(for card: Card) -> Person.ID {
    let version = card.version.flatMap(VCardVersion.init(rawValue:)) ?? .v4
    return uuid(of: VCardWriter.bytes(CollectionOfOne(card), version: version)[...])
  }

  /// Which repeat each card of a file whose id is generated gets, where it
  /// is not the first (see ``GeneratedID``): `ids` are the ids of the
  /// file's cards in order, those of the cards at `generated` (rising)
  /// generated for repeat 0 from their bytes, `source(index)`.
  ///
  /// - Returns: the repeat and id of each card that gets another than
  ///   repeat 0, by its index.
  /// - Complexity: O(*n*) for *n* cards when some card's id is generated
  ///   (hashing each generated id, and each UID that could be one); O(1)
  ///   when none is.
  static func repeats(
    ids: [Person.ID], generated: [Int], source: (Int) -> ArraySlice<UInt8>
  ) -> [Int: (repeat: Int, id: Person.ID)] {
    guard !generated.isEmpty else { return [:] }
    // The UIDs that could be generated ids (written back): the others cannot meet one.
    var taken = Set<Person.ID>()
    var next = generated.startIndex
    for (index, id) in ids.enumerated() {
      if next < generated.endIndex, generated[next] == index {
        next += 1
      } else if mightBeGenerated(id) {
        taken.insert(id)
      }
    }
    var repeats: [Int: (repeat: Int, id: Person.ID)] = [:]
    for index in generated {
      var (k, id) = (0, ids[index])
      while !taken.insert(id).inserted {
        k += 1
        id = uuid(of: source(index), repeat: k)
      }
      if k > 0 { repeats[index] = (k, id) }
    }
    return repeats
  }

  /// Whether `id` could be a generated id: 36 bytes, the 15th an `8` (the
  /// UUID's version).
  private static func mightBeGenerated(_ id: Person.ID) -> Bool {
    let utf8 = id.utf8
    guard utf8.count == 36 else { return false }
    return utf8[utf8.index(utf8.startIndex, offsetBy: 14)] == UInt8(ascii: "8")
  }

  /// The 16 bytes as upper-case hex in the 8-4-4-4-12 layout.
  private static func uuidText(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(36)
    for (index, byte) in bytes.enumerated() {
      if index == 4 || index == 6 || index == 8 || index == 10 { text.append(UInt8(ascii: "-")) }
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// FNV-1a, finished with the SplitMix64 mixer.
  private struct Hash {
    var state: UInt64

    init(seed: UInt64) {
      state = seed
    }

    mutating func add(_ byte: UInt8) {
      state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    var finished: UInt64 {
      SplitMix64.mix(state &+ SplitMix64.increment)
    }
  }
}
