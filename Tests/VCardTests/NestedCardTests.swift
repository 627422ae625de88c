import Testing
import VCard

/// A vCard 2.1 `AGENT` whose value is a whole card on the following lines.
@Suite struct NestedCardTests {
  private let file = """
    BEGIN:VCARD\r
    VERSION:2.1\r
    FN:Parent\r
    item1.AGENT;X-KIND=assistant:BEGIN:VCARD\r
    VERSION:2.1\r
    FN:Agent\r
    N:Smith;Ann\r
    AGENT:BEGIN:VCARD\r
    FN:Agent's agent\r
    END:VCARD\r
    END:VCARD\r
    TEL:+1 555 0100\r
    END:VCARD\r
    BEGIN:VCARD\r
    FN:Next\r
    END:VCARD\r

    """

  @Test("AGENT: alone on its line, the card on the next lines (as in the vCard 2.1 specification)")
  func anAgentWhoseCardStartsOnTheNextLine() throws {
    let result = VCardParser.parse(
      "BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Parent\r\nAGENT:\r\nBEGIN:VCARD\r\nVERSION:2.1\r\nN:Friday;Fred\r\n"
        + "END:VCARD\r\nTEL:+1 555 0100\r\nEND:VCARD\r\n")
    #expect(result.problems.isEmpty)
    let parent = try #require(result.cards.first)
    #expect(result.cards.count == 1)
    #expect(parent.properties.map(\.name) == ["FN", "AGENT", "TEL"])
    #expect(VCardValue.unescape(parent.first("AGENT")?.value ?? "") == "BEGIN:VCARD\nVERSION:2.1\nN:Friday;Fred\nEND:VCARD")
  }

  @Test func theParentKeepsEveryPropertyAndTheAgentAsOneValue() throws {
    let result = VCardParser.parse(file)
    #expect(result.problems.isEmpty)
    #expect(result.cards.map(\.line) == [1, 14])
    let parent = try #require(result.cards.first)
    #expect(parent.properties.map(\.name) == ["FN", "AGENT", "TEL"])
    let agent = try #require(parent.first("AGENT"))
    #expect(agent.group == "item1")
    #expect(agent.parameters == [VCardParameter(name: "X-KIND", values: ["assistant"])])
    #expect(VCardValue.unescape(agent.value) == """
      BEGIN:VCARD
      VERSION:2.1
      FN:Agent
      N:Smith;Ann
      AGENT:BEGIN:VCARD
      FN:Agent's agent
      END:VCARD
      END:VCARD
      """)
    #expect(result.cards.last?.first("FN")?.value == "Next")
  }

  @Test func theAgentIsWrittenAsVersion3TextAndReadsBackUnchanged() throws {
    let cards = VCardParser.parse(file).cards
    let agent = try #require(cards.first?.first("AGENT"))
    #expect(VCardWriter.contentLine(agent).hasPrefix(#"item1.AGENT;X-KIND=assistant:BEGIN:VCARD\nVERSION:2.1\nFN:Agent\nN:Smith\;Ann\n"#))
    let text = VCardWriter.write(cards, version: .v3)
    let reread = VCardParser.parse(text)
    #expect(reread.problems.isEmpty)
    #expect(reread.cards.map(\.properties) == cards.map(\.properties))
  }

  @Test func anAgentValueThatIsNotACardIsAnOrdinaryValue() throws {
    let result = VCardParser.parse("BEGIN:VCARD\nAGENT:CID:JQPUBLIC.part3.960129T083020.xyzMail@host3.com\nFN:x\nEND:VCARD\n")
    #expect(try #require(result.cards.first).properties.map(\.name) == ["AGENT", "FN"])
  }

  @Test func anAgentNeverClosedCostsTheCardWithAnError() {
    let result = VCardParser.parse("BEGIN:VCARD\nFN:Parent\nAGENT:BEGIN:VCARD\nFN:Agent\nEND:VCARD\n")
    #expect(result.cards.isEmpty)
    #expect(result.problems.map(\.description) == [
      "line 1: card starting at line 1 skipped: it has no END:VCARD before the end of the file"
    ])
  }

  /// An Android export's card holding another card, with no `AGENT`, at its end.
  private let android = """
    BEGIN:VCARD\r
    VERSION:2.1\r
    N:Parent;Pat\r
    TEL;CELL:+1 555 0100\r
    BEGIN:VCARD\r
    VERSION:2.1\r
    N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Child;K=C3=\r
    =AFm\r
    END:VCARD\r
    END:VCARD\r
    BEGIN:VCARD\r
    N:Next\r
    END:VCARD\r

    """

  @Test("a card nested at the end of a card, no AGENT's: kept in it, unread, as one property of its lines, with a warning")
  func aCardNestedAtTheEndIsKeptInItsCard() throws {
    let result = VCardParser.parse(android)
    #expect(result.problems.map(\.description) == [
      "line 5: lines 5–9 kept as written but not read: a card nested inside a card"
    ])
    #expect(result.problems.allSatisfy { $0.severity == .warning })
    #expect(result.cards.map(\.line) == [1, 11])
    let parent = try #require(result.cards.first)
    #expect(parent.properties.map(\.name) == ["N", "TEL", ""])
    #expect(parent.properties.last?.value == "BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Child;K=C3=AFm\nEND:VCARD")
    #expect(result.sources[0].count == Array(android.utf8).firstRange(of: Array("BEGIN:VCARD\r\nN:Next".utf8))!.lowerBound)
  }

  @Test("written again, the kept card's lines are lines again, and read back the same")
  func aKeptCardIsWrittenAsItsLines() throws {
    let cards = VCardParser.parse(android).cards
    let text = VCardWriter.write(cards, version: .v4)
    #expect(text.contains("TEL;TYPE=CELL:+1 555 0100\r\nBEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Child;K=C3=AFm\r\nEND:VCARD\r\nEND:VCARD\r\n"))
    let reread = VCardParser.parse(text)
    #expect(reread.cards.map(\.properties) == cards.map(\.properties))
    #expect(reread.problems.count == 1)
  }

  @Test("a card whose END:VCARD does not follow the one in it never closed: skipped as before, the other a card of its own")
  func aCardNotClosedRightAfterTheOneInItIsSkipped() throws {
    let text = android.replacing("END:VCARD\r\nEND:VCARD", with: "END:VCARD\r\nEMAIL:pat@example.com\r\nEND:VCARD")
    let result = VCardParser.parse(text)
    #expect(result.problems.map(\.description) == [
      "line 5: card starting at line 1 skipped: it has no END:VCARD before the next BEGIN:VCARD",
      "line 10: text outside any card ignored (lines 10–11)",
    ])
    #expect(result.cards.map(\.line) == [5, 12])
    #expect(VCardParser.parse(android.replacing("END:VCARD\r\nEND:VCARD\r\n", with: "END:VCARD\r\n")).cards.map(\.line) == [5, 10])
  }
}
