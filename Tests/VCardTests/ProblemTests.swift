import Testing
import VCard

/// Unterminated cards are skipped and reported with their line; a bad line
/// costs that line only; good cards are kept.
@Suite struct ProblemTests {
  private let result = Fixtures.parse("partially-bad.vcf")

  @Test func everyTerminatedCardIsReturnedWithItsLine() {
    #expect(result.cards.map { $0.first("FN")?.value } == ["Good One", "Bad Line", "Good Two", "Bad Quote", "Good Four"])
    #expect(result.cards.map(\.line) == [1, 7, 12, 19, 24])
  }

  @Test func anUnreadableLineIsKeptVerbatimInItsCard() {
    #expect(result.cards[1].properties == [
      VCardProperty(name: "FN", value: "Bad Line"), VCardProperty(unreadableLine: "THIS LINE HAS NO COLON"),
    ])
    #expect(result.cards[3].properties.last == VCardProperty(unreadableLine: #"NOTE;X-P="unterminated:value"#))
    #expect(result.cards[3].properties.last?.isUnreadableLine == true)
    #expect(result.cards[3].properties.first?.isUnreadableLine == false)
  }

  @Test func aKeptLineIsWrittenBackVerbatimAndReadBackTheSame() throws {
    let card = result.cards[1]
    #expect(VCardWriter.contentLine(try #require(card.properties.last)) == "THIS LINE HAS NO COLON")
    let reread = VCardParser.parse(VCardWriter.write(card, version: .v3))
    #expect(reread.cards.map(\.properties) == [card.properties])
    #expect(reread.problems.map(\.line) == [4])
  }

  @Test func eachProblemIsReportedOnceByLine() {
    #expect(result.problems.map(\.line) == [6, 10, 19, 22, 28])
    #expect(result.problems.map(\.severity) == [.error, .warning, .error, .warning, .error])
    #expect(result.hasErrors)
  }

  @Test func messagesNameTheProblem() {
    let messages = result.problems.map(\.description)
    #expect(messages == [
      "line 6: text outside any card ignored",
      "line 10: line kept as written but not read: no ':' between the property name and its value",
      "line 19: card starting at line 16 skipped: it has no END:VCARD before the next BEGIN:VCARD",
      "line 22: line kept as written but not read: a quoted parameter value is not closed",
      "line 28: card starting at line 28 skipped: it has no END:VCARD before the end of the file",
    ])
  }

  @Test func invalidNamesAreReportedWithAPrintableExcerpt() {
    let result = VCardParser.parse("BEGIN:VCARD\nFN:x\nBAD NAME\u{1B}[2J:v\nEND:VCARD\n")
    #expect(result.cards.first?.properties.count == 2)
    #expect(result.problems.map(\.description) == [
      #"line 3: line kept as written but not read: invalid property name "BAD NAME?[2J""#
    ])
  }

  @Test func aNestedBeginOfAnotherKindCostsItsLinesOnly() {
    let result = VCardParser.parse("BEGIN:VCARD\nFN:x\nBEGIN:VCALENDAR\nEND:VCALENDAR\nEND:VCARD\n")
    #expect(result.cards.first?.properties == [
      VCardProperty(name: "FN", value: "x"),
      VCardProperty(unreadableLine: "BEGIN:VCALENDAR"), VCardProperty(unreadableLine: "END:VCALENDAR"),
    ])
    #expect(result.problems.map(\.line) == [3, 4])
    #expect(!result.hasErrors)
  }

  @Test func consecutiveJunkLinesAreOneProblem() {
    let result = VCardParser.parse("junk\nmore junk\n\n  \nBEGIN:VCARD\nFN:x\nEND:VCARD\ntrailing\n")
    #expect(result.cards.count == 1)
    #expect(result.problems.map(\.description) == [
      "line 1: text outside any card ignored (lines 1–2)", "line 8: text outside any card ignored",
    ])
  }

  @Test func emptyInputHasNoCardsAndNoProblems() {
    #expect(VCardParser.parse([UInt8]()) == VCardParseResult())
    let blank = VCardParser.parse("\n\r\n  \n")
    #expect(blank.cards.isEmpty && blank.problems.isEmpty)
    #expect(String(decoding: blank.head, as: UTF8.self) == "\n\r\n  \n")
  }

  @Test func aCardWithoutVersionIsStillRead() throws {
    let card = try #require(VCardParser.parse("BEGIN:VCARD\nFN:x\nEND:VCARD").cards.first)
    #expect(card.version == nil)
    #expect(card.properties == [VCardProperty(name: "FN", value: "x")])
  }
}
