import PropertyBased
@testable import RefbookModel
import Testing
import VCard

/// Search texts kept of a book's cards stand in for decoding and folding
/// those cards: on hostile files (see ``CardSearchScenario``), a view
/// prepared with some of its cards' texts kept, and `refbook query`'s
/// matching with them — over persons read for their ids, or from kept
/// outlines, whose outlines then stand in for the persons — and the index
/// made of them for `refbook query` find what decoding every card finds.
@Suite struct KeptSearchTextsPropertyTests {
  @Test func keptTextsFindWhatDecodingEveryCardFinds() async {
    await propertyCheck(count: 30, input: Gen.cardSearchScenario, Gen.int(in: 0...Int.max)) { scenario, seed in
      let decoded = Person.persons(fromVCard: scenario.file).persons
      let (read, stored) = StoredPerson.persons(fromVCard: scenario.file, parts: 1, deferring: true)
      // The texts of every other card (from a seeded one on) kept: the others are folded anew.
      let pairs = stored.enumerated().compactMap { index, person -> (card: UInt64, text: ArraySlice<UInt8>)? in
        guard (index + seed) % 2 == 0, let source = person.source else { return nil }
        return (BytesHash.of(source), SearchText(person.person).bytes[...])
      }
      let kept = KeptSearchTexts(archive: KeptSearchTexts.archive(of: pairs))
      let book = Addressbook(stored: stored)
      var prepared = BookView(book)
      while prepared.prepareSearch(in: book, limit: .max, kept: kept) {}
      let made = KeptSearchTexts(archive: prepared.searchTextArchive(in: book))
      // Every kept text of a card the book holds is made (a kept card of a repeated UID that the book does not
      // hold is not: see below).
      let held = Set(stored.compactMap { book.stored(id: $0.id) }.compactMap(\.sourceHash))
      #expect(pairs.filter { held.contains($0.card) }.allSatisfy { made.text(ofCardHash: $0.card) != nil })
      #expect(prepared.keeps(made, in: book))
      // The texts `refbook index` keeps, made of every card alike: those a prepared view makes, and those of
      // the cards of a repeated UID that the book does not hold.
      let ofCards = KeptSearchTexts(archive: KeptSearchTexts.archive(ofCardsOf: stored))
      #expect(ofCards.count >= made.count)
      #expect(stored.allSatisfy { person in
        person.sourceHash.map { ofCards.text(ofCardHash: $0).map(Array.init) == SearchText(person.person).bytes } ?? true
      })
      // Kept texts of cards the book does not hold (one of a repeated UID) are not the book's.
      let keptAreMade = pairs.allSatisfy { made.text(ofCardHash: $0.card) != nil }
      #expect(prepared.keeps(kept, in: book) == (made.count == kept.count && keptAreMade))
      let idsOnly = StoredPerson.idsOnly(fromVCard: scenario.file, parts: 1).persons
      let fromOutlines = OutlineArchive.archive(stored, sources: read.sources, head: read.head, tail: read.tail, of: scenario.file)
        .flatMap { OutlineArchive.read($0, of: scenario.file)?.persons }
      // The index `refbook query` reads instead, made of the persons read from kept outlines.
      let version: [UInt8] = [7, 0, 1]
      let index = fromOutlines.map { QueryIndex.archive(of: $0, kept: kept, version: version) }
      for query in scenario.queries.map(SearchQuery.init) {
        if let index {
          let expected = SortOrder.name.sorted(decoded.filter { !$0.emails.isEmpty && query.matches($0) })
          let entries = index.withUnsafeBytes { QueryIndex.entries(in: $0, version: version, matching: query) }
          #expect(entries == expected.map(QueryIndex.Entry.init), "query “\(query.text)” in the index of \(scenario)")
          #expect(index.withUnsafeBytes { QueryIndex.entries(in: $0, version: [7, 0, 2], matching: query) } == nil)
        }
        prepared.setQuery(query, in: book)
        #expect(Array(prepared) == Array(BookView(book, query: query)), "query “\(query.text)” in \(scenario)")
        // A book read from kept outlines, whose cards' hashes the view holds: a search typed before its
        // preparation, and one after it, find the kept texts by those hashes.
        if let fromOutlines {
          let keptBook = Addressbook(stored: fromOutlines)
          var typedEarly = BookView(keptBook)
          typedEarly.setQuery(query, in: keptBook, kept: kept)
          #expect(Array(typedEarly) == Array(BookView(book, query: query)), "typed early: “\(query.text)” in \(scenario)")
          var preparedFromOutlines = BookView(keptBook)
          while preparedFromOutlines.prepareSearch(in: keptBook, limit: 3, kept: kept) {}
          preparedFromOutlines.setQuery(query, in: keptBook)
          #expect(Array(preparedFromOutlines) == Array(typedEarly), "prepared: “\(query.text)” in \(scenario)")
        }
        for havingEmail in [false, true] {
          let expected = decoded.filter { (!havingEmail || !$0.emails.isEmpty) && query.matches($0) }
          for persons in [idsOnly] + (fromOutlines.map { [$0] } ?? []) {
            let found = persons.outlines(matching: query, havingEmail: havingEmail, kept: kept)
            #expect(found.map(\.id) == expected.map(\.id), "query “\(query.text)”, having an email: \(havingEmail), in \(scenario)")
            #expect(found.map(\.displayName) == expected.map(\.displayName))
            #expect(found.map(\.emails) == expected.map(\.emails))
            #expect(found.map(\.organization) == expected.map(\.organization))
          }
        }
      }
    }
  }
}
