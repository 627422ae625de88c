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
    #expect(MuttQuery.output(for: persons) == """
      refbook: 3 addresses found
      e@x.example\tÉmile Zola\tL'Aurore
      z@y.example\tÉmile Zola\tL'Aurore
      z@x.cn\tWei Zhang\t

      """)
  }

  @Test func controlCharactersCannotBreakColumnsOrReachTheTerminal() {
    let person = Person(id: "1", formattedName: "Evil\tName\n\u{1B}[31m", emails: [TypedValue(value: "a@b.example\r")])
    #expect(MuttQuery.output(for: [person]) == "refbook: 1 address found\na@b.example \tEvil Name  [31m\t\n")
  }
}
