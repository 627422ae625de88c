import RefbookModel
@testable import RefbookUI
import StructRef
import Testing

/// The search prepared on another thread from a snapshot of the book is
/// adopted with the changes made meanwhile: the list then searches the
/// edited book as a fresh view of it does.
@Suite struct SearchPreparationTests {
  static func persons(_ count: Int) -> [Person] {
    (0..<count).map { Person(id: "p\($0)", formattedName: "Person \($0) Ångström", emails: [TypedValue(value: "p\($0)@example.org")]) }
  }

  @Test func theListAdoptsAPreparationMadeBeforeEditsAndSearchesTheEditedBook() async throws {
    let book = Ref(initialValue: Addressbook(Self.persons(200)))
    let list = ListPane(book: book)
    list.keepSearchPrepared()
    let preparation = try #require(list.searchPreparation)
    book.modify { book in
      book[id: "p1"] = nil
      book[id: "p2"]?.formattedName = "Zebulon"
      book.insert(Person(id: "new", formattedName: "Newcomer Ångström"))
    }
    while preparation.prepared == nil { try await Task.sleep(for: .milliseconds(10)) }
    #expect(!list.view.isSearchPrepared)
    list.keepSearchPrepared()
    #expect(list.searchPreparation == nil)
    #expect(list.view.isSearchPrepared)
    for text in ["angstrom", "zebulon", "person 1", "newcomer", "p19@", "ÅNGSTRÖM p2"] {
      list.setQuery(SearchQuery(text))
      #expect(Array(list.view) == Array(BookView(book.value, query: SearchQuery(text))), "query \(text)")
    }
  }

  @Test func aSearchTypedBeforeThePreparationIsDoneScans() {
    let book = Ref(initialValue: Addressbook(Self.persons(50)))
    let list = ListPane(book: book)
    list.setQuery(SearchQuery("person 4"))
    #expect(Array(list.view) == Array(BookView(book.value, query: SearchQuery("person 4"))))
    #expect(list.view.count == 14)  // 4, 14, 24, 34, 40…49
  }
}
