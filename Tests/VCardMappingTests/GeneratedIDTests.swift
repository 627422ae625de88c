import RefbookModel
import Testing
import VCard

/// Cards without a UID get a stable generated one, written back.
@Suite struct GeneratedIDTests {
  private let text = "BEGIN:VCARD\r\nFN:No Id\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:No Id\r\nEND:VCARD\r\n"

  @Test func theIdIsAUUIDString() throws {
    let id = try #require(CardText.people(text).first?.id)
    #expect(id.count == 36)
    #expect(id.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
    #expect(id.allSatisfy { $0 == "-" || $0.isHexDigit && !$0.isLowercase })
  }

  @Test func readingTheSameFileTwiceGivesTheSameIds() {
    #expect(CardText.people(text).map(\.id) == CardText.people(text).map(\.id))
  }

  @Test func identicalCardsOnDifferentLinesGetDifferentIds() {
    let ids = CardText.people(text).map(\.id)
    #expect(ids.count == 2)
    #expect(ids[0] != ids[1])
  }

  @Test func theGeneratedIdIsWrittenBackAsUID() throws {
    let person = try #require(CardText.people(text).first)
    #expect(person.vCard().properties.contains(VCardProperty(name: "UID", value: person.id)))
    #expect(CardText.people(Person.vCardText(for: [person])) == [person])
  }

  @Test func anExistingUIDIsKept() {
    #expect(CardText.person("FN:x", "UID:urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")?.id
      == "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")
  }
}
