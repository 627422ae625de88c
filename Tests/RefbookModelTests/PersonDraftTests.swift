import Testing
@testable import RefbookModel
import RefbookSamples

@Suite struct PersonDraftTests {
  @Test func anEmptyDraftNeedsANameAnOrganizationOrAnEmail() {
    let draft = PersonDraft()
    #expect(draft.problems == [.needsNameOrganizationOrEmail])
    #expect(throws: ValidationError.needsNameOrganizationOrEmail) { try draft.completed() }
    #expect(ValidationError.needsNameOrganizationOrEmail.description
      == "A contact needs a name, an organization or an email address.")
  }

  @Test func blankEntriesDoNotCount() {
    var draft = PersonDraft()
    draft.formattedName = "   "
    draft.organization = "\t"
    draft.emails = [TypedValue(value: " ")]
    #expect(draft.problems == [.needsNameOrganizationOrEmail])
  }

  @Test(arguments: [\PersonDraft.formattedName, \.givenName, \.familyName, \.organization] as [any WritableKeyPath<PersonDraft, String?> & Sendable])
  func oneNameOrOrganizationIsEnough(field: any WritableKeyPath<PersonDraft, String?> & Sendable) throws {
    var draft = PersonDraft()
    draft[keyPath: field] = " Zoë "
    let person = try draft.completed()
    #expect(person.displayName == "Zoë")
  }

  @Test func anEmailAloneIsEnoughAndIsValidated() throws {
    var draft = PersonDraft()
    draft.emails = [TypedValue(value: " zoe@example.org ", types: ["home"])]
    let person = try draft.completed()
    #expect(person.emails == [TypedValue(value: "zoe@example.org", types: ["home"])])
    #expect(person.displayName == "zoe@example.org")
    for bad in ["zoe", "zoe@", "@example.org", "zoe@@example.org", "zo e@example.org"] {
      draft.emails = [TypedValue(value: bad)]
      #expect(draft.problems == [.needsNameOrganizationOrEmail, .invalidEmail(bad)] || draft.problems == [.invalidEmail(bad)])
      #expect(throws: ValidationError.self) { try draft.completed() }
    }
    #expect(ValidationError.invalidEmail("zoe").description.contains("“zoe”"))
  }

  @Test func completionFillsTheFormattedNameAndGeneratesAnID() throws {
    var draft = PersonDraft()
    draft.namePrefix = "Dr."
    draft.givenName = "Émile"
    draft.familyName = "Ångström"
    draft.nameSuffix = "Jr."
    draft.phones = [TypedValue(value: ""), TypedValue(value: "+1 555 0100", types: ["cell"])]
    draft.addresses = [PostalAddress(types: ["home"]), PostalAddress(locality: "Lund")]
    let first = try draft.completed()
    let second = try draft.completed()
    #expect(first.formattedName == "Dr. Émile Ångström Jr.")
    #expect(first.name == PersonName(family: "Ångström", given: "Émile", prefix: "Dr.", suffix: "Jr."))
    #expect(first.phones.map(\.value) == ["+1 555 0100"])
    #expect(first.addresses == [PostalAddress(locality: "Lund")])
    #expect(first.id.hasPrefix("urn:uuid:"))
    #expect(first.id.count == 45)
    #expect(first.id != second.id)
  }

  @Test func aDraftOfAPersonCompletesToThatPerson() throws {
    var unnamed = 0
    for person in SampleBook.generate(count: 300, seed: 21) where person.organization.count <= 1 {
      var expected = person
      if person.formattedName.isEmpty && !person.name.family.isEmpty {
        unnamed += 1
        let eastAsian = person.name.family.unicodeScalars.allSatisfy { $0.value >= 0x3040 }
        expected.formattedName = eastAsian
          ? person.name.family + person.name.given : person.name.given + " " + person.name.family
      }
      #expect(try PersonDraft(person).completed() == expected)
    }
    #expect(unnamed > 0)
  }

  @Test func aBlankIDIsRefused() {
    var draft = PersonDraft()
    draft.formattedName = "Ann"
    draft.id = " "
    #expect(draft.problems == [.blankID])
    #expect(throws: ValidationError.blankID) { try draft.completed() }
  }
}

/// One rule composes a formatted name, for drafts, edits and display alike.
@Suite struct ComposedNameTests {
  @Test(arguments: [
    (PersonName(family: "张", given: "伟"), "张伟"),
    (PersonName(family: "张", given: "Wei"), "张 Wei"),
    (PersonName(family: "山田", given: "太郎"), "山田太郎"),
    (PersonName(family: "김", given: "민준"), "김민준"),
    (PersonName(family: "Zola", given: "Émile", prefix: "M."), "M. Émile Zola"),
    (PersonName(family: " Lovelace ", given: "Ada", additional: "King"), "Ada King Lovelace"),
    (PersonName(given: "伟"), "伟"),
  ])
  func composedName(name: PersonName, expected: String) throws {
    var draft = PersonDraft()
    draft.familyName = name.family
    draft.givenName = name.given
    draft.additionalNames = name.additional
    draft.namePrefix = name.prefix
    #expect(name.composed == expected)
    #expect(try draft.completed().formattedName == expected, "a draft composes as a card's name shows")
    #expect(Person(id: "x", name: name).displayName == expected)
  }

  @Test func aComposedFormattedNameFollowsTheStructuredName() {
    var person = Person(id: "x", formattedName: "Émile Zola", name: PersonName(family: "Zola", given: "Émile"))
    person.editName { $0.given = "Alexandrine" }
    #expect(person.formattedName == "Alexandrine Zola")
  }

  @Test func aFormattedNameSetByHandStays() {
    var person = Person(id: "x", formattedName: "The Zolas", name: PersonName(family: "Zola", given: "Émile"))
    person.editName { $0.given = "Alexandrine" }
    #expect(person.formattedName == "The Zolas")
    #expect(person.name.given == "Alexandrine")
  }
}
