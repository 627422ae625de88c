import StructRef
import StructRefTesting
import Testing

/// Point 3: grouped writes give one notification per observer and one undo step.
@Suite struct BatchTests {
  @Test func aBatchNotifiesEachObserverOnce() {
    let book = Ref<Addressbook>(initialValue: [chris, florian])
    let persons = NotificationRecorder<Addressbook>()
    let firstNames = NotificationRecorder<String>()
    let t1 = book.addObserver { persons.record($0) }
    let t2 = book[0][\.name].addObserver { firstNames.record($0) }
    book.batch {
      book[0][\.name].value = "A"
      book[0][\.name].value = "B"
      book[1][\.name].value = "C"
      #expect(persons.count == 0)
    }
    #expect(persons.values.map { $0.map(\.name) } == [["B", "C"]])
    #expect(firstNames.values == ["B"])
    _ = (t1, t2)
  }

  @Test func nestedBatchesNotifyOnceAtTheOutermostEnd() {
    let root = Ref(initialValue: 0)
    let seen = NotificationRecorder<Int>()
    let token = root.addObserver { seen.record($0) }
    root.batch {
      root.value = 1
      root.batch { root.value = 2 }
      #expect(seen.count == 0)
      root.value = 3
    }
    #expect(seen.values == [3])
    _ = token
  }

  @Test func aBatchIsOneUndoStepWithItsDescription() {
    let source = Ref(initialValue: History(initialValue: [chris, florian]))
    let book = source[\.value]
    book.batch("rename both") {
      book[0][\.name].value = "A"
      book[1][\.name].value = "B"
    }
    book[0][\.name].value = "C"
    #expect(source.value.undoDescription == nil)
    source.value.undo()
    #expect(book.value.map(\.name) == ["A", "B"])
    #expect(source.value.undoDescription == "rename both")
    source.value.undo()
    #expect(book.value.map(\.name) == ["Chris", "Florian"])
    #expect(!source.value.canUndo)
  }

  @Test func aBatchThatChangesNothingNotifiesNothing() {
    let source = Ref(initialValue: History(initialValue: [chris]))
    let seen = NotificationRecorder<Addressbook>()
    let token = source[\.value].addObserver { seen.record($0) }
    source[\.value].batch("nothing") {
      source[\.value][0][\.name].value = "Chris"
    }
    #expect(seen.count == 0)
    #expect(!source.value.canUndo)
    _ = token
  }

  @Test func aThrowingBatchStillEndsAndNotifies() {
    struct Failure: Error {}
    let root = Ref(initialValue: 0)
    let seen = NotificationRecorder<Int>()
    let token = root.addObserver { seen.record($0) }
    #expect(throws: Failure.self) {
      try root.batch {
        root.value = 7
        throw Failure()
      }
    }
    root.value = 8
    #expect(seen.values == [7, 8])
    _ = token
  }

  @Test func refsFromBareClosuresRunTheBodyAsItIs() {
    var storage = 1
    let ref = Ref<Int>(get: { storage }, set: { storage = $0 }, addObserver: { _ in Disposable {} })
    let result = ref.batch { ref.value += 1; return ref.value }
    #expect(result == 2)
  }
}
