import Testing
@testable import RefbookModel
import RefbookSamples

/// Search texts made ahead of the first search give the same results.
@Suite struct BookViewPreparationTests {
  @Test(arguments: [1, 7, 1_000])
  func preparingInStepsThenSearchingMatchesSearchingCold(step: Int) {
    var book = Addressbook(SampleBook.generate(count: 300, seed: 21))
    var prepared = BookView(book)
    var steps = 0
    while prepared.prepareSearch(in: book, limit: step) { steps += 1 }
    #expect(steps == (300 + step - 1) / step - 1)
    let extra = SampleBook.generate(count: 1, seed: 99)[0]
    let before = book
    book.insert(extra)
    prepared.apply(changedIDs: book.changedIDs(since: before), in: book)
    for text in ["a", "ma", "müller", "555", "张"] {
      prepared.setQuery(SearchQuery(text), in: book)
      #expect(Array(prepared) == Array(BookView(book, query: SearchQuery(text))), "query \(text)")
    }
  }

  @Test func aChangeOfAFewKeepsTheSearchPreparedAndAnImportLeavesItsTextsToThePreparation() {
    var book = Addressbook(SampleBook.generate(count: 1_200, seed: 5))
    var view = BookView(book)
    while view.prepareSearch(in: book, limit: .max) {}
    let few = book
    for person in SampleBook.generate(count: BookView.textsMadeAtOnce, seed: 6) { book.insert(person) }
    view.apply(changedIDs: book.changedIDs(since: few), in: book)
    #expect(view.isSearchPrepared)
    let many = book
    for person in SampleBook.generate(count: BookView.textsMadeAtOnce + 1, seed: 7) { book.insert(person) }
    view.apply(changedIDs: book.changedIDs(since: many), in: book)
    #expect(!view.isSearchPrepared)
    // A search typed meanwhile makes the missing texts; the preparation makes them too.
    var typed = view
    for text in ["a", "ma", "555"] {
      typed.setQuery(SearchQuery(text), in: book)
      #expect(Array(typed) == Array(BookView(book, query: SearchQuery(text))), "query \(text)")
    }
    while view.prepareSearch(in: book, limit: .max) {}
    #expect(view.isSearchPrepared)
    view.setQuery(SearchQuery("ma"), in: book)
    #expect(Array(view) == Array(BookView(book, query: SearchQuery("ma"))))
  }

  @Test func anEmptyBookHasNothingToPrepare() {
    var view = BookView(Addressbook())
    let more = view.prepareSearch(in: Addressbook(), limit: 10)
    #expect(!more)
  }
}
