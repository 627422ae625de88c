import StructRef
import StructRefTesting
import Testing

/// Point 6: observers that end with their owner.
@Suite struct OwnerObserverTests {
  final class TitleView {
    var titles: [String] = []
  }

  @Test func theOwnerIsPassedToTheObserver() {
    let book = Ref<Addressbook>(initialValue: [chris])
    let view = TitleView()
    book[0][\.name].addObserver(view) { view, name in view.titles.append(name) }
    book[0][\.name].value = "Zoë"
    #expect(view.titles == ["Zoë"])
  }

  @Test func theObservationEndsWhenTheOwnerIsDeallocated() {
    let book = Ref<Addressbook>(initialValue: [chris])
    let calls = NotificationRecorder<String>()
    var view: TitleView? = TitleView()
    book.addObserver(view!) { _, persons in calls.record(persons[0].name) }
    weak let weakView = view
    book[0][\.name].value = "A"
    view = nil
    #expect(weakView == nil)
    book[0][\.name].value = "B"
    book[0][\.name].value = "C"
    #expect(calls.values == ["A"])
  }
}
