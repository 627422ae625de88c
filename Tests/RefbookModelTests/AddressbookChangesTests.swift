import Testing
@testable import RefbookModel

@Suite struct AddressbookChangesTests {
  static func book(_ count: Int) -> Addressbook {
    Addressbook((0..<count).map { Person(id: "id-\($0)", formattedName: "Person \($0)") })
  }

  @Test(arguments: [1, 2, 33, 1_000, 100_000])
  func oneEditAtAnyPositionIsOneChangedID(count: Int) {
    let original = Self.book(count)
    for position in Set([0, count / 2, count - 1]) {
      var edited = original
      edited[id: "id-\(position)"]?.title = "Edited"
      #expect(edited.changedIDs(since: original) == ["id-\(position)"])
      #expect(original.changedIDs(since: edited) == ["id-\(position)"])
      #expect(edited != original)
      #expect(edited.changedIDs(since: edited).isEmpty)
    }
  }

  @Test func insertRemoveAndEditAreReported() {
    let original = Self.book(500)
    var changed = original
    changed.insert(Person(id: "new", formattedName: "New"))
    changed.remove(id: "id-7")
    changed[id: "id-8"]?.note = "note"
    #expect(changed.changedIDs(since: original) == ["new", "id-7", "id-8"])
    #expect(changed.count == 500)
  }

  @Test func noOpEditsAndEditsUndoneAreNotChanges() {
    let original = Self.book(200)
    var same = original
    same[id: "id-3"]?.title = ""
    same[id: "id-4"] = same[id: "id-4"]
    #expect(same.changedIDs(since: original).isEmpty)
    var roundTrip = original
    roundTrip[id: "id-5"]?.title = "Temporary"
    roundTrip[id: "id-5"]?.title = ""
    #expect(roundTrip.changedIDs(since: original).isEmpty)
    #expect(roundTrip == original)
  }

  @Test func undoLikeJumpsAcrossManySnapshots() {
    var history = [Self.book(2_000)]
    for step in 1...50 {
      var next = history.last!
      next[id: "id-\(step * 37 % 2_000)"]?.note = "step \(step)"
      history.append(next)
    }
    for (from, to) in [(0, 50), (50, 0), (10, 20), (20, 10), (25, 26)] {
      let expected = Set(((min(from, to) + 1)...max(from, to)).map { "id-\($0 * 37 % 2_000)" })
      #expect(history[to].changedIDs(since: history[from]) == expected)
    }
  }

  @Test func unrelatedBooksCompareByContent() {
    let first = Self.book(300)
    let second = Self.book(300)
    #expect(first == second)
    #expect(first.changedIDs(since: second).isEmpty)
    var third = Self.book(300)
    third[id: "id-299"]?.title = "Different"
    #expect(third != first)
    #expect(third.changedIDs(since: first) == ["id-299"])
    #expect(Self.book(299) != first)
  }

  @Test func symmetricDifferenceIsStructural() {
    let book = Self.book(100_000)
    var edited = book
    edited[id: "id-42"]?.title = "Edited"
    let difference = edited.stamps.symmetricDifference(book.stamps)
    #expect(difference.count == 2)
    #expect(Set(difference.map(\.id)) == ["id-42"])
  }
}

@Suite struct AddressbookComparisonsTests {
  /// A comparison that decodes is made once per pair of entries, in
  /// either order; its answer outlives half as many newer ones as are
  /// kept, and is dropped when the next half is full.
  @Test func aComparisonIsMadeOncePerPairOfEntries() {
    let comparisons = Addressbook.Comparisons(kept: 8)
    let entry = { (name: String) in Addressbook.Entry(StoredPerson(Person(id: "a", formattedName: name))) }
    let (ann, anne) = (entry("Ann"), entry("Anne"))
    var made = 0
    let compare = { () -> Bool in
      made += 1
      return ann.person == anne.person
    }
    #expect(comparisons.holdSamePerson(ann, anne, compare: compare) == false)
    #expect(comparisons.holdSamePerson(anne, ann, compare: compare) == false)
    #expect(made == 1)
    for _ in 0..<4 { _ = comparisons.holdSamePerson(entry("X"), entry("X")) { true } }
    #expect(comparisons.holdSamePerson(ann, anne, compare: compare) == false)
    #expect(made == 1, "kept among the older answers")
    for _ in 0..<4 { _ = comparisons.holdSamePerson(entry("X"), entry("X")) { true } }
    #expect(comparisons.holdSamePerson(ann, anne, compare: compare) == false)
    #expect(made == 2, "dropped, made again")
  }

  /// An insert that replaced a person in a card with a different one keeps
  /// its verdict: the observers told of the change do not decode the card
  /// again to find that the two differ.
  @Test func anInsertKeepsItsVerdictForTheObservers() {
    let card = Array("BEGIN:VCARD\r\nVERSION:4.0\r\nUID:a\r\nFN:Ann\r\nEND:VCARD\r\n".utf8)
    let (_, stored) = StoredPerson.persons(fromVCard: card, parts: 1, deferring: true)
    let read = Addressbook(stored: stored)
    var edited = read
    edited.insert(Person(id: "a", formattedName: "Anna"))
    var compared = false
    let same = Addressbook.Comparisons.shared.holdSamePerson(read.entries["a"]!, edited.entries["a"]!) {
      compared = true
      return true
    }
    #expect(same == false)
    #expect(!compared)
    #expect(edited.changedIDs(since: read) == ["a"])
  }

  /// Books that differ in a person decoded from a card name it as
  /// changed each time they are compared, either way, and an equal one
  /// never.
  @Test func changesAreTheSameWhenAskedAgain() {
    let card = Array(
      "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:a\r\nFN:Ann\r\nNOTE:old\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:4.0\r\nUID:b\r\nFN:Bo\r\nEND:VCARD\r\n".utf8)
    let (_, stored) = StoredPerson.persons(fromVCard: card, parts: 1, deferring: true)
    let read = Addressbook(stored: stored)
    var edited = read
    edited[id: "a"]?.note = "new"
    edited[id: "b"] = read[id: "b"]
    for _ in 0..<2 {
      #expect(edited.changedIDs(since: read) == ["a"])
      #expect(read.changedIDs(since: edited) == ["a"])
    }
  }
}
