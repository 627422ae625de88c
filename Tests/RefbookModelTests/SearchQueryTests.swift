import Testing
@testable import RefbookModel

@Suite struct SearchQueryTests {
  static let emile = Person(
    id: "1", formattedName: "Émile Zoë Ångström", name: PersonName(family: "Ångström", given: "Émile"),
    nicknames: ["Mimi"], emails: [TypedValue(value: "Emile@Example.COM")],
    phones: [TypedValue(value: "+1 (555) 123-4567")],
    addresses: [PostalAddress(street: "Königstraße 5", locality: "München", postalCode: "80331", country: "Deutschland")],
    organization: ["Société Générale", "R&D"], title: "Ingénieur",
    urls: [TypedValue(value: "https://emile.example")], note: "Loves crème brûlée", categories: ["Friends"])
  static let zhang = Person(id: "2", formattedName: "张伟", name: PersonName(family: "张", given: "伟"))
  static let greek = Person(id: "3", formattedName: "ΣΊΣΥΦΟΣ Αθηναίος")
  static let russian = Person(id: "4", formattedName: "Фёдор Достоевский", note: "ЁЛКА")

  static func matches(_ query: String, _ person: Person) -> Bool {
    SearchQuery(query).matches(SearchText(person))
  }

  @Test(arguments: ["", "emile", "angstrom 555", "zhang", "张"])
  func matchingAPersonDirectlyAgreesWithItsSearchText(query: String) {
    for person in [Self.emile, Self.zhang, Self.greek] {
      #expect(SearchQuery(query).matches(person) == (query.isEmpty || Self.matches(query, person)))
    }
  }

  @Test(arguments: [
    "emile", "EMILE", "Émile", "angstrom", "ÅNGSTRÖM", "zoe", "mimi", "example.com", "emile@example",
    "5551234567", "555-123", "(555)", "+1", "konigstrasse", "königstraße", "munchen", "80331", "deutschland",
    "societe", "r&d", "ingenieur", "creme brulee", "emile.example", "friends", "emile angstrom", "ANGSTROM emile",
  ])
  func anyFieldMatchesFoldingCaseAndDiacritics(query: String) {
    #expect(Self.matches(query, Self.emile))
  }

  @Test(arguments: ["emilio", "emile xavier", "1234568", "zhang", "brûlée crème qq", "ss@"])
  func nonMatchingQueries(query: String) {
    #expect(!Self.matches(query, Self.emile))
  }

  @Test func cjkMatchesItsCharactersAndIsNotTransliterated() {
    #expect(Self.matches("张", Self.zhang))
    #expect(Self.matches("张伟", Self.zhang))
    #expect(Self.matches("伟", Self.zhang))
    #expect(!Self.matches("zhang", Self.zhang))
    #expect(!Self.matches("王", Self.zhang))
  }

  @Test func greekAndCyrillicFoldCaseAndAccents() {
    #expect(Self.matches("σισυφος", Self.greek))
    #expect(Self.matches("αθηναιος", Self.greek))
    #expect(Self.matches("ΑΘΗΝΑΊΟΣ", Self.greek))
    #expect(Self.matches("федор", Self.russian))
    #expect(Self.matches("ДОСТОЕВСКИЙ", Self.russian))
    #expect(Self.matches("елка", Self.russian))
    #expect(!Self.matches("fyodor", Self.russian))
  }

  @Test func termsDoNotMatchAcrossFields() {
    let person = Person(id: "x", formattedName: "Ann", title: "Lee")
    #expect(Self.matches("ann lee", person))
    #expect(!Self.matches("annlee", person))
  }

  @Test func emptyQueryMatchesEveryone() {
    #expect(SearchQuery("").isEmpty)
    #expect(SearchQuery("   ").isEmpty)
    #expect(Self.matches(" ", Person(id: "empty")))
  }

  @Test func refinementIsRecognizedFromTheTerms() {
    #expect(SearchQuery("emi").refines(SearchQuery("em")))
    #expect(SearchQuery("emil z").refines(SearchQuery("emil")))
    #expect(SearchQuery("z emil").refines(SearchQuery("emi")))
    #expect(SearchQuery("Émile").refines(SearchQuery("emi")))
    #expect(SearchQuery("anything").refines(SearchQuery("")))
    #expect(!SearchQuery("em").refines(SearchQuery("emi")))
    #expect(!SearchQuery("emil").refines(SearchQuery("emil z")))
    #expect(!SearchQuery("").refines(SearchQuery("a")))
  }
}
