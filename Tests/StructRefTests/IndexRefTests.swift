import StructRef
import StructRefTesting
import Testing

/// Point 2, for positions: index refs keep the article's semantics and never
/// trap on a stale index.
@Suite struct IndexRefTests {
  @Test func anIndexRefFollowsThePositionNotThePerson() {
    let book = Ref<Addressbook>(initialValue: [chris, florian])
    let first = book[0]
    book.value.insert(Person(name: "Anna", addresses: []), at: 0)
    #expect(first.value.name == "Anna")
  }

  @Test(arguments: [0, 1, 2])
  func aStaleIndexReadsTheLastValueAndIgnoresWrites(position: Int) {
    let persons = (0..<3).map { Person(name: "P\($0)", addresses: []) }
    let book = Ref<Addressbook>(initialValue: persons)
    let ref = book[position]
    let seen = NotificationRecorder<String>()
    let token = ref.addObserver { seen.record($0.name) }
    #expect(ref.value.name == "P\(position)")
    book.value.removeAll()
    #expect(ref.value.name == "P\(position)")
    ref.value.name = "ghost"
    #expect(book.value.isEmpty)
    #expect(seen.count == 0)
    book.value = [Person(name: "new", addresses: [])] + persons
    #expect(ref.value.name == (position == 0 ? "new" : "P\(position - 1)"))
    #expect(seen.values == [ref.value.name])
    _ = token
  }

  @Test func observersOfAnIndexFireWhenThatPositionChanges() {
    let book = Ref<Addressbook>(initialValue: [chris, florian])
    let seen = NotificationRecorder<String>()
    let token = book[1].addObserver { seen.record($0.name) }
    book[0][\.name].value = "X"
    book.value.removeFirst()   // position 1 is gone
    book.value.append(chris)   // position 1 holds Chris
    #expect(seen.values == ["Chris"])
    _ = token
  }
}
