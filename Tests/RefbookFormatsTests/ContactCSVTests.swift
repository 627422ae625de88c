import Foundation
import RefbookFormats
import RefbookModel
import Testing
import VCard

@Suite struct ContactCSVTests {
  @Test func readsGoogleColumns() {
    let result = ContactCSV.read(fixture("google.csv"), makeID: SequentialIDs().make)
    #expect(result.skipped == [LineProblem(line: 4, message: "no name, organization or email")])
    #expect(result.persons == [Person(
      id: "id1", formattedName: "Émile Zola", name: PersonName(family: "Zola", given: "Émile"), nicknames: ["emz"],
      emails: [
        TypedValue(value: "emile@example.org", types: ["home"], isPreferred: true),
        TypedValue(value: "e.zola@example.org", types: ["home"], isPreferred: true),
        TypedValue(value: "zola@example.com", types: ["work"]),
      ],
      phones: [TypedValue(value: "+33 6 11", types: ["cell"])],
      addresses: [PostalAddress(
        extended: "Apt 4", street: "21 rue de Bruxelles", locality: "Paris", region: "IDF", postalCode: "75009",
        country: "France", types: ["home"])],
      organization: ["L'Aurore", "Politics"], title: "Journalist", birthday: "1840-04-02",
      urls: [TypedValue(value: "https://zola.example", types: ["blog"])], note: "Writer, journalist",
      categories: ["* myContacts", "Friends"])])
  }

  @Test func readsOutlookColumnsAndKeepsUnknownOnes() {
    let result = ContactCSV.read(fixture("outlook.csv"), makeID: SequentialIDs().make)
    #expect(result.skipped == [])
    #expect(result.persons == [Person(
      id: "id1", formattedName: "Dr. Wei Zhang", name: PersonName(family: "Zhang", given: "Wei", prefix: "Dr."),
      emails: [TypedValue(value: "zhang@acme.example"), TypedValue(value: "wei@home.example")],
      phones: [
        TypedValue(value: "+1 555 0100", types: ["work", "fax"]), TypedValue(value: "+1 555 0101", types: ["work"]),
        TypedValue(value: "+1 555 0199", types: ["cell"]),
      ],
      addresses: [PostalAddress(
        street: "1 Main St\nFloor 2", locality: "Springfield", region: "IL", postalCode: "62701", country: "USA",
        types: ["work"])],
      organization: ["Acme", "R&D"], title: "Engineer", urls: [TypedValue(value: "https://acme.example")],
      note: "Met at \"the\" conference", categories: ["Work", "VIP"],
      otherProperties: [
        VCardProperty(name: "X-CSV-FIELD", parameters: [VCardParameter(name: "X-COLUMN", values: ["E-mail Type"])], value: "SMTP"),
        VCardProperty(name: "X-CSV-FIELD", parameters: [VCardParameter(name: "X-COLUMN", values: ["Spouse"])], value: "Li"),
      ])])
  }

  @Test func aRecordWiderThanTheHeaderIsSkipped() {
    let result = ContactCSV.read("Name,E-mail 1 - Value\nAnn,ann@x.example,extra\nBob,bob@x.example\n", makeID: SequentialIDs().make)
    #expect(result.persons.map(\.formattedName) == ["Bob"])
    #expect(result.skipped == [LineProblem(line: 2, message: "3 fields but the header names 2 columns")])
  }

  @Test func exportThenImportKeepsEveryColumnField() {
    let person = Person(
      id: "id1", formattedName: "Ann \"Q\" Lee", name: PersonName(family: "Lee", given: "Ann", suffix: "Jr."),
      nicknames: ["annie", "al"],
      emails: [TypedValue(value: "ann@x.example", types: ["work"], isPreferred: true), TypedValue(value: "a@y.example")],
      phones: [TypedValue(value: "+1 2", types: ["cell"]), TypedValue(value: "+1 3", types: ["work", "fax"])],
      addresses: [
        PostalAddress(poBox: "9", street: "1 A St, Unit 2", locality: "Town", country: "NZ", types: ["home"]),
        PostalAddress(street: "2 B Rd\nBack door", types: ["work"], isPreferred: true),
      ],
      organization: ["Org, Inc.", "Sales"], title: "Boss", birthday: "--0412",
      urls: [TypedValue(value: "https://a.example", types: ["home"])], note: "line one\nline two",
      categories: ["a", "b"])
    let other = Person(id: "id2", formattedName: "张伟", emails: [TypedValue(value: "z@x.cn")])
    let text = ContactCSV.write([person, other])
    #expect(ContactCSV.read(text, makeID: SequentialIDs().make) == ImportResult(persons: [person, other]))
    #expect(text.hasPrefix("Name,Given Name,Additional Name,Family Name,Name Prefix,Name Suffix,Nickname,Birthday,Notes,Group Membership,Organization 1 - Name,Organization 1 - Department,Organization 1 - Title,E-mail 1 - Type,E-mail 1 - Value,E-mail 2 - Type,E-mail 2 - Value,Phone 1 - Type"))
  }

  @Test func googlesOutlookStyleHomeAndWorkAddressColumnsFillTheAddress() {
    let text = """
      First Name,Last Name,Home Street,Home City,Home State,Home Postal Code,Home Country,Work Address,Work ZipCode,Work Country
      Ann,Lee,1 Main St,Springfield,IL,62701,USA,2 Work Rd,12345,Canada

      """
    #expect(ContactCSV.read(text, makeID: { "x" }).persons.first?.addresses == [
      PostalAddress(street: "1 Main St", locality: "Springfield", region: "IL", postalCode: "62701", country: "USA", types: ["home"]),
      PostalAddress(street: "2 Work Rd", postalCode: "12345", country: "Canada", types: ["work"]),
    ])
  }

  @Test(arguments: [
    ("Windows-1252", nil, String.Encoding.windowsCP1252), ("UTF-8", nil, .utf8), ("UTF-8 with a mark", [0xEF, 0xBB, 0xBF], .utf8),
    ("UTF-16LE", [0xFF, 0xFE], .utf16LittleEndian), ("UTF-16BE", [0xFE, 0xFF], .utf16BigEndian),
  ] as [(String, [UInt8]?, String.Encoding)])
  func theEncodingIsToldFromTheBytes(name: String, mark: [UInt8]?, encoding: String.Encoding) throws {
    let file = try #require("Name,Notes\r\nÉmile Zola,Ça va – 10 €\r\n".data(using: encoding))
    let result = ContactCSV.read(UndeclaredEncoding.decode((mark ?? []) + Array(file)).text, makeID: { "x" })
    #expect(result.persons.map(\.formattedName) == ["Émile Zola"], "\(name)")
    #expect(result.persons.map(\.note) == ["Ça va – 10 €"], "\(name)")
  }

  @Test func windows1252IsToldWithAWarning() {
    #expect(UndeclaredEncoding.decode([0xC9, 0x6D]).text == "Ém")
    #expect(UndeclaredEncoding.decode([0xC9, 0x6D]).warning != nil)
    #expect(UndeclaredEncoding.decode(Array("Ém".utf8)).warning == nil)
  }
}
