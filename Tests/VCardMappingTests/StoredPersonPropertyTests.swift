import PropertyBased
@testable import RefbookModel
import Testing
import VCard

/// A book read for its outlines, each person left in its card
/// (``StoredPerson``), holds the same persons as one read whole: the same
/// outline fields, sort order and search results, on books of hostile text,
/// with and without UIDs, and with bytes that are not UTF-8.
@Suite struct StoredPersonPropertyTests {
  @Test func aBookReadForItsOutlinesIsTheBookReadWhole() async {
    await propertyCheck(count: 60, input: Gen.person.array(of: 1...12), Gen.int(in: 0...3)) { persons, variant in
      let bytes = Self.file(of: persons, variant: variant)
      let whole = Person.persons(fromVCard: bytes)
      let (read, stored) = StoredPerson.persons(fromVCard: bytes, parts: 1 + variant % 2, deferring: true)
      #expect(read.problems == whole.problems)
      #expect(stored.map(\.person) == whole.persons)
      #expect(stored.map(\.outline) == whole.persons.map(\.outline))
      let lazyBook = Addressbook(stored: stored)
      let eagerBook = Addressbook(whole.persons)
      #expect(lazyBook == eagerBook)
      for order in SortOrder.allCases {
        let query = SearchQuery(persons.first.map { String($0.formattedName.prefix(2)) } ?? "")
        #expect(Array(BookView(lazyBook, sortOrder: order, query: query)) == Array(BookView(eagerBook, sortOrder: order, query: query)))
        #expect(Array(BookView(lazyBook, sortOrder: order)) == order.sorted(eagerBook).map(\.id))
      }
    }
  }

  /// `persons` as a vCard file: version 4.0 or 3.0; variant 2 drops every
  /// `UID` (ids are then generated), variant 3 puts a byte that is not
  /// UTF-8 into each card's last line.
  private static func file(of persons: [Person], variant: Int) -> [UInt8] {
    let text = Person.vCardText(for: persons, version: variant == 1 ? .v3 : .v4)
    var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
    if variant == 2 { lines.removeAll { $0.starts(with: Array("UID:".utf8)) } }
    if variant == 3 {
      for index in lines.indices where lines[index] == Array("END:VCARD".utf8) && index > 0 {
        lines[index - 1].append(0xE9)
      }
    }
    return Array(lines.joined(separator: Array("\r\n".utf8)))
  }
}
