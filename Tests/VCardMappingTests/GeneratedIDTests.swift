import RefbookModel
import Testing
import VCard

/// Cards without a UID get a generated one, a function of their bytes, written back.
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

  /// The ids a book without UIDs is given (values of the scheme of issue
  /// 36: a function of each card's bytes), so that a change to them is
  /// seen: a book's ids change with them.
  @Test func theIdsAreThoseOfTheBytesScheme() {
    #expect(CardText.persons(text).map(\.id) == [
      "7207E9B9-C07E-84C0-A3BE-A0D04D219FD8", "50126FA5-53BF-8833-BD9E-735F39ACAE53",
    ])
  }

  @Test func aCardsIdDoesNotDependOnItsLineOrOnOtherCards() {
    let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada\r\nEMAIL:ada@example.org\r\nEND:VCARD\r\n"
    let other = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bob\r\nEND:VCARD\r\n"
    let withUID = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:c\r\nFN:Cy\r\nEND:VCARD\r\n"
    let alone = CardText.persons(card)[0].id
    #expect(CardText.persons(other + withUID + card)[2].id == alone, "cards inserted above")
    #expect(CardText.persons(card + other)[0].id == alone, "a card appended below")
    #expect(CardText.persons(other.replacingOccurrences(of: "Bob", with: "Rob") + card)[1].id == CardText.persons(other + card)[1].id,
      "a card above changed")
    #expect(CardText.persons(other + card + other)[1].id == CardText.persons(card + other)[0].id, "a card above removed")
  }

  @Test func lineEndsAndAMissingLastLineEndDoNotChangeAnId() {
    let crlf = CardText.persons(text).map(\.id)
    #expect(CardText.persons(text.replacingOccurrences(of: "\r\n", with: "\n")).map(\.id) == crlf)
    #expect(CardText.persons(String(text.dropLast())).map(\.id) == crlf, "\\r\\n is one character")
  }

  @Test func theKthRepeatOfTheSameBytesGetsTheKthId() {
    let card = "BEGIN:VCARD\r\nFN:No Id\r\nEND:VCARD\r\n"
    let ids = CardText.persons(String(repeating: card, count: 3)).map(\.id)
    #expect(Set(ids).count == 3)
    #expect(CardText.persons(String(repeating: card, count: 2)).map(\.id) == Array(ids.prefix(2)), "stable read to read")
    #expect(CardText.persons("BEGIN:VCARD\r\nFN:Other\r\nEND:VCARD\r\n" + card + card).map(\.id).suffix(2) == ids.prefix(2))
  }

  /// A twin changed and written back with its generated id as its UID
  /// keeps that id, and the twin left without one keeps its own: no two
  /// cards share an id (a book whose cards share one opens read-only).
  @Test func aTwinWrittenBackWithItsIdKeepsItFromTheOther() throws {
    let ids = CardText.persons(text).map(\.id)
    for changed in 0..<2 {
      var person = CardText.persons(text)[changed]
      person.note = "changed"
      let written = Person.vCardText(for: [person])
      let twin = "BEGIN:VCARD\r\nFN:No Id\r\nEND:VCARD\r\n"
      let file = changed == 0 ? written + twin : twin + written
      #expect(CardText.persons(file).map(\.id) == ids)
    }
  }

  /// A deferred read leaves a card without UID in its card, with the id
  /// a read of the whole card gives, twins included.
  @Test func aDeferredReadLeavesCardsWithoutUIDInTheirCardsWithTheirIds() {
    let bytes = Array((text + "BEGIN:VCARD\r\nUID:u\r\nFN:With Id\r\nEND:VCARD\r\n" + text).utf8)
    let whole = StoredPerson.persons(fromVCard: bytes, parts: 1, deferring: false).persons.map(\.id)
    #expect(Set(whole).count == 5)
    for parts in [1, 2, 3] {
      let deferred = StoredPerson.persons(fromVCard: bytes, parts: parts, deferring: true).persons
      #expect(deferred.allSatisfy { $0.source != nil }, "each left in its card")
      #expect(deferred.map(\.id) == whole, "the outline's id")
      #expect(deferred.map(\.person.id) == whole, "the decoded person's id")
      #expect(StoredPerson.idsOnly(fromVCard: bytes, parts: parts).persons.map(\.id) == whole, "read for ids only")
    }
  }

  @Test func aCardMadeByAProgramGetsTheIdOfTheBytesWrittenOfIt() {
    let card = Card(version: "4.0", properties: [VCardProperty(name: "FN", value: "Made")])
    let written = VCardWriter.bytes([card], version: .v4)
    #expect(Person(card: card).id == Person.persons(fromVCard: written).persons.first?.id)
  }

  @Test func anExistingUIDIsKept() {
    #expect(CardText.person("FN:x", "UID:urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")?.id
      == "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")
  }
}
