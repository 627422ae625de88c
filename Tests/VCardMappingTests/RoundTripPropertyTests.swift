import PropertyBased
import RefbookModel
import Testing
import VCard

/// Write → parse → map gives back the very person, in both versions.
@Suite struct RoundTripPropertyTests {
  @Test func writingThenReadingGivesTheSamePerson() async {
    await propertyCheck(count: 400, input: Gen.person) { person in
      for version in VCardVersion.allCases {
        let text = Person.vCardText(for: [person], version: version)
        let (people, problems) = Person.people(fromVCard: Array(text.utf8))
        #expect(problems.isEmpty)
        #expect(people.count == 1)
        if let read = people.first, read != person {
          Issue.record("\(version.rawValue): \(differences(person, read))\n\(text)")
        }
      }
    }
  }

  @Test func manyPersonsInOneFileComeBackInOrder() async {
    await propertyCheck(count: 20, input: Gen.person.array(of: 0...40)) { people in
      let text = Person.vCardText(for: people)
      #expect(Person.people(fromVCard: Array(text.utf8)).people == people)
    }
  }
}
