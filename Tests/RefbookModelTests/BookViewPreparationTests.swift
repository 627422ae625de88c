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

  @Test func anEmptyBookHasNothingToPrepare() {
    var view = BookView(Addressbook())
    let more = view.prepareSearch(in: Addressbook(), limit: 10)
    #expect(!more)
  }
}
