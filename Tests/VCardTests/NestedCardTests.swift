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
}
