/// What a content line's header — the bytes before its value — tells
/// ``CardSearchText``, read as the parser reads it.
extension CardSearchText {
  /// Whether a header may call for something the parser does besides
  /// taking the value as it is: a quoted parameter (which may hold a `:`),
  /// quoted-printable, base64, any `ENCODING` or `CHARSET`, or an `AGENT`
  /// (a card inside the card), in any case. (It looks for their first four
  /// letters only: a header holding `CHAR` or `BASE` otherwise is rare.)
  static func marksDecoding(_ header: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    if header.contains(UInt8(ascii: "\"")) { return true }
    guard header.count >= 4 else { return false }
    let start = header.base.baseAddress! + header.startIndex
    for offset in 0...(header.count - 4) {
      // ORing 0x20 into a byte makes an ASCII letter lower-case, and leaves
      // no other byte equal to a letter.
      let word = UnsafeRawPointer(start + offset).loadUnaligned(as: UInt32.self) | 0x2020_2020
      if word == quotMark || word == baseMark || word == encoMark || word == charMark || word == agenMark { return true }
    }
    return false
  }

  /// Which properties' values the search text holds.
  enum Searched {
    case none, phone, other
  }

  /// Whether a line with this header may hold a value that the search text
  /// holds: its name — after a group, at the first `.`, as the parser reads
  /// it — is one of the properties the person reads into a field that
  /// ``SearchText`` holds, in any case (`TEL` is a phone, whose digits the
  /// search text holds too). No other line is added to the text.
  static func searchedProperty(_ header: Slice<UnsafeBufferPointer<UInt8>>) -> Searched {
    let nameEnd = header.firstIndex(of: UInt8(ascii: ";")) ?? header.endIndex
    let nameStart = header[..<nameEnd].firstIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? header.startIndex
    let name = header[nameStart..<nameEnd]
    guard name.count <= 10 else { return .none }
    var packed: UInt64 = 0
    for byte in name { packed = packed << 8 | UInt64(uppercased(byte)) }
    return packed == tel ? .phone : searchedNames.contains(packed) ? .other : .none
  }

  /// The names of ``searchedProperty(_:)``, packed as it packs them (a
  /// name longer than eight letters shares its packing with others, which
  /// are then added too); ten compared in turn cost less than one hashed.
  static let searchedNames: [UInt64] =
    ["FN", "N", "NICKNAME", "ORG", "TITLE", "NOTE", "CATEGORIES", "EMAIL", "URL", "ADR"].map(packed)
  static let tel = packed("TEL")

  static func packed(_ name: String) -> UInt64 {
    name.utf8.reduce(0) { $0 << 8 | UInt64($1) }
  }

  /// Whether a line with this header may be an `FN`: its name, after any
  /// group, is `FN` in any case.
  static func mayBeFN(_ header: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    let nameEnd = header.firstIndex(of: UInt8(ascii: ";")) ?? header.endIndex
    let start = nameEnd - 2
    return start >= header.startIndex && (start == header.startIndex || header[start - 1] == UInt8(ascii: "."))
      && uppercased(header[start]) == UInt8(ascii: "F") && uppercased(header[start + 1]) == UInt8(ascii: "N")
  }

  static func uppercased(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "a") < 26 ? byte - 0x20 : byte
  }
}

// The first four letters of each word ``CardSearchText/marksDecoding(_:)``
// looks for, lower-case, as `loadUnaligned` reads them on a little-endian
// machine: literals, so that the loop over a header compares with constants.
private var quotMark: UInt32 { 0x746F_7571 }
private var baseMark: UInt32 { 0x6573_6162 }
private var encoMark: UInt32 { 0x6F63_6E65 }
private var charMark: UInt32 { 0x7261_6863 }
private var agenMark: UInt32 { 0x6E65_6761 }
