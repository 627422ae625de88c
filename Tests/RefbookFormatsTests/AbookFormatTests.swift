import RefbookModel
import Testing
import VCard

@testable import RefbookFormats

@Suite struct AbookFormatTests {
  let zola = Person(
    id: "id1", formattedName: "Émile Zola", nicknames: ["emz"],
    emails: [TypedValue(value: "emile@example.org"), TypedValue(value: "zola@example.com")],
    phones: [
      TypedValue(value: "+33 1 23 45 67 89", types: ["home"]), TypedValue(value: "+33 9 87", types: ["work"]),
      TypedValue(value: "+33 1 00", types: ["fax"]), TypedValue(value: "+33 6 11", types: ["cell"]),
    ],
    addresses: [PostalAddress(
      extended: "Apt 4", street: "21 rue de Bruxelles", locality: "Paris", region: "IDF", postalCode: "75009",
      country: "France")],
    birthday: "1840-04-02", urls: [TypedValue(value: "https://zola.example")], note: "Writer, journalist")

  @Test func readsAFileWrittenByAbook() {
    let ids = SequentialIDs()
    let result = AbookFormat.read(fixture("abook-0.6.1.abook"), makeID: ids.make)
    #expect(result.skipped == [])
    #expect(result.persons == [zola, Person(id: "id2", formattedName: "张伟", emails: [TypedValue(value: "zhang@example.cn")])])
  }

  @Test func readsCRLFLineEndsAlike() {
    let text = fixture("abook-0.6.1.abook")
    let crlf = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    #expect(AbookFormat.read(crlf, makeID: SequentialIDs().make) == AbookFormat.read(text, makeID: SequentialIDs().make))
  }

  @Test func writesWhatItReadsBackExactly() {
    let text = fixture("abook-0.6.1.abook")
    let persons = AbookFormat.read(text, makeID: SequentialIDs().make).persons
    let written = AbookFormat.write(persons)
    #expect(AbookFormat.read(written, makeID: SequentialIDs().make).persons == persons)
    #expect(written.contains("\n[0]\nname=Émile Zola\nemail=emile@example.org,zola@example.com\naddress=21 rue de Bruxelles\n"))
    #expect(written.hasPrefix("# abook addressbook file\n\n[format]\nprogram=refbook\n"))
  }

  @Test func customAndUnknownFieldsAreKeptAndWrittenBack() {
    let text = "[format]\nprogram=abook\n\n[0]\nname=Ann\ncustom1=Blue, green\nshoe-size=38\ngroups=friends,work\n"
    let person = AbookFormat.read(text, makeID: SequentialIDs().make).persons[0]
    #expect(person.categories == ["friends", "work"])
    #expect(person.otherProperties == [
      VCardProperty(name: "X-ABOOK-CUSTOM1", value: "Blue\\, green"), VCardProperty(name: "X-ABOOK-SHOE-SIZE", value: "38"),
    ])
    #expect(AbookFormat.write([person]).hasSuffix("[0]\nname=Ann\ngroups=friends,work\ncustom1=Blue, green\nshoe-size=38\n"))
  }

  @Test func badLinesAndNamelessEntriesAreReportedWithTheirLines() {
    let text = "# abook addressbook file\n\n[format]\nprogram=abook\n\n[0]\nname=Ann\njunk line\n\n[1]\nnick=nobody\n"
    let result = AbookFormat.read(text, makeID: SequentialIDs().make)
    #expect(result.persons.map(\.formattedName) == ["Ann"])
    #expect(result.skipped == [
      LineProblem(line: 8, message: "not a key=value line: junk line"),
      LineProblem(line: 10, message: "entry [1] has no name and no email"),
    ])
  }

  @Test func exportKeepsEveryPhoneNicknameAndLineOfANote() {
    let person = Person(
      id: "x", name: PersonName(family: "Roe", given: "Bob"), nicknames: ["bob", "bobby"],
      phones: [
        TypedValue(value: "1"), TypedValue(value: "2", types: ["cell"]), TypedValue(value: "3"),
        TypedValue(value: "4", types: ["main"]), TypedValue(value: "5", types: ["work"]),
        TypedValue(value: "6", types: ["work"]), TypedValue(value: "7", types: ["main"]),
      ],
      addresses: [PostalAddress(locality: "A"), PostalAddress(locality: "B")], birthday: "--0412",
      note: "two\nlines, C:\\temp\r\nthird")
    let written = AbookFormat.write([person])
    #expect(written.hasSuffix("""
      [0]
      name=Bob Roe
      city=A
      phone=1
      workphone=5
      mobile=2
      nick=bob,bobby
      notes=two\\nlines, C:\\\\temp\\nthird
      anniversary=--04-12
      otherphone=3
      mainphone=4
      workphone2=6
      mainphone2=7

      """))
    let read = AbookFormat.read(written, makeID: { "x" }).persons
    #expect(read.map(\.nicknames) == [["bob", "bobby"]])
    #expect(read.map(\.note) == ["two\nlines, C:\\temp\nthird"])
    #expect(read.map(\.birthday) == ["--0412"])
    #expect(read.first?.phones.map { "\($0.types)=\($0.value)" } == [
      #"["home"]=1"#, #"["work"]=5"#, #"["cell"]=2"#, "[]=3", #"["main"]=4"#, #"["work"]=6"#, #"["main"]=7"#,
    ])
  }

  @Test(arguments: [("19850412", "1985-04-12"), ("1985-04-12T10:00:00Z", "1985-04-12"), ("--0412", "--04-12"), ("soon", "soon")])
  func birthdaysAreWrittenInAbooksDateForm(vCard: String, abook: String) {
    #expect(AbookFormat.write([Person(id: "x", formattedName: "A", birthday: vCard)]).contains("\nanniversary=\(abook)\n"))
  }

  @Test func aBackslashInAbooksOwnFileIsKeptUnlessDoubled() {
    let text = "[0]\nname=Ann\nnotes=C:\\temp and \\\\server\n"
    #expect(AbookFormat.read(text, makeID: { "x" }).persons.map(\.note) == [#"C:\temp and \server"#])
  }
}
