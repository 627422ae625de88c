import RefbookModel
import Testing
import VCard

/// Which vCard property lands in which field of `Person`.
@Suite struct MappingTests {
  @Test func everyModelledFieldOfAnAppleCardIsRead() throws {
    let johnny = try #require(CardText.fixturePeople("apple-contacts-3.0.vcf").first)
    #expect(johnny.id == "5A2F8B1C-3D4E-4F60-8A9B-0C1D2E3F4A5B")
    #expect(johnny.formattedName == "Johnny Appleseed")
    #expect(johnny.name == PersonName(family: "Appleseed", given: "Johnny"))
    #expect(johnny.organization == ["Apple Inc.", ""])
    #expect(johnny.title == "Engineer")
    #expect(johnny.emails.map(\.value) == ["johnny@apple.example", "j.appleseed@example.com"])
    #expect(johnny.phones.map(\.value) == ["+1 (408) 555-0100", "+1 (408) 555-0101"])
    #expect(johnny.addresses.map(\.street) == ["1 Infinite Loop"])
    #expect(johnny.urls.map(\.value) == ["https://www.apple.com"])
    #expect(johnny.birthday == "1990-04-01")
    #expect(johnny.note == "First line\nSecond line with a comma, and a semicolon;.")
  }

  @Test func unmodelledPropertiesAreKeptVerbatimInCardOrder() throws {
    let johnny = try #require(CardText.fixturePeople("apple-contacts-3.0.vcf").first)
    #expect(johnny.otherProperties.map(\.name) == [
      "PRODID", "X-ABLABEL", "X-ABADR", "X-ABLABEL", "PHOTO", "X-SOCIALPROFILE",
    ])
    #expect(johnny.otherProperties.map(\.group) == [nil, "item1", "item2", "item3", nil, nil])
    #expect(johnny.fieldExtras["BDAY"] == PropertyExtras(parameters: [VCardParameter(name: "VALUE", values: ["date"])]))
  }

  @Test("names in two languages (one ALTID): the first is the name shown, both are exported as N and read back alike")
  func alternativeNamesAreKeptAsNames() throws {
    let taro = try #require(CardText.person(
      "UID:taro", "FN:Yamada Taro", "N;ALTID=1;LANGUAGE=ja:山田;太郎;;;", "N;ALTID=1;LANGUAGE=en:Yamada;Taro;;;"))
    #expect(taro.name == PersonName(family: "山田", given: "太郎"))
    let export = Person.vCardExport(for: [taro])
    #expect(export.contains("\r\nN;ALTID=1;LANGUAGE=ja:山田;太郎;;;\r\n") && export.contains("\r\nN;ALTID=1;LANGUAGE=en:Yamada;Taro;;;\r\n"))
    #expect(!export.contains("X-N"))
    let read = try #require(Person.persons(fromVCard: Array(export.utf8)).persons.first)
    #expect(read.name == taro.name)
    #expect(read.otherProperties.filter { $0.name == "N" } == taro.otherProperties.filter { $0.name == "N" })
  }

  @Test func groupedValuesKeepTheirGroupBesideTheirLabel() throws {
    let johnny = try #require(CardText.fixturePeople("apple-contacts-3.0.vcf").first)
    #expect(johnny.emails[1].extra.group == "item1")
    #expect(johnny.addresses[0].extra.group == "item2")
    let card = johnny.vCard()
    let item1 = card.properties.filter { $0.group == "item1" }
    #expect(item1.map(\.name) == ["EMAIL", "X-ABLABEL"])
  }

  @Test func everyNicknameIsReadFromEveryNicknameProperty() throws {
    let person = try #require(CardText.person("FN:x", #"NICKNAME:Bob,Bobby\, Jr."#, "NICKNAME:Rob"))
    #expect(person.nicknames == ["Bob", "Bobby, Jr.", "Rob"])
    #expect(person.otherProperties.isEmpty)
  }

  @Test func aNicknameWithOtherParametersIsKeptRatherThanMerged() throws {
    let person = try #require(CardText.person("FN:x", "NICKNAME:Bob", "NICKNAME;LANGUAGE=fr:Robert"))
    #expect(person.nicknames == ["Bob"])
    #expect(person.otherProperties.map(\.value) == ["Robert"])
  }

  @Test func severalAddressesAreAllKeptWithEscapedSemicolonsInside() throws {
    let zola = try #require(CardText.fixturePeople("google-contacts-3.0.vcf").first)
    #expect(zola.addresses == [
      PostalAddress(street: "21 bis, rue de Bruxelles", locality: "Paris", postalCode: "75009", country: "France", types: ["home"]),
      PostalAddress(street: "Rue du Travail; Bât. B", locality: "Médan", postalCode: "78670", country: "France", types: ["work"]),
    ])
    #expect(zola.nicknames == ["Mimi", "Le Maître"])
    #expect(zola.categories == ["myContacts", "Writers"])
    #expect(zola.urls.first?.value == "http://example.fr/zola")
  }

  @Test func quotedPrintableVersion21CardsMapLikeAnyOther() throws {
    let jurgen = try #require(CardText.fixturePeople("android-2.1-qp.vcf").first)
    #expect(jurgen.formattedName == "Jürgen Müller")
    #expect(jurgen.name.family == "Müller")
    #expect(jurgen.addresses.first?.locality == "Köln")
    #expect(jurgen.phones.map(\.types) == [["work", "voice"], ["cell"]])
    #expect(jurgen.emails.first?.isPreferred == true)
    #expect(jurgen.otherProperties.map(\.name) == ["PHOTO"])
  }

  @Test func extraComponentsOfNAndADRAreKept() throws {
    let person = try #require(CardText.person("N:Doe;John;;;;Jr2;x", "ADR:;;1 Main;Town;;;Land;extra"))
    #expect(person.name.family == "Doe")
    #expect(person.fieldExtras["N"]?.extraComponents == ["Jr2", "x"])
    #expect(person.addresses.first?.extra.extraComponents == ["extra"])
    #expect(person.vCard().properties.first { $0.name == "ADR" }?.value == ";;1 Main;Town;;;Land;extra")
  }

  @Test func anEscapedCommaInANameComponentStaysOneValueAndIsWrittenBackEscaped() throws {
    let person = try #require(CardText.person(#"N:Doe;John;Richter\, James;;Jr.,M.Sc."#))
    #expect(person.name == PersonName(family: "Doe", given: "John", additional: "Richter, James", suffix: "Jr.,M.Sc."))
    for version in VCardVersion.allCases {
      #expect(person.vCard(version: version).properties.first { $0.name == "N" }?.value
        == #"Doe;John;Richter\, James;;Jr.,M.Sc."#)
    }
    var edited = person
    edited.name.given = "Jon"
    #expect(edited.vCard().properties.first { $0.name == "N" }?.value == #"Doe;Jon;Richter\, James;;Jr.,M.Sc."#)
    edited.name.additional = "Rick,James"
    #expect(edited.vCard().properties.first { $0.name == "N" }?.value == "Doe;Jon;Rick,James;;Jr.,M.Sc.")
  }

  @Test func aVersion21CommaIsTextInNAndADR() throws {
    let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Doe;John;Richter, James;;\r\nADR:;;1 Main St, Apt 4;Town;;;\r\nEND:VCARD\r\n"
    let person = try #require(CardText.persons(text).first)
    #expect(person.name.additional == "Richter, James")
    #expect(person.addresses.first?.street == "1 Main St, Apt 4")
    let card = person.vCard(version: .v3)
    #expect(card.properties.first { $0.name == "N" }?.value == #"Doe;John;Richter\, James;;"#)
    #expect(card.properties.first { $0.name == "ADR" }?.value == #";;1 Main St\, Apt 4;Town;;;"#)
    #expect(Person.persons(fromVCard: Array(Person.vCardText(for: [person]).utf8)).persons == [person])
  }

  @Test func aCommaListInAnAddressComponentIsWrittenBackAsAList() throws {
    let person = try #require(CardText.person("ADR:;;1 Main;Town,Village;;;"))
    #expect(person.addresses.first?.locality == "Town,Village")
    #expect(person.vCard().properties.first { $0.name == "ADR" }?.value == ";;1 Main;Town,Village;;;")
    var edited = person
    edited.addresses[0].locality = "Town, Village"
    #expect(edited.vCard().properties.first { $0.name == "ADR" }?.value == #";;1 Main;Town\, Village;;;"#)
  }

  @Test func aNameWithoutTextCommasKeepsNoRawComponents() throws {
    let person = try #require(CardText.person("N:Perreault;Simon;;;ing. jr,M.Sc.", "ADR:;;1 Main\\, Apt 4;Town;;;"))
    #expect(person.fieldExtras["N"] == nil)
    #expect(person.addresses.first?.extra == PropertyExtras())
  }

  @Test func aSecondSingleValuedPropertyIsKeptVerbatim() throws {
    let person = try #require(CardText.person("FN:First", "NOTE:one", "FN:Second", "NOTE:two"))
    #expect(person.formattedName == "First")
    #expect(person.note == "one")
    #expect(person.otherProperties.map(\.value) == ["Second", "two"])
  }

  @Test func writtenPropertiesComeInAFixedOrder() throws {
    let person = try #require(CardText.person(
      "X-Z:z", "NOTE:n", "UID:u", "EMAIL:e@x", "TEL:1", "ORG:o", "N:a;b;;;", "FN:f", "TITLE:t", "BDAY:2000-01-01",
      "URL:http://x", "ADR:;;s;;;;", "CATEGORIES:c", "NICKNAME:k"))
    #expect(person.vCard().properties.map(\.name) == [
      "FN", "N", "NICKNAME", "ORG", "TITLE", "EMAIL", "TEL", "ADR", "URL", "BDAY", "CATEGORIES", "NOTE", "UID", "X-Z",
    ])
  }

  @Test func version3AlwaysHasAnN() {
    let person = Person(id: "1", formattedName: "Acme")
    #expect(person.vCard(version: .v3).properties.map(\.name) == ["FN", "N", "UID"])
    #expect(person.vCard(version: .v4).properties.map(\.name) == ["FN", "UID"])
  }
}
