import PropertyBased
@testable import RefbookModel
import Testing
import VCard

/// The duplicate finder groups exactly as comparing every pair of persons
/// would, and a merge loses nothing of any person merged.
@Suite struct DuplicatePropertyTests {
  @Test func theFinderGroupsAsComparingEveryPairWould() async {
    await propertyCheck(count: 300, input: Gen.collidingBook) { book in
      let persons = book.persons
      let found = DuplicateFinder(countryCode: book.countryCode).groups(of: persons)
      let expected = Self.allPairsGroups(of: persons, countryCode: book.countryCode)
      #expect(found == expected, "\(found.map(Self.text)) is not \(expected.map(Self.text))")
    }
  }

  @Test func aMergeLosesNothingOfAnyPerson() async {
    await propertyCheck(count: 200, input: Gen.person.array(of: 1...4)) { persons in
      let merged = Person(merging: persons)
      let first = persons[0]
      #expect(merged.id == first.id)
      for (field, _) in [(\Person.formattedName, "FN"), (\.title, "TITLE"), (\.birthday, "BDAY")] {
        #expect(merged[keyPath: field] == (persons.first { !$0[keyPath: field].isBlank } ?? first)[keyPath: field])
      }
      #expect(merged.name == (persons.first { $0.name != PersonName() } ?? first).name)
      #expect(merged.organization == (persons.first { !$0.organization.allSatisfy(\.isBlank) } ?? first).organization)
      let noteLines = Set(merged.note.split(separator: "\n"))
      let singles: Set = ["KIND", "GENDER", "ANNIVERSARY", "PRODID", "REV"]
      for person in persons {
        if person.id != merged.id { #expect(merged.mergedIDs.contains(person.id)) }
        let emails = Set(merged.emails.map { DuplicateKey.emailKey($0.value) ?? $0.value })
        #expect(person.emails.allSatisfy { emails.contains(DuplicateKey.emailKey($0.value) ?? $0.value) })
        let phones = Set(merged.phones.map(Self.phoneKey))
        #expect(person.phones.allSatisfy { phones.contains(Self.phoneKey($0)) })
        #expect(person.addresses.allSatisfy(merged.addresses.contains))
        #expect(person.urls.allSatisfy(merged.urls.contains))
        #expect(person.nicknames.allSatisfy(merged.nicknames.contains))
        #expect(person.categories.allSatisfy(merged.categories.contains))
        #expect(person.note.split(separator: "\n").allSatisfy(noteLines.contains))
        for property in person.otherProperties {
          let kept = merged.otherProperties.contains(property)
            || (singles.contains(property.name) && merged.otherProperties.contains { $0.name == property.name })
            || (property.name == Person.mergedIDProperty && VCardValue.unescape(property.value) == merged.id)
          #expect(kept, "\(property) of \(person.id)")
        }
        // Merging a person again changes nothing.
        #expect(Person(merging: [merged, person]) == merged)
      }
    }
  }

  private static func text(of group: DuplicateGroup) -> String {
    "\(group.ids): " + group.reasons.map { "\($0.kind) \($0.value) \($0.name) \($0.ids)" }.joined(separator: ", ")
  }

  private static func phoneKey(_ phone: TypedValue) -> String {
    PhoneNumberKey.normalized(phone.value, countryCode: nil) ?? phone.value
  }

  /// The groups found by comparing the keys of every pair of persons: the
  /// persons linked by chains of shared keys, and for each key shared, the
  /// persons holding it; all in the order of `persons` (components are
  /// named by their first member, so they come in that order too).
  static func allPairsGroups(of persons: [Person], countryCode: String?) -> [DuplicateGroup] {
    let keys = persons.map { Set(DuplicateKey.keys(of: $0, countryCode: countryCode)) }
    var component = Array(persons.indices)
    var changed = true
    while changed {
      changed = false
      for i in persons.indices {
        for j in persons.indices where i < j && !keys[i].isDisjoint(with: keys[j]) && component[i] != component[j] {
          let low = min(component[i], component[j])
          component[i] = low
          component[j] = low
          changed = true
        }
      }
    }
    var groups: [DuplicateGroup] = []
    for root in Set(component).sorted() {
      let members = persons.indices.filter { component[$0] == root }
      guard members.count > 1 else { continue }
      let shared = Set(members.flatMap { keys[$0] }).filter { key in members.filter { keys[$0].contains(key) }.count > 1 }
      let reasons = shared.map { key in
        DuplicateReason(
          kind: key.kind, value: key.value, name: key.name, ids: members.filter { keys[$0].contains(key) }.map { persons[$0].id })
      }
      .sorted { ($0.kind, $0.value, $0.name) < ($1.kind, $1.value, $1.name) }
      groups.append(DuplicateGroup(ids: members.map { persons[$0].id }, reasons: reasons))
    }
    return groups
  }
}

/// A small book whose persons draw names, emails, phones and organizations
/// from small pools of spellings that collide (or nearly do) in several
/// scripts, and the country code to read national numbers in.
struct CollidingBook: CustomStringConvertible {
  var persons: [Person]
  var countryCode: String?

  var description: String {
    "country \(countryCode ?? "none"): " + persons.map { "\($0.id) \($0.formattedName) \($0.name) \($0.emails.map(\.value)) \($0.phones.map(\.value)) \($0.organization)" }.joined(separator: "; ")
  }
}

extension Gen where Value == CollidingBook {
  static var collidingBook: Generator<CollidingBook, Shrink.None<CollidingBook>> {
    Generator { source in
      let names = [
        "", "Hans Müller", "Müller, Hans", "Hans Mueller", "HANS MULLER", "Zoë Hart", "hart zoe", "张伟", "Ελένη Π",
        "ελενη π.", "Иван Петров", "Ivan Petrov", "Ｈａｎｓ Ｍüller",
      ]
      let structured = [
        PersonName(), PersonName(family: "Müller", given: "Hans"), PersonName(family: "张", given: "伟"),
        PersonName(family: "Hart", given: "Zoë"),
      ]
      let emails = ["a@x.org", "A@X.ORG ", "b@x.org", "c@y.org", "hans@acme.example", "zoe@y.org", ""]
      let phones = ["+49 30 1234567", "0049301234567", "030 1234567", "030-123 4567", "112", "+1 555 0100", "555 0100"]
      let organizations = ["", "Acme", "ACME", "Initech", "华为"]
      let count = Int.random(in: 0...12, using: &source)
      let persons = (0..<count).map { index in
        Person(
          id: "p\(index)", formattedName: names.randomElement(using: &source)!,
          name: structured.randomElement(using: &source)!,
          emails: (0..<Int.random(in: 0...2, using: &source)).map { _ in TypedValue(value: emails.randomElement(using: &source)!) },
          phones: (0..<Int.random(in: 0...2, using: &source)).map { _ in TypedValue(value: phones.randomElement(using: &source)!) },
          organization: [organizations.randomElement(using: &source)!].filter { !$0.isEmpty })
      }
      return CollidingBook(persons: persons, countryCode: Bool.random(using: &source) ? "49" : nil)
    }
  }
}
