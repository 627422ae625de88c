import Testing
import RefbookModel

@Suite struct PersonDisplayTests {
  @Test func displayNameFallsBackThroughNameOrganizationAndEmail() {
    let email = [TypedValue(value: "x@example.org")]
    #expect(Person(id: "1", formattedName: "Zoë", name: PersonName(family: "F", given: "G")).displayName == "Zoë")
    #expect(Person(id: "2", formattedName: " ", name: PersonName(family: "Li", given: "Wei")).displayName == "Wei Li")
    #expect(Person(id: "3", name: PersonName(family: "Li")).displayName == "Li")
    #expect(Person(id: "4", emails: email, organization: ["Acme", "R&D"]).displayName == "Acme")
    #expect(Person(id: "5", emails: email).displayName == "x@example.org")
    #expect(Person(id: "6").displayName == "(no name)")
  }
}
