import RefbookModel
import Testing
import VCard

/// Read → write → read keeps every field of every fixture, modelled or not.
@Suite struct LosslessRoundTripTests {
  @Test(arguments: CardText.fixtureNames, VCardVersion.allCases)
  func everyFixtureRoundTripsToEqualPersons(name: String, version: VCardVersion) {
    let persons = CardText.fixturePeople(name)
    #expect(!persons.isEmpty)
    let text = Person.vCardText(for: persons, version: version)
    let (reread, problems) = Person.persons(fromVCard: Array(text.utf8))
    // A kept unreadable line is written back as it came, and so reported again.
    #expect(problems.allSatisfy { $0.severity == .warning }, "\(problems)")
    #expect(problems.count == persons.flatMap(\.otherProperties).filter(\.isUnreadableLine).count, "\(problems)")
    #expect(reread == persons)
  }

  @Test(arguments: CardText.fixtureNames)
  func writingIsStableAfterTheFirstRead(name: String) {
    let once = Person.vCardText(for: CardText.fixturePeople(name))
    let twice = Person.vCardText(for: Person.persons(fromVCard: Array(once.utf8)).persons)
    #expect(once == twice)
  }

  @Test func everyPropertyOfTheRFC6350ExampleSurvives() throws {
    let simon = try #require(CardText.fixturePeople("rfc6350-example.vcf").first)
    let written = Person.vCardText(for: [simon])
    for line in ["BDAY:--0203", "ANNIVERSARY:20090808T1430-0500", "GENDER:M", "LANG;PREF=1:fr", "LANG;PREF=2:en",
      "ORG;TYPE=work:Viagenie", "GEO;TYPE=work:geo:46.772673,-71.282945", "TZ:-0500", "URL;TYPE=home:http://nomis80.org",
      "N:Perreault;Simon;;;ing. jr,M.Sc."] {
      #expect(written.contains(line), "\(line) missing")
    }
  }
}
