import Testing
@testable import RefbookModel
import RefbookSamples

@Suite struct SortOrderTests {
  static func names(_ names: [String], by order: SortOrder = .name) -> [String] {
    let persons = names.enumerated().map { Person(id: "id-\($0.offset)", formattedName: $0.element) }
    return order.sorted(persons.reversed()).map(\.formattedName)
  }

  @Test func accentsSortBesideTheirBaseLetters() {
    #expect(Self.names(["Zoe", "Émile", "Emil", "Emilia", "Eva", "Ángel", "Anton", "Zoë"])
      == ["Ángel", "Anton", "Emil", "Émile", "Emilia", "Eva", "Zoe", "Zoë"])
  }

  @Test func caseIsIgnoredExceptToBreakTies() {
    #expect(Self.names(["bob", "Alice", "Bob", "alice", "Carl"]) == ["Alice", "alice", "Bob", "bob", "Carl"])
  }

  @Test func lettersWithoutDecompositionSortAsTheirBase() {
    #expect(Self.names(["Pawel", "Łukasz", "Lars", "Øystein", "Oscar", "Mads"])
      == ["Lars", "Łukasz", "Mads", "Oscar", "Øystein", "Pawel"])
  }

  @Test func numbersCompareByValue() {
    #expect(Self.names(["Room 10", "Room 9", "Room 100", "Room 09b", "Room 1"])
      == ["Room 1", "Room 9", "Room 09b", "Room 10", "Room 100"])
  }

  @Test func scriptsFollowLatinAndCJKComesLast() {
    let sorted = Self.names(["张伟", "Иван", "Zed", "Αλέξης", "Adam", "محمد", "山田太郎", "김민준"])
    #expect(sorted == ["Adam", "Zed", "Αλέξης", "Иван", "محمد", "山田太郎", "张伟", "김민준"])
  }

  @Test func whiteSpaceRunsCountOnce() {
    #expect(Self.names(["Ann  Lee", " Ann Kim", "Ann Lea"]) == [" Ann Kim", "Ann Lea", "Ann  Lee"])
  }

  @Test func personsWithoutANameSortLast() {
    let persons = [
      Person(id: "a"), Person(id: "b", formattedName: "Zed"),
      Person(id: "c", organization: ["Acme"]), Person(id: "d", emails: [TypedValue(value: "x@y.z")]),
    ]
    #expect(SortOrder.name.sorted(persons).map(\.id) == ["c", "d", "b", "a"])
  }

  @Test func familyNameOrderFallsBackToTheDisplayName() {
    let persons = [
      Person(id: "1", formattedName: "Zoë Adams", name: PersonName(family: "Adams", given: "Zoë")),
      Person(id: "2", formattedName: "Adam Zimmer", name: PersonName(family: "Zimmer", given: "Adam")),
      Person(id: "3", organization: ["Bäckerei Schulz"]),
      Person(id: "4", formattedName: "Li Wei", name: PersonName(family: "Li", given: "Wei")),
      Person(id: "5", formattedName: "Lin A", name: PersonName(family: "Lin", given: "A")),
      Person(id: "6", formattedName: "Ann Adams", name: PersonName(family: "Adams", given: "Ann")),
    ]
    #expect(SortOrder.familyName.sorted(persons).map(\.id) == ["6", "1", "3", "4", "5", "2"])
  }

  @Test func organizationOrderPutsPersonsWithoutOneAfter() {
    let persons = [
      Person(id: "1", formattedName: "Bea", organization: ["Zeta"]),
      Person(id: "2", formattedName: "Abe"),
      Person(id: "3", formattedName: "Cy", organization: ["Ålborg Værft"]),
      Person(id: "4", formattedName: "Al", organization: ["Zeta"]),
      Person(id: "5"),
    ]
    #expect(SortOrder.organization.sorted(persons).map(\.id) == ["3", "4", "1", "2", "5"])
  }

  @Test(arguments: SortOrder.allCases)
  func keysOfDistinctPersonsDifferAndAreTotal(order: SortOrder) {
    let persons = SampleBook.generate(count: 500, seed: 3) + [Person(id: "x"), Person(id: "y")]
    let keys = persons.map(order.sortKey)
    #expect(Set(keys).count == persons.count)
    let sorted = keys.sorted()
    #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0 < $1 && !($1 < $0) })
  }
}
