import Testing
@testable import RefbookModel
import RefbookSamples

@Suite struct BookViewTests {
  static func expectSameAsRebuilt(_ view: BookView, _ book: Addressbook, sourceLocation: SourceLocation = #_sourceLocation) {
    let rebuilt = BookView(book, sortOrder: view.sortOrder, query: view.query)
    #expect(Array(view) == Array(rebuilt), sourceLocation: sourceLocation)
    let misplaced = rebuilt.enumerated().filter { view.position(of: $1) != $0 }.map(\.element)
    #expect(misplaced.isEmpty, "not at their positions: \(misplaced.prefix(5))", sourceLocation: sourceLocation)
  }

  /// 9,000 persons: a book large enough to be read on two processors.
  @Test(arguments: [0, 1, 10, 300, 9_000])
  func showsEveryPersonInOrder(count: Int) {
    let persons = SampleBook.generate(count: count, seed: 11)
    let book = Addressbook(persons)
    for order in SortOrder.allCases {
      let view = BookView(book, sortOrder: order)
      #expect(view.count == count)
      #expect(Array(view) == order.sorted(persons).map(\.id))
      let misplaced = view.enumerated().filter { view.position(of: $1) != $0 }.map(\.element)
      #expect(misplaced.isEmpty, "not at their positions: \(misplaced.prefix(5))")
    }
    #expect(BookView(book).position(of: "absent") == nil)
  }

  @Test(arguments: [(seed: UInt64(1), query: ""), (2, "a"), (3, "e"), (4, "555"), (5, "gmail com")])
  func incrementalUpdatesEqualAFullRebuild(seed: UInt64, query: String) {
    var random = SeededGenerator(seed: seed)
    // 200 persons: every step's changes (at most 49) stay under the half of
    // the book beyond which the view is rebuilt instead.
    let extra = SampleBook.generate(count: 100, seed: seed + 100)
    var book = Addressbook(SampleBook.generate(count: 200, seed: seed))
    var view = BookView(book, sortOrder: .name, query: SearchQuery(query))
    for step in 0..<60 {
      let before = book
      let ids = Array(book.map(\.id))
      // Mostly a few changes (one by one), every fifth step many (in one merge).
      for _ in 0..<(step % 5 == 4 ? 9 + random.below(40) : 1 + random.below(4)) {
        switch random.below(3) {
        case 0: book.insert(extra[random.below(extra.count)])
        case 1: book.remove(id: random.pick(ids))
        default: book[id: random.pick(ids)]?.formattedName = "Renamed \(random.below(1_000)) e"
        }
      }
      view.apply(changedIDs: book.changedIDs(since: before), in: book)
      if step % 20 == 19 { view.setSortOrder(SortOrder.allCases[(step / 20 + 1) % SortOrder.allCases.count], in: book) }
      Self.expectSameAsRebuilt(view, book)
    }
  }

  @Test func typingFiltersThePreviousResultsAndDeletingWidensAgain() {
    let book = Addressbook(SampleBook.generate(count: 1_000, seed: 5))
    var view = BookView(book)
    var counts: [Int] = []
    for query in ["m", "mu", "mul", "mull", "mull g"] {
      view.setQuery(SearchQuery(query), in: book)
      Self.expectSameAsRebuilt(view, book)
      counts.append(view.count)
    }
    #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(counts.last! > 0)
    view.setQuery(SearchQuery("m"), in: book)
    #expect(view.count == counts[0])
    view.setQuery(SearchQuery(""), in: book)
    #expect(view.count == 1_000)
  }

  @Test func editsMoveAPersonAndSearchFollowsTheEdit() {
    var book = Addressbook([
      Person(id: "a", formattedName: "Anna"), Person(id: "b", formattedName: "Bert"),
      Person(id: "c", formattedName: "Carl"),
    ])
    var view = BookView(book, query: SearchQuery("r"))
    #expect(Array(view) == ["b", "c"])
    let before = book
    book[id: "a"]?.formattedName = "Zora"
    book[id: "b"]?.formattedName = "Ben"
    view.apply(changedIDs: book.changedIDs(since: before), in: book)
    #expect(Array(view) == ["c", "a"])
    #expect(view.position(of: "b") == nil)
    view.setQuery(SearchQuery(""), in: book)
    #expect(Array(view) == ["b", "c", "a"])
  }

  @Test func manyChangesFallBackToARebuild() {
    let before = Addressbook(SampleBook.generate(count: 100, seed: 8))
    var view = BookView(before)
    let after = Addressbook(SampleBook.generate(count: 150, seed: 9))
    view.apply(changedIDs: after.changedIDs(since: before), in: after)
    Self.expectSameAsRebuilt(view, after)
  }
}
