import Synchronization
import Testing
@testable import VCard

@Suite struct KnownCardsTests {
  private static func card(_ name: String) -> [UInt8] { Array("BEGIN:VCARD\r\nFN:\(name)\r\nEND:VCARD\r\n".utf8) }

  /// Passing over the cards a reader knows gives what reading every line
  /// gives — sources, problems, first lines, head and tail — when every
  /// card is known, when a cut falls inside a card (a nested `AGENT`
  /// card's end) before a known one, with text between cards, and in a
  /// wrapper.
  @Test(arguments: [1, 2])
  func passingOverKnownCardsReadsAsReadingEveryLine(parts: Int) {
    let card = Self.card
    let nested = Array("BEGIN:VCARD\r\nFN:Outer\r\nAGENT:BEGIN:VCARD\r\nFN:Inner\r\nEND:VCARD\r\n".utf8)
    let files: [[UInt8]] = [
      (0..<10).flatMap { card("\($0)") },
      card("A") + nested + card("B") + card("C"),
      card("A") + Array("junk\r\n".utf8) + card("B") + card("C") + Array("\r\n".utf8) + card("0") + card("1"),
      Array("BEGIN:VADDRESSBOOK\r\n".utf8) + card("A") + card("B") + card("C") + Array("END:VADDRESSBOOK\r\n".utf8),
    ]
    let known = Set((0..<10).map { card("\($0)") } + ["A", "B", "C"].map(card))
    for (index, file) in files.enumerated() {
      let passedOver = Atomic(0)
      let whole = VCardParser.parse(file)
      let (result, lines) = VCardParser.cards(file, parts: parts) { bytes in
        guard known.contains(Array(bytes)) else { return false }
        passedOver.add(1, ordering: .relaxed)
        return true
      }
      #expect(result.problems == whole.problems, "file \(index)")
      #expect(result.sources.map(\.indices) == whole.sources.map(\.indices), "file \(index)")
      #expect(lines == whole.cards.map(\.line), "file \(index)")
      #expect([result.head.indices, result.tail.indices] == [whole.head.indices, whole.tail.indices], "file \(index)")
      #expect(passedOver.load(ordering: .relaxed) > 0, "file \(index)")
    }
  }
}
