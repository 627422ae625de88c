import VCard

/// UIDs for cards that have none.
enum GeneratedID {
  /// A UUID string (RFC 9562 version 8, upper-case like Foundation's) derived
  /// from the card's properties and its line: the same file read twice gives
  /// the same ids, and identical cards on different lines different ones.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the card.
  static func uuid(for card: Card) -> String {
    var first = Hash(seed: 0xCBF2_9CE4_8422_2325)
    var second = Hash(seed: 0x6C62_272E_07BB_0142)
    func add(_ text: String) {
      var text = text
      text.withUTF8 { bytes in
        for byte in bytes {
          first.add(byte)
          second.add(byte)
        }
      }
    }
    // The key: the line and a line break, then the content lines as written, one per line.
    add(String(card.line) + "\n")
    for (index, property) in card.properties.enumerated() {
      if index > 0 { add("\n") }
      add(VCardWriter.contentLine(property))
    }
    var bytes = withUnsafeBytes(of: (first.finished.bigEndian, second.finished.bigEndian)) { Array($0) }
    bytes[6] = bytes[6] & 0x0F | 0x80
    bytes[8] = bytes[8] & 0x3F | 0x80
    return uuidText(bytes)
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
