import Testing
@testable import RefbookModel

/// A person's outline: its outline fields and merged UIDs alone, the same
/// whether the person is decoded, read for its outline from its card, or
/// made from the outline.
@Suite struct PersonOutlineTests {
  /// Every field set, two UIDs merged into it.
  static let person: Person = {
    var person = Person(
      id: "zoe", formattedName: "Zoë Hart", name: PersonName(family: "Hart", given: "Zoë"), nicknames: ["Z"],
      emails: [TypedValue(value: "zoe@example.org", types: ["home"], isPreferred: true)],
      phones: [TypedValue(value: "+49 30 1234567", types: ["cell"])],
      addresses: [PostalAddress(street: "Hauptstr. 1", locality: "Berlin")], organization: ["ACME", "Sales"],
      title: "Engineer", birthday: "1985-04-12", urls: [TypedValue(value: "https://example.org")], note: "a note",
      categories: ["friends", "work"])
    person.recordMerged("zoe-2")
    person.recordMerged("urn:uuid:a,b;c")
    return person
  }()

  @Test func anOutlineHoldsTheOutlineFieldsAndTheMergedIDs() {
    #expect(
      Self.person.outline
        == PersonOutline(
          id: "zoe", formattedName: "Zoë Hart", name: PersonName(family: "Hart", given: "Zoë"), nicknames: ["Z"],
          emails: Self.person.emails, phones: Self.person.phones, organization: ["ACME", "Sales"],
          categories: ["friends", "work"], mergedIDs: ["zoe-2", "urn:uuid:a,b;c"]))
    #expect(Self.person.outline.displayName == Self.person.displayName)
  }

  @Test func theOutlineOfADecodedPersonIsTheOutlineReadFromItsCard() throws {
    let bytes = Person.vCardBytes(for: [Self.person])
    let deferred = try #require(StoredPerson.persons(fromVCard: bytes, parts: 1, deferring: true).persons.first)
    let decoded = StoredPerson(Self.person)
    #expect(deferred.outline == Self.person.outline)
    #expect(decoded.outline == Self.person.outline)
    #expect(deferred.mergedIDs == decoded.mergedIDs)
    #expect(deferred.categories == decoded.categories)
    for order in SortOrder.allCases {
      #expect(deferred.sortKey(in: order) == decoded.sortKey(in: order))
      #expect(decoded.sortKey(in: order) == order.sortKey(for: Self.person.outline))
    }
  }

  @Test func thePersonOfAnOutlineHasThatOutlineAndNothingElse() {
    let person = Person(Self.person.outline)
    #expect(person.outline == Self.person.outline)
    #expect(person.note.isEmpty && person.addresses.isEmpty && person.birthday.isEmpty)
  }
}
