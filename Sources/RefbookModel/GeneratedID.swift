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
    let key = "\(card.line)\n" + card.properties.map(VCardWriter.contentLine).joined(separator: "\n")
    for byte in key.utf8 {
      first.add(byte)
      second.add(byte)
    }
    var bytes = withUnsafeBytes(of: first.finished.bigEndian) { Array($0) }
      + withUnsafeBytes(of: second.finished.bigEndian) { Array($0) }
    bytes[6] = bytes[6] & 0x0F | 0x80
    bytes[8] = bytes[8] & 0x3F | 0x80
    let hex = bytes.map { byte in String(byte, radix: 16, uppercase: true).leftPadded(to: 2) }
    return [hex[0..<4], hex[4..<6], hex[6..<8], hex[8..<10], hex[10..<16]].map { $0.joined() }.joined(separator: "-")
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
      var z = state &+ 0x9E37_79B9_7F4A_7C15
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
