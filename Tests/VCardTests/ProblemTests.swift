import Testing
import VCard

/// Bad cards are skipped and reported with their line; good ones are kept.
@Suite struct ProblemTests {
  private let result = Fixtures.parse("partially-bad.vcf")

  @Test func theGoodCardsAreReturnedWithTheirLines() {
    #expect(result.cards.map { $0.first("FN")?.value } == ["Good One", "Good Two", "Good Four"])
    #expect(result.cards.map(\.line) == [1, 12, 24])
  }

  @Test func eachBadCardAndTheJunkIsReportedOnceByLine() {
    #expect(result.problems.map(\.line) == [6, 10, 19, 22, 28])
    #expect(result.problems.allSatisfy { $0.severity == .error })
    #expect(result.hasErrors)
  }

  @Test func messagesNameTheProblem() {
    let messages = result.problems.map(\.description)
    #expect(messages == [
      "line 6: text outside any card ignored",
      "line 10: card starting at line 7 skipped: no ':' between the property name and its value",
      "line 19: card starting at line 16 skipped: it has no END:VCARD before the next BEGIN:VCARD",
      "line 22: card starting at line 19 skipped: a quoted parameter value is not closed",
      "line 28: card starting at line 28 skipped: it has no END:VCARD before the end of the file",
    ])
  }

  @Test func invalidNamesAreReportedWithAPrintableExcerpt() {
    let result = VCardParser.parse("BEGIN:VCARD\nFN:x\nBAD NAME\u{1B}[2J:v\nEND:VCARD\n")
    #expect(result.cards.isEmpty)
    #expect(result.problems.map(\.description) == [
      #"line 3: card starting at line 1 skipped: invalid property name "BAD NAME?[2J""#
    ])
  }

  @Test func aNestedBeginOfAnotherKindSkipsTheCard() {
    let result = VCardParser.parse("BEGIN:VCARD\nBEGIN:VCALENDAR\nEND:VCALENDAR\nEND:VCARD\n")
    #expect(result.cards.isEmpty)
    #expect(result.problems.map(\.line) == [2])
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
    #expect(VCardParser.parse("\n\r\n  \n") == VCardParseResult())
  }

  @Test func aCardWithoutVersionIsStillRead() throws {
    let card = try #require(VCardParser.parse("BEGIN:VCARD\nFN:x\nEND:VCARD").cards.first)
    #expect(card.version == nil)
    #expect(card.properties == [VCardProperty(name: "FN", value: "x")])
  }
}
