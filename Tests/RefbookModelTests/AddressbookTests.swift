import Testing
@testable import RefbookModel

@Suite struct AddressbookTests {
  static func person(_ number: Int, _ name: String = "") -> Person {
    Person(id: "id-\(number)", formattedName: name.isEmpty ? "Person \(number)" : name)
  }

  @Test(arguments: [0, 1, 2, 31, 32, 33, 1_000])
  func insertLookupAndRemoveAtEverySize(count: Int) {
    var book = Addressbook()
    for number in 0..<count { #expect(book.insert(Self.person(number)) == nil) }
    #expect(book.count == count)
    #expect(book.isEmpty == (count == 0))
    for number in 0..<count {
      #expect(book[id: "id-\(number)"] == Self.person(number))
      #expect(book.contains(id: "id-\(number)"))
    }
    #expect(book[id: "id-\(count)"] == nil)
    #expect(Set(book.map(\.id)) == Set((0..<count).map { "id-\($0)" }))
    for number in stride(from: 0, to: count, by: 2) {
      #expect(book.remove(id: "id-\(number)")?.person == Self.person(number))
      #expect(book.remove(id: "id-\(number)") == nil)
    }
    #expect(book.count == count / 2)
    #expect(book.allSatisfy { Int($0.id.dropFirst(3))! % 2 == 1 })
  }

  /// Below 4,096 persons the trees are built one person at a time, above
  /// it both at once: either way the last of a repeated id wins, and the
  /// book holds one stamp per person.
  @Test(arguments: [10, 5_000])
  func aBookOfStoredPersonsKeepsTheLastOfARepeatedID(count: Int) {
    let stored = (0..<count).map { StoredPerson(Self.person($0)) }
      + [StoredPerson(Self.person(3, "Third again")), StoredPerson(Self.person(count - 1, "Last again"))]
    let book = Addressbook(stored: stored)
    #expect(book.count == count)
    #expect(book[id: "id-3"]?.formattedName == "Third again")
    #expect(book[id: "id-\(count - 1)"]?.formattedName == "Last again")
    #expect(book[id: "id-4"] == Self.person(4))
    #expect(book.stamps.count == count)
    #expect(Set(book.stamps.map(\.id)) == Set(book.map(\.id)))
    var edited = book
    edited[id: "id-3"]?.title = "Edited"
    #expect(edited.changedIDs(since: book) == ["id-3"])
  }

  @Test func subscriptInsertsReplacesAndRemoves() {
    var book = Addressbook()
    book[id: "a"] = Person(id: "a", formattedName: "Ann")
    #expect(book.count == 1)
    book[id: "a"]?.title = "Pilot"
    #expect(book[id: "a"]?.title == "Pilot")
    #expect(book.count == 1)
    #expect(book.insert(Person(id: "a", formattedName: "Anne"))?.formattedName == "Ann")
    book[id: "a"] = nil
    #expect(book.isEmpty)
    book[id: "missing"] = nil
    #expect(book.isEmpty)
  }

  @Test func initKeepsTheLastOfDuplicateIDs() {
    let book = Addressbook([Self.person(1, "First"), Self.person(2), Self.person(1, "Last")])
    #expect(book.count == 2)
    #expect(book[id: "id-1"]?.formattedName == "Last")
  }

  @Test func copiesAreIndependentSnapshots() {
    var book = Addressbook((0..<100).map { Self.person($0) })
    let snapshot = book
    book[id: "id-5"]?.note = "changed"
    book.remove(id: "id-6")
    #expect(snapshot[id: "id-5"]?.note == "")
    #expect(snapshot.count == 100)
    #expect(book.count == 99)
  }
}
