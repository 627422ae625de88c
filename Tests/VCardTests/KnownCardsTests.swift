import Testing
@testable import VCard

@Suite struct KnownCardsTests {
  private static func card(_ name: String) -> [UInt8] { Array("BEGIN:VCARD\r\nFN:\(name)\r\nEND:VCARD\r\n".utf8) }

  /// Passing over the cards a reader knows gives what reading every line
  /// gives — sources, problems, first lines, head and tail — when every
  /// card is known, when a cut falls inside a card (a nested `AGENT`
  /// card's end, at one depth or two) before a known one, with text
  /// between cards, in a wrapper, with every line end, a byte-order mark,
  /// UTF-16, a known card twice, no line end at the end, and no card.
  @Test(arguments: [1, 2])
  func passingOverKnownCardsReadsAsReadingEveryLine(parts: Int) {
    let card = Self.card
    let text = { (text: String) in Array(text.utf8) }
    let nested = text("BEGIN:VCARD\r\nFN:Outer\r\nAGENT:BEGIN:VCARD\r\nFN:Inner\r\nEND:VCARD\r\n")
    let twice = text("BEGIN:VCARD\r\nFN:Outer\r\nAGENT:BEGIN:VCARD\r\nFN:Mid\r\nAGENT:BEGIN:VCARD\r\nFN:Inner\r\nEND:VCARD\r\n")
    let many = (0..<10).flatMap { card("\($0)") }
    let lineEnds = { (end: String) in text(String(decoding: many, as: UTF8.self).replacing("\r\n", with: end)) }
    let files: [[UInt8]] = [
      many,
      card("A") + nested + card("B") + card("C") + card("0"),
      card("A") + twice + card("B") + text("END:VCARD\r\nEND:VCARD\r\n") + card("C") + card("0"),
      card("A") + text("junk\r\n") + card("B") + card("C") + text("\r\n") + card("0") + card("1"),
      text("BEGIN:VADDRESSBOOK\r\n") + card("A") + card("B") + card("C") + text("END:VADDRESSBOOK\r\n"),
      lineEnds("\n"), lineEnds("\r"), lineEnds("\r\r\n"),
      [0xEF, 0xBB, 0xBF] + many,
      [0xFF, 0xFE] + String(decoding: many, as: UTF8.self).utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
      card("A") + card("A") + card("B") + card("A"),
      many + text("BEGIN:VCARD\r\nFN:Z\r\nEND:VCARD"),
      [], text("\r\n"),
    ]
    let known = Set((0..<10).map { card("\($0)") } + ["A", "B", "C"].map(card))
    for (index, file) in files.enumerated() {
      let whole = VCardParser.parse(file)
      let (result, lines) = VCardParser.cards(file, parts: parts) { known.contains(Array($0)) }
      #expect(result.problems == whole.problems, "file \(index)")
      #expect(result.sources.map(\.indices) == whole.sources.map(\.indices), "file \(index)")
      #expect(lines == whole.cards.map(\.line), "file \(index)")
      #expect([result.head.indices, result.tail.indices] == [whole.head.indices, whole.tail.indices], "file \(index)")
    }
  }

  /// A known card's lines are not read: one that would have a warning
  /// read (which no known card has) gives none, while the same card not
  /// known does; the cards around are read as ever.
  @Test func aKnownCardIsNotRead() {
    let repaired = Array("BEGIN:VCARD\r\nFN:Caf".utf8) + [0xE9] + Array("\r\nEND:VCARD\r\n".utf8)
    let file = Self.card("A") + repaired + Self.card("B") + Self.card("C")
    let (known, _) = VCardParser.cards(file, parts: 1) { [repaired, Self.card("B"), Self.card("C")].contains(Array($0)) }
    let (unknown, _) = VCardParser.cards(file, parts: 1) { [Self.card("B"), Self.card("C")].contains(Array($0)) }
    #expect(known.problems.isEmpty)
    #expect(unknown.problems.map(\.line) == [5])
    #expect(known.sources.map(\.indices) == unknown.sources.map(\.indices))
  }
}
