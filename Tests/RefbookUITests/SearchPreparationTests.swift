import RefbookModel
@testable import RefbookUI
import StructRef
import Synchronization
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
    while !preparation.isReady { try await Task.sleep(for: .milliseconds(10)) }
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

  /// Search texts kept as a book's cache keeps them, in memory.
  final class KeptTexts: SearchTextStorage {
    let archive: Mutex<[UInt8]?>
    let keeps = Mutex(0)
    init(_ archive: [UInt8]? = nil) { self.archive = Mutex(archive) }
    func kept() -> KeptSearchTexts { archive.withLock { $0 }.map(KeptSearchTexts.init) ?? KeptSearchTexts() }
    func keep(_ archive: [UInt8]) {
      self.archive.withLock { $0 = archive }
      keeps.withLock { $0 += 1 }
    }
  }

  /// Prepares the search of a new list of `book`, with `storage`, and
  /// adopts it.
  private static func preparedList(of book: Ref<Addressbook>, keptIn storage: KeptTexts) async throws -> ListPane {
    let list = ListPane(book: book)
    list.searchTextStorage = storage
    list.keepSearchPrepared()
    let preparation = try #require(list.searchPreparation)
    while !preparation.isReady { try await Task.sleep(for: .milliseconds(10)) }
    list.keepSearchPrepared()
    return list
  }

  @Test func thePreparationKeepsItsCardsTextsAndTakesThemAtTheNextStart() async throws {
    let file = Array(Person.vCardText(for: Self.persons(30)).utf8)
    let (read, stored) = StoredPerson.persons(fromVCard: file, parts: 1, deferring: true)
    let book = Ref(initialValue: Addressbook(stored: stored))
    let storage = KeptTexts()
    _ = try await Self.preparedList(of: book, keptIn: storage)
    while storage.keeps.withLock({ $0 }) == 0 { try await Task.sleep(for: .milliseconds(10)) }
    #expect(storage.kept().count == 30, "every card's text kept")

    // The next start takes the kept texts (trusted: a card's text depends on
    // its bytes alone), and keeps nothing new.
    let pairs = [(card: BytesHash.of(read.sources[7]), text: Array("kept text of p7".utf8)[...])]
    let forged = KeptTexts(KeptSearchTexts.archive(of: pairs))
    let list = try await Self.preparedList(of: book, keptIn: forged)
    list.setQuery(SearchQuery("kept text"))
    #expect(Array(list.view) == ["p7"])
    list.setQuery(SearchQuery("p28@"))
    #expect(Array(list.view) == ["p28"], "a card whose text was not kept is folded")
    let again = try await Self.preparedList(of: book, keptIn: storage)
    try await Task.sleep(for: .milliseconds(100))
    #expect(storage.keeps.withLock { $0 } == 1, "the texts kept were those made")
    again.setQuery(SearchQuery("ångström 2"))
    #expect(Array(again.view) == Array(BookView(book.value, query: SearchQuery("ångström 2"))))
  }

  @Test func aSearchTypedBeforeTheTextsAreMadeTakesTheKeptOnes() {
    let file = Array(Person.vCardText(for: Self.persons(30)).utf8)
    let (read, stored) = StoredPerson.persons(fromVCard: file, parts: 1, deferring: true)
    let book = Addressbook(stored: stored)
    let kept = KeptSearchTexts(archive: KeptSearchTexts.archive(of: [(card: BytesHash.of(read.sources[7]), text: Array("kept text of p7".utf8))]))
    var view = BookView(book)
    view.setQuery(SearchQuery("kept"), in: book, kept: kept)
    #expect(Array(view) == ["p7"])
    view.setQuery(SearchQuery("kept text"), in: book, kept: kept)
    #expect(Array(view) == ["p7"], "refined among the matches")
    view.setQuery(SearchQuery("person 7"), in: book, kept: kept)
    #expect(Array(view) == ["p17", "p27"], "p7 is searched by its kept text alone")
    view.setQuery(SearchQuery("p28@"), in: book, kept: kept)
    #expect(Array(view) == ["p28"], "a card whose text was not kept is folded")
  }
}
