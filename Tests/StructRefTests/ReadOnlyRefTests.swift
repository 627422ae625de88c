import StructRef
import StructRefTesting
import Testing

/// Point 7: read-only views.
@Suite struct ReadOnlyRefTests {
  @Test func readsAndObservesTheRef() {
    let book = Ref<Addressbook>(initialValue: [chris, florian])
    let count = book.readOnly[\.count]
    let firstName = book[0].readOnly.name
    let counts = NotificationRecorder<Int>()
    let token = count.addObserver { counts.record($0) }
    book.value.append(chris)
    book[0][\.addresses].value = []
    #expect(count.value == 3)
    #expect(firstName.value == "Chris")
    #expect(counts.values == [3])
    _ = token
  }

  @Test func getOnlyPropertiesAreReachable() {
    let book = Ref<Addressbook>(initialValue: [chris])
    let id: ReadOnlyRef<String> = book[0][\.id]
    book[0][\.name].value = "Zoë"
    #expect(id.value == "Zoë")
  }
}
