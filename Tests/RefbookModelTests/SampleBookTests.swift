import Testing
@testable import RefbookModel
import RefbookSamples

@Suite struct SampleBookTests {
  @Test func theSameSeedGivesTheSamePersons() {
    #expect(SampleBook.generate(count: 300, seed: 4) == SampleBook.generate(count: 300, seed: 4))
    #expect(SampleBook.generate(count: 300, seed: 4) != SampleBook.generate(count: 300, seed: 5))
    #expect(SampleBook.generate(count: 0, seed: 4).isEmpty)
  }

  @Test func personsAreDistinctCompleteAndVaried() {
    let persons = SampleBook.generate(count: 2_000, seed: 1)
    #expect(Set(persons.map(\.id)).count == 2_000)
    #expect(persons.allSatisfy { !$0.emails.isEmpty && !$0.phones.isEmpty && $0.displayName != "(no name)" })
    #expect(persons.allSatisfy { person in person.emails.allSatisfy { $0.value.unicodeScalars.allSatisfy(\.isASCII) } })
    let names = persons.map(\.displayName).joined()
    for (script, range) in [("CJK", 0x4E00...0x9FFF), ("Cyrillic", 0x0400...0x04FF), ("Greek", 0x0370...0x03FF),
                            ("Arabic", 0x0600...0x06FF), ("Hangul", 0xAC00...0xD7AF), ("Latin-1", 0x00C0...0x00FF)] {
      #expect(names.unicodeScalars.contains { range.contains(Int($0.value)) }, "no \(script) name")
    }
    #expect(persons.contains { $0.formattedName.isEmpty && !$0.name.family.isEmpty })
    #expect(persons.contains { $0.name == PersonName() && !$0.organization.isEmpty })
    #expect(persons.contains { $0.addresses.count == 2 && $0.emails.count == 3 && $0.phones.count == 3 })
    #expect(persons.contains { $0.displayName.count > 40 })
  }

  @Test func theBookOfGeneratedPersonsHoldsThemAll() {
    let persons = SampleBook.generate(count: 1_000, seed: 2)
    let book = Addressbook(persons)
    #expect(book.count == 1_000)
    #expect(persons.allSatisfy { book[id: $0.id] == $0 })
  }
}
