import RefbookModel
@testable import RefbookUI
import TerminalKit
import Testing

/// The card fitted to a width: the header's entries on a line, where a
/// click and an editor land on it, and values cut with `…` only past the
/// rows they may take.
@Suite struct CardLayoutTests {
  static let today = CalendarDate(year: 2026, month: 3, day: 20)

  static func layout(_ person: Person, width: Int, editing: PersonField? = nil) -> CardLayout {
    CardLayout(PersonCard(of: person, editing: editing, today: today), width: width, maxLines: 20)
  }

  @Test("the header's entries share a line, a click between two picks the one on its left, and the editor starts at the entry")
  func theHeaderLine() {
    let person = Person(id: "a", formattedName: "Ann", organization: ["Acme"], title: "Engineer")
    let layout = Self.layout(person, width: 40)
    #expect(layout.rows[1].map(\.text.string) == ["Acme", " · ", "Engineer"])
    #expect(layout.rows[1].map(\.column) == [1, 5, 8])
    #expect(layout.item(atRow: 1, column: 2) == .field(.organization(0)))
    #expect(layout.item(atRow: 1, column: 6) == .field(.organization(0)))
    #expect(layout.item(atRow: 1, column: 30) == .field(.title))
    #expect(layout.item(atRow: 2, column: 5) == nil, "the blank row under the header")
    let editing = Self.layout(person, width: 40, editing: .title)
    #expect(editing.editorPlace(of: .field(.title))! == (row: 1, column: 8, columns: 32))
  }

  @Test func aHeaderEntryThatDoesNotFitStartsARowAndOneTooWideWraps() {
    let person = Person(id: "a", formattedName: "Ann", organization: ["Acme Corporation", "Research and Development"],
                        title: "Principal Engineer")
    let layout = Self.layout(person, width: 30)
    #expect(layout.rows[1...3].map { $0.map(\.text.string).joined() } == [
      "Acme Corporation", "Research and Development", "Principal Engineer",
    ])
    #expect(layout.extents[.field(.organization(1))]?.rows == 2..<3)
  }

  @Test("a value gets the rows it may take, the last ending with … when lines are left out")
  func wrappingWithALimit() {
    #expect(CardLayout.wrapped(["aaa bbb", "ccc"], to: 4, limit: 2).map(\.string) == ["aaa", "bbb…"])
    #expect(CardLayout.wrapped(["aaaa", "ccc"], to: 4, limit: 1).map(\.string) == ["aaa…"])
    #expect(CardLayout.wrapped(["aaa bbb", "ccc"], to: 4, limit: 3).map(\.string) == ["aaa", "bbb", "ccc"])
    #expect(CardLayout.wrapped([Substring(String(repeating: "x ", count: 100_000))], to: 10, limit: 2).map(\.string)
            == ["x x x x x", "x x x x x…"])
  }
}
