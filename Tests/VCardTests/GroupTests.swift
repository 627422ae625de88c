import Testing
import VCard

@Suite struct GroupTests {
  @Test func appleItemGroupsAreReadWithTheirProperties() throws {
    let card = try #require(Fixtures.parse("apple-contacts-3.0.vcf").cards.first)
    let grouped = card.properties.filter { $0.group == "item1" }
    #expect(grouped.map(\.name) == ["EMAIL", "X-ABLABEL"])
    #expect(grouped.last?.value == "_$!<Other>!$_")
  }

  @Test func groupCaseIsPreserved() throws {
    let result = VCardParser.parse("BEGIN:VCARD\nItem7.email:a@b\nEND:VCARD\n")
    let email = try #require(result.cards.first?.properties.first)
    #expect(email.group == "Item7")
    #expect(email.name == "EMAIL")
  }

  @Test func theWriterWritesTheGroupBack() {
    let property = VCardProperty(group: "item2", name: "X-ABLabel", value: "Partner")
    #expect(VCardWriter.contentLine(property) == "item2.X-ABLABEL:Partner")
  }

  @Test func aGroupedVersionIsAnOrdinaryProperty() throws {
    let result = VCardParser.parse("BEGIN:VCARD\nVERSION:4.0\nx.VERSION:9\nEND:VCARD\n")
    let card = try #require(result.cards.first)
    #expect(card.version == "4.0")
    #expect(card.properties == [VCardProperty(group: "x", name: "VERSION", value: "9")])
  }
}
