import RefbookModel
import Testing
import VCard

/// Cards without a UID get a stable generated one, written back.
@Suite struct GeneratedIDTests {
  private let text = "BEGIN:VCARD\r\nFN:No Id\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:No Id\r\nEND:VCARD\r\n"

  @Test func theIdIsAUUIDString() throws {
    let id = try #require(CardText.persons(text).first?.id)
    #expect(id.count == 36)
    #expect(id.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
    #expect(id.allSatisfy { $0 == "-" || $0.isHexDigit && !$0.isLowercase })
  }

  @Test func readingTheSameFileTwiceGivesTheSameIds() {
    #expect(CardText.persons(text).map(\.id) == CardText.persons(text).map(\.id))
  }

  @Test func identicalCardsOnDifferentLinesGetDifferentIds() {
    let ids = CardText.persons(text).map(\.id)
    #expect(ids.count == 2)
    #expect(ids[0] != ids[1])
  }

  @Test func theGeneratedIdIsWrittenBackAsUID() throws {
    let person = try #require(CardText.persons(text).first)
    #expect(person.vCard().properties.contains(VCardProperty(name: "UID", value: person.id)))
    #expect(CardText.persons(Person.vCardText(for: [person])) == [person])
  }

  /// The ids a book without UIDs was given before: a file read by a newer
  /// refbook keeps them (values from refbook as of issue 7).
  @Test func theIdsAreThoseEarlierVersionsGave() {
    #expect(CardText.persons(text).map(\.id) == [
      "8CC2200F-BA10-898B-B6F3-B7CF377A32B2", "FDDE0EF1-E6B0-8F72-9B91-9F0703DE96F9",
    ])
    let grouped = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Doe;John;;;\r\nFN:John Doe\r\n"
      + "item1.EMAIL;TYPE=INTERNET,pref:j@x.org\r\nADR;TYPE=home:;;1 Main St\\, Apt 2;Town;;;\r\nEND:VCARD\r\n"
      + "BEGIN:VCARD\r\nEND:VCARD\r\n"
    #expect(CardText.persons(grouped).map(\.id) == [
      "7BB4FE62-9F01-8574-BB1B-3FB87FFDB5F6", "6F2D9651-859F-8ED1-81D1-6B464FD6362B",
    ])
  }

  @Test func anExistingUIDIsKept() {
    #expect(CardText.person("FN:x", "UID:urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")?.id
      == "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")
  }
}
