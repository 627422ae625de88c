import StructRef
import StructRefTesting
import Testing

/// Point 2: identity refs follow one element and report when it is gone.
@Suite struct IdentityRefTests {
  static let names = ["Ana", "Bo", "Chen", "Dörte", "Émile"]
  var persons: Addressbook { Self.names.map { Person(name: $0, addresses: []) } }

  @Test(arguments: names)
  func followsItsElementThroughInsertsMovesAndSorts(name: String) {
    let book = Ref(initialValue: persons)
    let ref = book[id: name]
    book.value.insert(Person(name: "Zed", addresses: []), at: 0)
    book.value.reverse()
    book.value.sort { $0.name.count < $1.name.count }
    #expect(ref.value?.name == name)
    ref.value?.addresses.append(sampleAddress)
    #expect(book.value.first { $0.name == name }?.addresses == [sampleAddress])
  }

  @Test(arguments: names)
  func aDeletedElementReadsNilAndWritesChangeNothing(name: String) {
    let book = Ref(initialValue: persons)
    let ref = book[id: name]
    let seen = NotificationRecorder<Person?>()
    let token = ref.addObserver { seen.record($0) }
    book.value.removeAll { $0.name == name }
    let afterDelete = book.value
    #expect(ref.value == nil)
    ref.value = Person(name: name, addresses: [sampleAddress])
    ref.value?.addresses = []
    #expect(book.value == afterDelete)
    #expect(seen.values == [nil])
    book[0][\.addresses].value = [sampleAddress]
    #expect(seen.values == [nil])
    _ = token
  }

  @Test func writingNilRemovesTheElement() {
    let book = Ref(initialValue: persons)
    book[id: "Chen"].value = nil
    #expect(book.value.map(\.name) == ["Ana", "Bo", "Dörte", "Émile"])
  }

  @Test func aWriteThatChangesTheIdentityIsIgnored() {
    let book = Ref(initialValue: persons)
    book[id: "Bo"].value?.name = "Bob"
    #expect(book.value.map(\.name) == Self.names)
  }

  @Test func observersSeeOnlyTheirElementsChanges() {
    let book = Ref(initialValue: persons)
    let seen = NotificationRecorder<String?>()
    let token = book[id: "Dörte"].addObserver { seen.record($0?.addresses.first?.city) }
    book[id: "Ana"].value?.addresses = [sampleAddress]
    book.value.shuffle()
    book[id: "Dörte"].value?.addresses = [sampleAddress]
    #expect(seen.values == ["Berlin"])
    _ = token
  }

  @Test func memberRefsOfAnIdentityRefReadNilOnceTheElementIsGone() {
    let book = Ref(initialValue: persons)
    let addresses: Ref<[Address]?> = book[id: "Bo"].addresses
    let seen = NotificationRecorder<Int?>()
    let token = addresses.addObserver { seen.record($0?.count) }
    addresses.value = [sampleAddress]
    #expect(book.value[1].addresses == [sampleAddress])
    addresses.value = nil
    #expect(book.value[1].addresses == [sampleAddress])
    book[id: "Bo"].value = nil
    #expect(addresses.value == nil)
    addresses.value = []
    #expect(book.value.count == 4)
    #expect(seen.values == [1, nil])
    _ = token
  }
}
