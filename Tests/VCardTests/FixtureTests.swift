import Testing
import VCard

/// What the exports of real programs read as.
@Suite struct FixtureTests {
  @Test(arguments: Fixtures.names.filter { $0 != "partially-bad.vcf" })
  func everyFixtureReadsWithoutErrors(name: String) {
    let result = Fixtures.parse(name)
    #expect(!result.cards.isEmpty)
    #expect(!result.hasErrors, "\(result.problems)")
  }

  @Test func theRFC2426ExamplesHaveTwoCardsWithTypedValues() throws {
    let result = Fixtures.parse("rfc2426-examples.vcf")
    #expect(result.cards.map { $0.first("FN")?.value } == ["Frank Dawson", "Tim Howes"])
    let frank = try #require(result.cards.first)
    #expect(frank.all("TEL").map(\.value) == ["+1-919-676-9515", "+1-919-676-9564"])
    #expect(frank.first("ADR")?.parameters == [VCardParameter(name: "TYPE", values: ["WORK", "POSTAL", "PARCEL"])])
    #expect(result.cards.last?.first("ADR")?.value == ";;501 E. Middlefield Rd.;Mountain View;CA; 94043;U.S.A.")
  }

  @Test func theRFC6350ExampleKeepsEveryPropertyInOrder() throws {
    let card = try #require(Fixtures.parse("rfc6350-example.vcf").cards.first)
    #expect(card.version == "4.0")
    #expect(card.properties.map(\.name) == [
      "FN", "N", "BDAY", "ANNIVERSARY", "GENDER", "LANG", "LANG", "ORG", "ADR", "TEL", "TEL", "EMAIL",
      "GEO", "KEY", "TZ", "URL",
    ])
    #expect(card.all("TEL").first?.value == "tel:+1-418-656-9254;ext=102")
  }

  @Test func appleBase64PhotosAreKeptVerbatim() throws {
    let card = try #require(Fixtures.parse("apple-contacts-3.0.vcf").cards.first)
    let photo = try #require(card.first("PHOTO"))
    #expect(photo.value.hasPrefix("/9j/4AAQSkZJRgABAQAAAQABAAD"))
    #expect(photo.value.hasSuffix("AKp//2Q=="))
    #expect(!photo.value.contains(" "))
  }
}
