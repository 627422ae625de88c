import StructRef
import StructRefTesting
import Testing

/// Point 1 of the issue: a derived observer fires only when its part changed.
@Suite struct KeyPathRefTests {
  @Test func childReadsAndWritesThroughTheRoot() {
    let book = Ref<Addressbook>(initialValue: [chris, florian])
    let city = book[0][\.addresses][0][\.city]
    #expect(city.value == "Berlin")
    city.value = "Hamburg"
    #expect(book.value[0].addresses[0].city == "Hamburg")
    book.value[0].addresses[0].city = "Köln"
    #expect(city.value == "Köln")
  }

  @Test func editingAnotherPersonDoesNotNotify() {
    let book = Ref<Addressbook>(initialValue: [chris, florian])
    let names = NotificationRecorder<String>()
    let token = book[0][\.name].addObserver { names.record($0) }
    book[1][\.name].value = "Flo"
    book.value[1].addresses.append(sampleAddress)
    #expect(names.count == 0)
    book[0][\.name].value = "Christopher"
    #expect(names.values == ["Christopher"])
    _ = token
  }

  @Test func writingAnEqualValueDoesNotNotify() {
    let book = Ref<Addressbook>(initialValue: [chris])
    let persons = NotificationRecorder<Addressbook>()
    let names = NotificationRecorder<String>()
    let t1 = book.addObserver { persons.record($0) }
    let t2 = book[0][\.name].addObserver { names.record($0) }
    book[0][\.name].value = "Chris"
    #expect(persons.count == 0)
    #expect(names.count == 0)
    _ = (t1, t2)
  }

  @Test func everyDepthNotifiesOnlyOnItsOwnChange() {
    let book = Ref<Addressbook>(initialValue: [chris, florian])
    let streets = NotificationRecorder<String>()
    let cities = NotificationRecorder<String>()
    let t1 = book[0][\.addresses][0][\.street].addObserver { streets.record($0) }
    let t2 = book[0][\.addresses][0][\.city].addObserver { cities.record($0) }
    book[0][\.addresses][0][\.city].value = "Paris"
    book[0][\.addresses][0][\.city].value = "Lyon"
    #expect(cities.values == ["Paris", "Lyon"])
    #expect(streets.count == 0)
    _ = (t1, t2)
  }

  /// Non-`Equatable` parts fire whenever their parent changed: documented.
  @Test func nonEquatablePartsFireWhenTheirParentChanges() {
    struct Opaque { var n = 0 }
    struct Box: Equatable {
      var tag = 0
      var opaque = Opaque()
      static func == (a: Box, b: Box) -> Bool { a.tag == b.tag }
    }
    let root = Ref(initialValue: [Box(), Box()])
    let seen = NotificationRecorder<Int>()
    let token = root[0][\.opaque].addObserver { seen.record($0.n) }
    root[1][\.tag].value = 1   // box 0 unchanged: not told
    root[0][\.tag].value = 5   // box 0 changed: told, although opaque did not
    #expect(seen.values == [0])
    _ = token
  }

  @Test func disposingEndsTheObservation() {
    let book = Ref<Addressbook>(initialValue: [chris])
    let names = NotificationRecorder<String>()
    let token = book[0][\.name].addObserver { names.record($0) }
    book[0][\.name].value = "A"
    token.dispose()
    book[0][\.name].value = "B"
    #expect(names.values == ["A"])
  }

  @Test func releasingTheTokenEndsTheObservation() {
    let book = Ref<Addressbook>(initialValue: [chris])
    let names = NotificationRecorder<String>()
    var token: Disposable? = book[0][\.name].addObserver { names.record($0) }
    book[0][\.name].value = "A"
    token = nil
    book[0][\.name].value = "B"
    #expect(names.values == ["A"])
    #expect(token == nil)
  }

  @Test func modifyIsOneWrite() {
    let book = Ref<Addressbook>(initialValue: [chris])
    let persons = NotificationRecorder<Addressbook>()
    let token = book.addObserver { persons.record($0) }
    book[0].modify {
      $0.name = "Zoë"
      $0.addresses.removeAll()
    }
    #expect(persons.count == 1)
    #expect(book.value[0] == Person(name: "Zoë", addresses: []))
    _ = token
  }
}
