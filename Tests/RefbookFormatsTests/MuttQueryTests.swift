import RefbookFormats
import RefbookModel
import Testing

@Suite struct MuttQueryTests {
  @Test func oneLinePerEmailWithNameAndOrganization() {
    let persons = [
      Person(id: "1", formattedName: "Émile Zola", emails: [TypedValue(value: "e@x.example"), TypedValue(value: "z@y.example")], organization: ["L'Aurore"]),
      Person(id: "2", formattedName: "No Mail"),
      Person(id: "3", name: PersonName(family: "Zhang", given: "Wei"), emails: [TypedValue(value: "z@x.cn")]),
    ]
    #expect(MuttQuery.output(for: persons.map(QueryIndex.Entry.init)) == """
      refbook: 3 addresses found
      e@x.example\tÉmile Zola\tL'Aurore
      z@y.example\tÉmile Zola\tL'Aurore
      z@x.cn\tWei Zhang\t

      """)
  }

  @Test func controlCharactersCannotBreakColumnsOrReachTheTerminal() {
    let person = Person(id: "1", formattedName: "Evil\tName\n\u{1B}[31m", emails: [TypedValue(value: "a@b.example\r")])
    #expect(MuttQuery.output(for: [QueryIndex.Entry(person)]) == "refbook: 1 address found\na@b.example \tEvil Name  [31m\t\n")
  }

  @Test func everyASCIIControlBecomesASpaceAndEveryPrintableStays() {
    let wrong = (UInt8(0)...0x7F).filter { byte in
      let character = String(UnicodeScalar(byte))
      let person = Person(id: "1", formattedName: "a" + character + "z", emails: [TypedValue(value: character + "@b")])
      let shown = byte < 0x20 || byte == 0x7F ? " " : character
      return MuttQuery.output(for: [QueryIndex.Entry(person)]) != "refbook: 1 address found\n\(shown)@b\ta\(shown)z\t\n"
    }
    #expect(wrong == [])
    let separators = Person(id: "1", formattedName: "a\u{2028}b\u{2029}c\u{85}é", emails: [TypedValue(value: "x")])
    #expect(MuttQuery.output(for: [QueryIndex.Entry(separators)]) == "refbook: 1 address found\nx\ta b c é\t\n")
  }

  @Test func everyControlBeyondASCIIBecomesASpaceAndEveryOtherScalarStays() {
    let scalars = (UInt32(0x80)...0x3000).compactMap(Unicode.Scalar.init) + ["\u{FEFF}", "\u{1F600}", "\u{10FFFD}"]
    let wrong = scalars.filter { scalar in
      let character = String(scalar)
      let person = Person(id: "1", formattedName: "a" + character + "z", emails: [TypedValue(value: "x")])
      let isControl = scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
      let shown = isControl ? " " : character
      return MuttQuery.output(for: [QueryIndex.Entry(person)]) != "refbook: 1 address found\nx\ta\(shown)z\t\n"
    }
    #expect(wrong == [])
  }
}
