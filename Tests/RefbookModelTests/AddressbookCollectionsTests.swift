import RefbookModel
import Testing

/// Several books opened together: each person carries its book's name, and
/// moving a person between books is a change like any other.
@Suite struct AddressbookCollectionsTests {
  let personal: Addressbook = [Person(id: "a", formattedName: "Ann"), Person(id: "b", formattedName: "Bob")]
  let work: Addressbook = [Person(id: "c", formattedName: "Cy"), Person(id: "b", formattedName: "Bob at work")]

  @Test func eachPersonLivesInItsBookAndTheLastBookWinsAnID() {
    let shelf = Addressbook(collections: [("personal", personal), ("work", work)])
    #expect(shelf.count == 3)
    #expect(shelf.collection(id: "a") == "personal")
    #expect(shelf.collection(id: "c") == "work")
    #expect(shelf[id: "b"]?.formattedName == "Bob at work" && shelf.collection(id: "b") == "work")
    #expect(personal.collection(id: "a") == nil)
  }

  @Test func aMoveIsAChangeOfThatPersonOnlyAndAnEditKeepsTheBook() {
    let shelf = Addressbook(collections: [("personal", personal), ("work", work)])
    var moved = shelf
    moved.move(id: "a", to: "work")
    #expect(moved.changedIDs(since: shelf) == ["a"])
    #expect(moved != shelf)
    #expect(moved[id: "a"] == shelf[id: "a"])
    var again = moved
    again.move(id: "a", to: "work")
    #expect(again.changedIDs(since: moved).isEmpty)

    var edited = moved
    edited[id: "a"]?.note = "edited"
    #expect(edited.collection(id: "a") == "work")
    #expect(edited.changedIDs(since: moved) == ["a"])

    var added = shelf
    added.insert(Person(id: "d", formattedName: "Dee"), in: "personal")
    #expect(added.collection(id: "d") == "personal")
    #expect(added.changedIDs(since: shelf) == ["d"])
  }
}
