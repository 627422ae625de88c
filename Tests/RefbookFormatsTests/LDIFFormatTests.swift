import Foundation
import RefbookFormats
import RefbookModel
import Testing
import VCard

/// LDIF as Thunderbird writes and reads it: a Thunderbird export read into
/// contacts, and a round trip that keeps what LDIF can hold (Python's
/// `ldif` module reading the export: ``LDIFReaderTests``).
@Suite struct LDIFFormatTests {
  static let zoe: Person = {
    var zoe = Person(id: "z", formattedName: "Zoë Ångström")
    zoe.name = PersonName(family: "Ångström", given: "Zoë")
    zoe.nicknames = ["zo"]
    zoe.emails = [TypedValue(value: "zoe@example.se"), TypedValue(value: "zoe@home.example")]
    zoe.phones = [TypedValue(value: "+46 8 123 456", types: ["work"]), TypedValue(value: "+46 70 1", types: ["cell"])]
    zoe.addresses = [PostalAddress(street: "Drottninggatan 1", locality: "Stockholm", postalCode: "111 51", country: "Sweden", types: ["home"])]
    zoe.organization = ["Acme, Inc."]
    zoe.title = "Engineer"
    zoe.birthday = "1990-05-17"
    zoe.note = "Met at the café\nSecond line"
    return zoe
  }()

  static let thunderbird = """
    dn: cn=Hans Müller,mail=hans@example.de
    objectclass: top
    objectclass: person
    objectclass: organizationalPerson
    objectclass: inetOrgPerson
    objectclass: mozillaAbPersonAlpha
    givenName: Hans
    sn:: TcO8bGxlcg==
    cn:: SGFucyBNw7xsbGVy
    mail: hans@example.de
    telephoneNumber: +49 30 1234567
    mozillaHomeLocalityName: Berlin
    birthmonth: 2
    birthday: 29
    custom1: keep me
    modifytimestamp: 0Z

    dn: cn=
    objectclass: top
    modifytimestamp: 0Z

    """

  @Test func aThunderbirdExportIsReadIntoContacts() {
    let read = LDIFFormat.read(Self.thunderbird) { "id" }
    #expect(BookFormat.sniff(Self.thunderbird) == .ldif)
    #expect(read.persons.count == 1)
    let hans = read.persons[0]
    #expect(hans.formattedName == "Hans Müller" && hans.name.family == "Müller" && hans.name.given == "Hans")
    #expect(hans.emails.map(\.value) == ["hans@example.de"])
    #expect(hans.phones == [TypedValue(value: "+49 30 1234567", types: ["work"])])
    #expect(hans.addresses.map(\.locality) == ["Berlin"])
    #expect(hans.birthday == "--02-29")
    #expect(read.skipped == [LineProblem(line: 18, message: "record has no name, organization or email")])
    #expect(LDIFFormat.write(read.persons).contains("custom1: keep me"), "an attribute refbook does not know comes back")
  }

  @Test func whatLDIFHoldsComesBack() {
    let back = LDIFFormat.read(LDIFFormat.write([Self.zoe])) { "z" }.persons
    #expect(back.count == 1)
    let zoe = back[0]
    #expect(zoe.formattedName == Self.zoe.formattedName && zoe.name == Self.zoe.name)
    #expect(zoe.emails.map(\.value) == Self.zoe.emails.map(\.value))
    #expect(zoe.phones == Self.zoe.phones)
    #expect(zoe.addresses.map(\.street) == ["Drottninggatan 1"] && zoe.addresses.map(\.country) == ["Sweden"])
    #expect(zoe.organization == ["Acme, Inc."] && zoe.title == "Engineer" && zoe.nicknames == ["zo"])
    #expect(zoe.birthday == "1990-05-17" && zoe.note == Self.zoe.note)
  }
}
