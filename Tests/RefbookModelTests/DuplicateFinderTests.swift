import Testing
import RefbookSamples
@testable import RefbookModel

/// Which persons `DuplicateFinder` groups, and why: each reason alone,
/// namesakes kept apart, names folded in several scripts.
@Suite struct DuplicateFinderTests {
  static func person(
    _ id: String, _ formattedName: String = "", name: PersonName = PersonName(), emails: [String] = [],
    phones: [String] = [], organization: String = ""
  ) -> Person {
    Person(
      id: id, formattedName: formattedName, name: name, emails: emails.map { TypedValue(value: $0) },
      phones: phones.map { TypedValue(value: $0) }, organization: organization.isEmpty ? [] : [organization])
  }

  static func groups(_ persons: Person..., countryCode: String? = nil) -> [[Person.ID]] {
    DuplicateFinder(countryCode: countryCode).groups(of: persons).map(\.ids)
  }

  @Test func anEmailInAnyCaseIsShared() {
    let groups = DuplicateFinder().groups(of: [
      Self.person("a", "Ann", emails: ["Ann@Example.ORG "]), Self.person("b", "Bo", emails: ["ann@example.org"]),
      Self.person("c", "Cy", emails: ["cy@example.org"]),
    ])
    #expect(groups == [
      DuplicateGroup(ids: ["a", "b"], reasons: [DuplicateReason(kind: .email, value: "ann@example.org", ids: ["a", "b"])])
    ])
    #expect(groups[0].reasons[0].description == "same email ann@example.org")
  }

  @Test(arguments: [
    ("+49 30 1234567", "0049 (30) 123-4567", nil as String?, true),
    ("+49-30-1234567", "+49 30 1234567", nil, true),
    ("030 1234567", "030/123 45 67", nil, true),
    // A national number is not read as any country's unless told which.
    ("030 1234567", "+49 30 1234567", nil, false),
    ("030 1234567", "+49 30 1234567", "49", true),
    ("030 1234567", "+33 30 1234567", "49", false),
    ("555 1234", "555-1234", nil, true),
    ("+1 555 1234", "+1 555 1235", nil, false),
    // Below five digits, nothing is shared.
    ("112", "112", nil, false),
  ])
  func aPhoneNumberIsSharedInAnyWriting(first: String, second: String, countryCode: String?, shared: Bool) {
    let groups = Self.groups(
      Self.person("a", "Ann", phones: [first]), Self.person("b", "Bo", phones: [second]), countryCode: countryCode)
    #expect(groups == (shared ? [["a", "b"]] : []))
  }

  @Test func aNameWithTheSameOrganizationOrDomainIsShared() {
    let groups = DuplicateFinder().groups(of: [
      Self.person("a", "Müller, Hans", organization: "ACME"), Self.person("b", "Hans Mueller", organization: "Acme"),
      Self.person("c", "Zoë Hart", emails: ["zoe@work.example"]), Self.person("d", "zoe hart", emails: ["hart@WORK.example"]),
    ])
    #expect(groups.map(\.ids) == [["a", "b"], ["c", "d"]])
    #expect(groups[0].reasons == [DuplicateReason(kind: .nameAndOrganization, value: "acme", name: "hans mueller", ids: ["a", "b"])])
    #expect(groups[0].reasons[0].description == "same name hans mueller, same organization acme")
    #expect(groups[1].reasons.map(\.description) == ["same name hart zoe, same email domain work.example"])
  }

  @Test func namesakesSharingNothingElseAreKeptApart() {
    #expect(Self.groups(
      Self.person("a", "Hans Müller", emails: ["hans@one.example"], phones: ["+49 30 1111111"], organization: "Acme"),
      Self.person("b", "Hans Müller", emails: ["hans@two.example"], phones: ["+49 30 2222222"], organization: "Initech"),
      Self.person("c", "Hans Müller"), Self.person("d", "Hans Müller")
    ).isEmpty)
  }

  @Test func theStructuredNameCountsAsTheFormattedNameDoes() {
    #expect(Self.groups(
      Self.person("a", name: PersonName(family: "Ångström", given: "Zoë"), organization: "Acme"),
      Self.person("b", "ZOE ANGSTROM", organization: "acme")
    ) == [["a", "b"]])
  }

  @Test(arguments: [
    ("Ελένη Παπαδοπούλου", "ΠΑΠΑΔΟΠΟΥΛΟΥ ΕΛΕΝΗ", true),
    ("Фёдор Достоевский", "Достоевский, Федор", true),
    ("Nguyễn Thị Ánh", "Anh Thi Nguyen", true),
    ("Ｓａｔｏ Ｋｅｎ", "Ken Sato", true),
    ("Łukasz Żółć", "Zolc, Lukasz", true),
    ("Jürgen Groß", "Juergen Gross", true),
    ("J\u{75}\u{308}rgen Gross", "Juergen Gross", true),
    ("JÜRGEN KÖHLER", "Juergen Koehler", true),
    ("Hans Mueller", "Hans Muller", false),
    // No transliteration across scripts.
    ("Zhang Wei", "张伟", false),
    ("Ivan Petrov", "Иван Петров", false),
    ("Dimitris", "Δημήτρης", false),
  ])
  func namesAreFoldedButNotTransliterated(first: String, second: String, same: Bool) {
    let groups = Self.groups(Self.person("a", first, organization: "Acme"), Self.person("b", second, organization: "acme"))
    #expect(groups == (same ? [["a", "b"]] : []))
  }

  @Test func aNameWrittenWithoutSpacesMatchesItsStructuredParts() {
    #expect(Self.groups(
      Self.person("a", "张伟", organization: "华为"),
      Self.person("b", name: PersonName(family: "张", given: "伟"), organization: "华为"),
      Self.person("c", "김민준", emails: ["minjun@corp.example"]),
      Self.person("d", name: PersonName(family: "김", given: "민준"), emails: ["kim@corp.example"])
    ) == [["a", "b"], ["c", "d"]])
  }

  @Test func aPersonWithAValueTwiceIsNoDuplicateOfItself() {
    let person = Self.person("a", "Ann", emails: ["ann@example.org", "ANN@example.org"], phones: ["+1 555 0100", "+1 555 0100"])
    #expect(DuplicateKey.keys(of: person, countryCode: nil).map(\.kind) == [.email, .phone, .nameAndDomain])
    let spelledTwice = Self.person("b", phones: ["+49 30 1234567", "030 1234567", "0049 30 1234567"])
    #expect(DuplicateKey.keys(of: spelledTwice, countryCode: "49").map(\.value) == ["+49301234567"])
    #expect(Self.groups(person).isEmpty)
  }

  @Test func sharedKeysChainIntoOneGroupWithEveryReason() {
    let groups = DuplicateFinder().groups(of: [
      Self.person("a", "Ann", emails: ["ann@example.org"]),
      Self.person("b", "Annie", emails: ["ANN@example.org"], phones: ["+44 20 7946 0000"]),
      Self.person("c", "A. N.", phones: ["0044 20 7946 0000"]),
      Self.person("d", "Dan"),
    ])
    #expect(groups.map(\.ids) == [["a", "b", "c"]])
    #expect(groups[0].reasons.map(\.description) == ["same email ann@example.org", "same phone +442079460000"])
    #expect(groups[0].reasons.map(\.ids) == [["a", "b"], ["b", "c"]])
  }

  @Test func aBookOfSeveralCollectionsIsSearchedWhole() {
    let personal = Addressbook([Self.person("a", "Ann", emails: ["ann@example.org"])])
    let work = Addressbook([Self.person("b", "Ann W.", emails: ["ann@example.org"])])
    let shelf = Addressbook(collections: [("personal", personal), ("work", work)])
    #expect(DuplicateFinder().groups(in: shelf).map { Set($0.ids) } == [["a", "b"]])
  }

  @Test func personsStillInTheirCardsAreFoundByTheirOutlines() {
    let text = """
      BEGIN:VCARD\r\nVERSION:3.0\r\nUID:a\r\nFN:Ann\r\nEMAIL:ann@example.org\r\nNOTE:long\r\nEND:VCARD\r
      BEGIN:VCARD\r\nVERSION:3.0\r\nUID:b\r\nFN:Bo\r\nEMAIL:Ann@example.org\r\nEND:VCARD\r\n
      """
    let (_, persons) = StoredPerson.persons(fromVCard: Array(text.utf8), parts: 1, deferring: true)
    #expect(DuplicateFinder().groups(in: Addressbook(stored: persons)).map { Set($0.ids) } == [["a", "b"]])
  }
}

extension DuplicateFinderTests {
  /// The words of `text` folded whole and then cut, as names' words were
  /// found before they were cut first and folded run by run.
  static func wordsFoldedWhole(_ text: String) -> [String] {
    TextFolding.fold(text).unicodeScalars.split { !isWordByCategory($0) }.map { String(Substring($0)) }
  }

  /// Whether `scalar` is a letter, a mark or a number by Unicode's general category.
  static func isWordByCategory(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
      true
    default: false
    }
  }

  /// Names of many scripts, cut into words and folded word by word (and
  /// again, from the cache), give the words folding them whole gives.
  @Test func namesCutThenFoldedGiveTheWordsOfFoldingWhole() {
    var random = SeededGenerator(seed: 12)
    let parts = [
      "Zoë", "Ångström", "Müller", "GROSS", "Straße", "Ελένη", "ΣΊΣΥΦΟΣ", "Фёдор", "Nguyễn", "Thị", "张", "伟", "김민준",
      "हिंदी", "ไทย", "ｶﾀｶﾅ", "Ｓａｔｏ", "ﬁne", "O'Brien", "Jean-Luc", "e\u{301}", "①", "١٢", "Łódź", "İstanbul",
      " ", "  ", ", ", "-", ".", "\t", "·", "/",
    ]
    var differing: [String] = []
    var names = NameKey()
    for _ in 0..<3_000 {
      let text = (0...random.below(5)).map { _ in random.pick(parts) }.joined()
      for _ in 0..<2 where names.words(of: text) != Self.wordsFoldedWhole(text) { differing.append(text) }
    }
    #expect(differing.isEmpty, "\(differing.prefix(10))")
  }
}

extension DuplicateFinderTests {
  /// The ranges `NameKey.isWordScalar` tells without Unicode's tables agree
  /// with them, for every scalar.
  @Test func wordScalarsByRangeAreWordScalarsByCategory() {
    let differing = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
      NameKey.isWordScalar($0) != Self.isWordByCategory($0)
    }
    #expect(differing.isEmpty, "\(differing.prefix(10).map { String($0.value, radix: 16) })")
  }
}
