import StructRef
import StructRefTesting
import Testing

/// StructRefTesting's recorder, as users of the library would use it.
@Suite struct NotificationRecorderTests {
  @Test func aRecorderObservingARefRecordsEachChangeInOrder() {
    let book = Ref<Addressbook>(initialValue: [chris, florian])
    let names = NotificationRecorder(observing: book[0][\.name])
    book[0][\.name].value = "A"
    book[1][\.name].value = "C"
    book[0][\.name].value = "B"
    #expect(names.values == ["A", "B"])
    #expect(names.count == 2)
  }

  @Test func aReleasedRecorderStopsObserving() {
    let root = Ref(initialValue: 0)
    weak var released: NotificationRecorder<Int>?
    do {
      let recorder = NotificationRecorder(observing: root)
      released = recorder
      root.value = 1
      #expect(recorder.values == [1])
    }
    root.value = 2
    #expect(released == nil)
  }
}
