import Testing
import VCard

@Suite struct WriterTests {
  private let card = Card(properties: [
    VCardProperty(name: "FN", value: "Jane Doe"),
    VCardProperty(group: "item1", name: "EMAIL", parameters: [VCardParameter(name: "TYPE", values: ["work", "pref"])], value: "jane@example.com"),
    VCardProperty(name: "NOTE", value: #"a\, b"#),
  ])

  @Test func versionFollowsBeginAndLinesEndWithCRLF() {
    #expect(VCardWriter.write(card) == """
      BEGIN:VCARD\r
      VERSION:4.0\r
      FN:Jane Doe\r
      item1.EMAIL;TYPE=work,pref:jane@example.com\r
      NOTE:a\\, b\r
      END:VCARD\r

      """)
  }

  @Test func version3IsWrittenOnRequest() {
    #expect(VCardWriter.write(card, version: .v3).hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\n"))
  }

  @Test func propertiesKeepTheOrderGivenSoOutputIsDeterministic() {
    let text = VCardWriter.write([card, card])
    #expect(text == VCardWriter.write(card) + VCardWriter.write(card))
    #expect(text.components(separatedBy: "\r\n").filter { $0.hasPrefix("FN") }.count == 2)
  }

  @Test(arguments: [
    ("a:b", #""a:b""#), ("a;b", #""a;b""#), ("a,b", #""a,b""#), ("plain", "plain"),
    ("say \"hi\"", #""say ^'hi^'""#), ("two\nlines", #""two^nlines""#), ("x^y", #""x^^y""#),
    ("two\r\nlines", #""two^nlines""#), ("cr\ronly", #""cr^nonly""#), ("ünï:é", #""ünï:é""#), ("張偉", "張偉"),
  ])
  func parameterValuesNeedingQuotesGetThem(value: String, written: String) {
    let property = VCardProperty(name: "X-A", parameters: [VCardParameter(name: "X-P", values: [value])], value: "v")
    #expect(VCardWriter.contentLine(property) == "X-A;X-P=\(written):v")
  }

  @Test func everyParameterValueReadsBackAsWritten() throws {
    let values = ["a:b", "a;b", "a,b", "say \"hi\"", "two\nlines", "x^y", "ünï", ""]
    let property = VCardProperty(name: "X-A", parameters: values.map { VCardParameter(name: "X-P", values: [$0]) }, value: "v")
    let read = try #require(VCardParser.parse(VCardWriter.write(Card(properties: [property]))).cards.first)
    #expect(read.properties == [property])
  }

  @Test func aLineBreakInsideARawValueCannotBreakTheFile() throws {
    let property = VCardProperty(name: "NOTE", value: "one\ntwo\r\nthree")
    let text = VCardWriter.write(Card(properties: [property]))
    #expect(text.contains(#"NOTE:one\ntwo\nthree"#))
    #expect(VCardParser.parse(text).cards.first?.properties.count == 1)
  }

  @Test func writtenCardsReadBackToTheSameProperties() throws {
    for name in Fixtures.names {
      let cards = Fixtures.parse(name).cards
      for version in VCardVersion.allCases {
        let reread = VCardParser.parse(VCardWriter.write(cards, version: version))
        // A kept unreadable line is written back as it came, and so reported again.
        #expect(reread.problems.allSatisfy { $0.severity == .warning }, "\(name): \(reread.problems)")
        #expect(reread.problems.count == cards.flatMap(\.properties).filter(\.isUnreadableLine).count, "\(name)")
        #expect(reread.cards.map(\.properties) == cards.map(\.properties), "\(name)")
      }
    }
  }
}
