import Testing
import VCard

@Suite struct QuotedPrintableTests {
  private let card: Card? = Fixtures.parse("android-2.1-qp.vcf").cards.first

  @Test func escapesAreDecodedInTheDeclaredCharset() throws {
    let card = try #require(card)
    #expect(card.first("FN")?.value == "Jürgen Müller")
    #expect(card.first("N")?.value == "Müller;Jürgen;;;")
    #expect(card.first("ADR")?.value == ";;Hauptstraße 5;Köln;;50667;Deutschland")
  }

  @Test func softLineBreaksJoinTheNextLineVerbatim() throws {
    #expect(try #require(card).first("NOTE")?.value
      == #"Line one\nLine two is long and continues on the next line with a soft break and ends here."#)
  }

  @Test func decodedValuesLoseTheirEncodingAndCharsetParameters() throws {
    let card = try #require(card)
    #expect(card.first("FN")?.parameters == [])
    #expect(card.first("ADR")?.parameters == [VCardParameter(name: "TYPE", values: ["HOME"])])
  }

  @Test func bareQuotedPrintableIsUnderstood() throws {
    let result = VCardParser.parse("BEGIN:VCARD\nNOTE;QUOTED-PRINTABLE:caf=C3=A9\nEND:VCARD\n")
    #expect(try #require(result.cards.first).first("NOTE")?.value == "café")
  }

  @Test func aMalformedEscapeIsKeptAndReported() throws {
    let result = VCardParser.parse("BEGIN:VCARD\nNOTE;ENCODING=QUOTED-PRINTABLE:100=ZZ=\nEND:VCARD\n")
    #expect(try #require(result.cards.first).first("NOTE")?.value == "100=ZZ")
    #expect(result.problems.map(\.line) == [2])
    #expect(result.problems.first?.severity == .warning)
  }

  @Test func encodedSemicolonsStillSeparateComponents() throws {
    let result = VCardParser.parse("BEGIN:VCARD\nN;ENCODING=QUOTED-PRINTABLE:Doe=3BJohn\nEND:VCARD\n")
    #expect(try #require(result.cards.first).first("N")?.value == "Doe;John")
  }
}
