import RefbookModel
import Testing
import VCard

/// Cards without a formatted name still get a sensible one.
@Suite struct DisplayNameTests {
  @Test func aCardWithOnlyNIsNamedFromIt() throws {
    let person = try #require(CardText.person("N:Doe;John;Q.;Dr.;PhD"))
    #expect(person.formattedName == "Dr. John Q. Doe PhD")
    #expect(person.displayName == "Dr. John Q. Doe PhD")
  }

  @Test func aCardWithOnlyORGIsNamedAfterTheOrganization() throws {
    #expect(CardText.person("ORG:Acme Corp;Research")?.formattedName == "Acme Corp")
    #expect(CardText.fixturePeople("android-2.1-qp.vcf")[1].formattedName == "Only An Organization")
  }

  @Test func aCardWithOnlyEMAILIsNamedAfterTheAddress() throws {
    let person = try #require(CardText.fixturePeople("thunderbird-4.0.vcf").last)
    #expect(person.formattedName == "only.an.email@example.org")
  }

  @Test func aCardWithOnlyNInVersion21IsNamedFromIt() {
    #expect(CardText.fixturePeople("android-2.1-qp.vcf").last?.formattedName == "Name Nur")
  }

  @Test func hanNamesAreFamilyFirstWithoutASpace() {
    #expect(CardText.person("N:张;伟;;;")?.formattedName == "张伟")
    #expect(CardText.person("N:김;민준;;;")?.formattedName == "김민준")
  }

  @Test func aBlankFormattedNameFallsBackInOrder() {
    var person = Person(id: "1", formattedName: "  ")
    #expect(person.displayName == "")
    person.phones = [TypedValue(value: "+1 555")]
    #expect(person.displayName == "+1 555")
    person.emails = [TypedValue(value: "a@b")]
    #expect(person.displayName == "a@b")
    person.organization = ["", "Unit"]
    #expect(person.displayName == "Unit")
    person.nicknames = ["Bobby"]
    #expect(person.displayName == "Bobby")
    person.name = PersonName(given: "Robert")
    #expect(person.displayName == "Robert")
    person.formattedName = " Bob "
    #expect(person.displayName == "Bob")
  }

  @Test func anFNIsWrittenEvenWhenTheFormattedNameIsBlank() {
    let person = Person(id: "1", emails: [TypedValue(value: "a@b")])
    #expect(person.vCard().properties.first == VCardProperty(name: "FN", value: "a@b"))
  }
}
