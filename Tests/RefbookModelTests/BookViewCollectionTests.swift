import RefbookModel
import RefbookSamples
import Testing

/// A view shown for one collection (one of several books) holds exactly the
/// persons of that collection the query finds, in the order the whole view
/// has them, through searches, edits, moves and removals.
@Suite struct BookViewCollectionTests {
  static let books = ["personal", "work", "shared"]

  /// 600 generated persons, a third in each book.
  static func shelf() -> Addressbook {
    let persons = SampleBook.generate(count: 600, seed: 5)
    return Addressbook(collections: books.indices.map { index in
      (books[index], Addressbook(persons.enumerated().filter { $0.offset % 3 == index }.map(\.element)))
    })
  }

  /// What a view for `collection` and `query` must show: the whole view's
  /// order, kept where the person is in the collection and matches.
  static func expected(_ book: Addressbook, _ collection: String?, _ query: SearchQuery) -> [Person.ID] {
    BookView(book).filter { id in
      (collection == nil || book.collection(id: id) == collection) && (query.isEmpty || query.matches(book[id: id]!))
    }
  }

  @Test(arguments: ["", "a", "an", "ma", "@", "zz"])
  func aCollectionWithAQueryShowsWhatBothAdmit(text: String) {
    var book = Self.shelf()
    var view = BookView(book)
    let query = SearchQuery(text)
    for collection in Self.books + [nil] {
      view.setCollection(collection, in: book)
      view.setQuery(query, in: book)
      #expect(Array(view) == Self.expected(book, collection, query))
    }
    view.setCollection("work", in: book)
    // Edits, moves in and out, and removals reach the filtered view.
    let old = book
    let ids = Array(BookView(book).prefix(30))
    for (offset, id) in ids.enumerated() {
      switch offset % 3 {
      case 0: book.move(id: id, to: Self.books[offset % 2])
      case 1: book[id: id]?.formattedName = "Anna Moved \(offset)"
      default: book[id: id] = nil
      }
    }
    view.apply(changedIDs: book.changedIDs(since: old), in: book)
    #expect(Array(view) == Self.expected(book, "work", query))
    #expect(!view.isEmpty || text == "zz")
  }
}
