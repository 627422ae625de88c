import Testing
import VCard

@Suite struct UnfoldingTests {
  @Test func aLineStartingWithASpaceContinuesThePreviousOne() throws {
    let result = VCardParser.parse("BEGIN:VCARD\r\nVERSION:4.0\r\nNOTE:This is a long \r\n description\r\nEND:VCARD\r\n")
    #expect(result.problems.isEmpty)
    #expect(try #require(result.cards.first).first("NOTE")?.value == "This is a long description")
  }

  @Test func aLineFoldedAfterCRCRLFContinues() throws {
    let result = VCardParser.parse("BEGIN:VCARD\r\r\nVERSION:3.0\r\r\nFN:Folded\r\r\nNOTE:first\r\r\n second\r\r\nEND:VCARD\r\r\n")
    #expect(result.problems.isEmpty)
    #expect(try #require(result.cards.first).properties == [
      VCardProperty(name: "FN", value: "Folded"), VCardProperty(name: "NOTE", value: "firstsecond"),
    ])
  }

  @Test func aTabFoldsLikeASpace() throws {
    let result = VCardParser.parse("BEGIN:VCARD\nNOTE:ab\n\tcd\n\t ef\nEND:VCARD\n")
    #expect(try #require(result.cards.first).first("NOTE")?.value == "abcd ef")
  }

  @Test func onlyOneWhitespaceCharacterIsRemoved() throws {
    let result = VCardParser.parse("BEGIN:VCARD\nNOTE:a\n  b\nEND:VCARD\n")
    #expect(try #require(result.cards.first).first("NOTE")?.value == "a b")
  }

  @Test func foldingMaySplitAUTF8SequenceFromOtherWriters() throws {
    // "é" is C3 A9; a careless writer folds between the two bytes.
    let bytes: [UInt8] = Array("BEGIN:VCARD\r\nFN:Ren".utf8) + [0xC3, 0x0D, 0x0A, 0x20, 0xA9]
      + Array("\r\nEND:VCARD\r\n".utf8)
    let result = VCardParser.parse(bytes)
    #expect(result.problems.isEmpty)
    #expect(try #require(result.cards.first).first("FN")?.value == "René")
  }

  @Test func theNameAndParametersMayBeFoldedToo() throws {
    let result = VCardParser.parse("BEGIN:VCARD\nTE\n L;TY\n PE=work:+1 555\nEND:VCARD\n")
    let card = try #require(result.cards.first)
    let tel = try #require(card.first("TEL"))
    #expect(tel.parameters == [VCardParameter(name: "TYPE", values: ["work"])])
    #expect(tel.value == "+1 555")
  }

  @Test func theRFC6350ExampleUnfoldsItsAddressAndKey() throws {
    let card = try #require(Fixtures.parse("rfc6350-example.vcf").cards.first)
    #expect(card.first("ADR")?.value == ";Suite D2-630;2875 Laurier;Quebec;QC;G1V 2M2;Canada")
    #expect(card.first("KEY")?.value == "http://www.viagenie.ca/simon.perreault/simon.asc")
  }

  @Test func aVersion21Base64PhotoContinuesOnIndentedLinesUntilABlankLine() throws {
    let card = try #require(Fixtures.parse("android-2.1-qp.vcf").cards.first)
    let photo = try #require(card.first("PHOTO"))
    #expect(photo.value == " /9j/4AAQSkZJRgABAQAAAQABAAD /2wBDAAgGBgcGBQgHBwcJCQgK")
    #expect(photo.parameters.contains(VCardParameter(name: "ENCODING", values: ["BASE64"])))
  }

  @Test func base64LinesWithoutIndentationContinueTheValue() throws {
    let text = "BEGIN:VCARD\nVERSION:2.1\nPHOTO;ENCODING=BASE64;JPEG:AAAA\nBBBB\nCC==\n\nFN:x\nEND:VCARD\n"
    let result = VCardParser.parse(text)
    #expect(result.problems.isEmpty)
    let card = try #require(result.cards.first)
    #expect(card.first("PHOTO")?.value == "AAAABBBBCC==")
    #expect(card.first("FN")?.value == "x")
  }
}
