import StructRef
import StructRefTesting
import Testing

/// Point 9: `person.name` is `person[\.name]`.
@Suite struct DynamicMemberTests {
  @Test func memberSyntaxDerivesRefs() {
    let book = Ref<Addressbook>(initialValue: [chris])
    let person = book[0]
    let name: Ref<String> = person.name
    name.value = "Zoë"
    #expect(book.value[0].name == "Zoë")
    person.addresses[0].city.value = "Wien"
    #expect(book.value[0].addresses[0].city == "Wien")
  }

  @Test func memberRefsDeduplicateLikeKeyPathRefs() {
    let book = Ref<Addressbook>(initialValue: [chris, florian])
    let cities = NotificationRecorder<String>()
    let token = book[0].addresses[0].city.addObserver { cities.record($0) }
    book[1].name.value = "Flo"
    book[0].addresses[0].city.value = "Graz"
    #expect(cities.values == ["Graz"])
    _ = token
  }
}
