import Testing
import VCard

/// Thousands of corrupted fixtures: the parser never traps, and a card the
/// corruption did not touch is still returned.
@Suite struct MutationTests {
  /// A small deterministic generator, so a failure can be replayed.
  private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  private static let junk: [[UInt8]] = [
    Array("BEGIN:VCARD\r\n".utf8), Array("END:VCARD\n".utf8), Array(":;=\",\\".utf8), [0xFF, 0xFE, 0x00],
    [0xC3], [0xF0, 0x9F], Array("=\r\n".utf8), Array("\r\n ".utf8), Array(";ENCODING=QUOTED-PRINTABLE".utf8),
    Array("\"".utf8), Array("item1.".utf8), [0x0D], [0x09],
  ]

  private func mutate(_ bytes: [UInt8], using rng: inout SplitMix) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...4, using: &rng) where !bytes.isEmpty {
      let position = Int.random(in: 0..<bytes.count, using: &rng)
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: bytes.removeSubrange(position...)
      case 1: bytes[position] ^= UInt8.random(in: 1...255, using: &rng)
      case 2: bytes.insert(contentsOf: Self.junk.randomElement(using: &rng)!, at: position)
      case 3: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...40, using: &rng)))
      case 4:
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        var edited = Array(lines)
        let line = Int.random(in: 0..<edited.count, using: &rng)
        if Bool.random(using: &rng) { edited.remove(at: line) } else { edited.insert(edited[line], at: line) }
        bytes = Array(edited.joined(separator: [0x0A]))
      default:
        bytes.insert(contentsOf: (0..<Int.random(in: 1...20, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }, at: position)
      }
    }
    return bytes
  }

  @Test func corruptedFixturesNeverTrap() {
    var rng = SplitMix(state: 0x5EED)
    var cardsRead = 0
    for name in Fixtures.names {
      let original = Fixtures.bytes(name)
      for _ in 0..<600 {
        let result = VCardParser.parse(mutate(original, using: &rng))
        cardsRead += result.cards.count
        for problem in result.problems { #expect(problem.line >= 1) }
      }
    }
    #expect(cardsRead > 0)
  }

  @Test func aGoodCardSurvivesCorruptionOfItsNeighbours() throws {
    var rng = SplitMix(state: 42)
    let good = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Survivor\r\nEMAIL:s@example.com\r\nEND:VCARD\r\n".utf8)
    for name in Fixtures.names {
      for _ in 0..<300 {
        let before = mutate(Fixtures.bytes(name), using: &rng)
        let after = mutate(Fixtures.bytes(name), using: &rng)
        // A line break before and an empty line after keep the good card on
        // lines of its own; an unterminated card before it is closed by its BEGIN.
        let result = VCardParser.parse(before + Array("\r\n".utf8) + good + Array("\r\n".utf8) + after)
        let survivors = result.cards.filter { $0.first("FN")?.value == "Survivor" }
        #expect(survivors.contains { $0.properties.count == 2 }, "lost beside \(name)")
      }
    }
  }

  @Test func randomBytesNeverTrap() {
    var rng = SplitMix(state: 7)
    for length in 0..<2000 {
      let bytes = (0..<length % 300).map { _ in UInt8.random(in: 0...255, using: &rng) }
      _ = VCardParser.parse(bytes)
      _ = VCardParser.parse(Array("BEGIN:VCARD\n".utf8) + bytes)
    }
  }
}
