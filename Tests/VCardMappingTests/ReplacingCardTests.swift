import PropertyBased
import RefbookModel
import Testing
import VCard

/// A changed person's card written in place of the card it was read from:
/// the card's order, version and bytes kept but for the lines of what changed.
@Suite struct ReplacingCardTests {
  /// The first card of a fixture file: its bytes and its person.
  static func firstCard(of fixture: String) throws -> (bytes: ArraySlice<UInt8>, person: Person) {
    let read = VCardParser.parse(CardText.fixture(fixture))
    let card = try #require(read.cards.first)
    return (read.sources[0], Person(card: card))
  }

  /// `bytes` split at each LF (a CR before it kept).
  static func lines(_ bytes: some Collection<UInt8>) -> [String] {
    Array(bytes).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
  }

  /// One field changed, each on a real card: Apple's 3.0 (its UID last, types
  /// in upper case, groups, a photo folded at 76 characters) and
  /// Thunderbird's 4.0.
  static let edits: [(fixture: String, field: String, line: String, edit: @Sendable (inout Person) -> Void)] = [
    ("apple-contacts-3.0.vcf", "title", "TITLE:Chief engineer", { $0.title = "Chief engineer" }),
    ("apple-contacts-3.0.vcf", "note", "NOTE:Just one line", { $0.note = "Just one line" }),
    ("apple-contacts-3.0.vcf", "second phone", "TEL;TYPE=iphone,cell,voice:+1 (408) 555-0199", { $0.phones[1].value = "+1 (408) 555-0199" }),
    ("apple-contacts-3.0.vcf", "birthday", "BDAY;VALUE=date:1991-04-01", { $0.birthday = "1991-04-01" }),
    ("thunderbird-4.0.vcf", "first email", "EMAIL;PREF=1:anna@example.org", { $0.emails[0].value = "anna@example.org" }),
    ("thunderbird-4.0.vcf", "nickname", "NICKNAME:Anni", { $0.nicknames = ["Anni"] }),
  ]

  @Test("an edited field rewrites its line only: every other line, the UID's place included, as it was",
        arguments: edits.indices)
  func oneFieldEdited(edit index: Int) throws {
    let edit = Self.edits[index]
    var (former, person) = try Self.firstCard(of: edit.fixture)
    edit.edit(&person)
    let written = person.vCardBytes(replacing: former, version: .v4)
    let (before, after) = (Self.lines(former), Self.lines(written))
    #expect(after.count == before.count, "\(edit.field)")
    let changed = after.indices.filter { after[$0] != before.dropFirst($0).first }
    #expect(changed.map { after[$0] } == [edit.line + "\r"], "\(edit.field)")
    #expect(Person.persons(fromVCard: written).persons == [person])
  }

  @Test("a field added follows those of its kind, a field removed takes only its line, nothing else moves")
  func fieldsAddedAndRemoved() throws {
    var (former, person) = try Self.firstCard(of: "apple-contacts-3.0.vcf")
    person.emails.append(TypedValue(value: "new@example.com"))
    person.title = ""
    let written = Self.lines(person.vCardBytes(replacing: former, version: .v4))
    var expected = Self.lines(former)
    expected.removeAll { $0.hasPrefix("TITLE:") }
    expected.insert("EMAIL:new@example.com\r", at: try #require(expected.firstIndex { $0.hasPrefix("item1.EMAIL") }) + 1)
    #expect(written == expected)
  }

  @Test("a card in a version refbook does not write is written anew in the version asked for, its order kept")
  func aVersion21CardKeepsItsOrder() throws {
    var (former, person) = try Self.firstCard(of: "android-2.1-qp.vcf")
    person.note = "edited"
    let written = VCardParser.parse(person.vCardBytes(replacing: former, version: .v4))
    let card = try #require(written.cards.first)
    #expect(card.version == "4.0")
    let formerNames = try #require(VCardParser.parseCard(former, firstLine: 1)).properties.map(\.name).filter { $0 != "NOTE" }
    #expect(card.properties.map(\.name).filter { $0 != "NOTE" && $0 != "UID" } == formerNames)
    #expect(Person(card: card) == person)
  }

  @Test func anUnchangedPersonGivesItsCardBackByteForByteWhateverItsOrder() async {
    await propertyCheck(count: 200, input: Gen.person, Gen.int(in: 0...1_000)) { person, seed in
      for version in VCardVersion.allCases {
        // The card's properties in another order, those of one name in theirs.
        var card = person.vCard(version: version)
        let rank = { (name: String) in name.utf8.reduce(seed) { ($0 &* 31 &+ Int($1)) & 0xFFFF } }
        card.properties = card.properties.enumerated()
          .sorted { (rank($0.element.name), $0.offset) < (rank($1.element.name), $1.offset) }.map(\.element)
        let former = VCardWriter.bytes(CollectionOfOne(card), version: version)
        guard let read = VCardParser.parseCard(former[...], firstLine: 1).map(Person.init) else {
          Issue.record("unreadable: \(String(decoding: former, as: UTF8.self))")
          continue
        }
        let written = read.vCardBytes(replacing: former[...], version: .v4)
        #expect(written == former, "\(String(decoding: former, as: UTF8.self))")
      }
    }
  }
}
