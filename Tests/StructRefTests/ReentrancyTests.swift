import StructRef
import StructRefTesting
import Testing

/// Point 8: observers that write back during a notification.
@Suite struct ReentrancyTests {
  @Test func anObserverThatNormalizesTheValueConverges() {
    let name = Ref(initialValue: "chris")
    let seen = NotificationRecorder<String>()
    let normalizer = name.addObserver { value in
      let trimmed = value.drop { $0 == " " }
      if trimmed != value[...] { name.value = String(trimmed) }
    }
    let recorder = name.addObserver { seen.record($0) }
    name.value = "   Zoë"
    #expect(name.value == "Zoë")
    // Each pass delivers the latest value, so the recorder sees the raw write
    // once and then the normalized value — never out of order.
    #expect(seen.values == ["   Zoë", "Zoë"])
    _ = (normalizer, recorder)
  }

  @Test func writingBackAnEqualValueDoesNotLoop() {
    let counter = Ref(initialValue: 0)
    let calls = NotificationRecorder<Int>()
    let token = counter.addObserver { value in
      calls.record(value)
      counter.value = value
    }
    counter.value = 1
    #expect(calls.values == [1])
    _ = token
  }

  @Test func aBoundedFeedbackLoopEndsWithTheLatestValue() {
    let counter = Ref(initialValue: 0)
    let calls = NotificationRecorder<Int>()
    let token = counter.addObserver { value in
      calls.record(value)
      if value < 5 { counter.value = value + 1 }
    }
    counter.value = 1
    #expect(calls.values == [1, 2, 3, 4, 5])
    #expect(counter.value == 5)
    _ = token
  }

  @Test func observersSeeTheWholeValueNeverATornOne() {
    struct Pair: Equatable { var a = 0; var b = 0 }
    let pair = Ref(initialValue: Pair())
    let torn = NotificationRecorder<Pair>()
    let writer = pair[\.a].addObserver { a in pair[\.b].value = a }
    let checker = pair.addObserver { value in
      if value.a != value.b, pair.value.a != value.a { torn.record(value) }
    }
    for n in 1...20 { pair[\.a].value = n }
    #expect(pair.value == Pair(a: 20, b: 20))
    #expect(torn.count == 0)
    _ = (writer, checker)
  }

  @Test func anObserverMayDisposeAnotherDuringANotification() {
    let root = Ref(initialValue: 0)
    let seen = NotificationRecorder<Int>()
    var second: Disposable?
    let first = root.addObserver { _ in second = nil }
    second = root.addObserver { seen.record($0) }
    root.value = 1
    root.value = 2
    #expect(seen.count == 0)
    #expect(second == nil)
    _ = first
  }

  @Test func anObserverMayAddObserversDuringANotification() {
    let root = Ref(initialValue: 0)
    let seen = NotificationRecorder<Int>()
    var added: [Disposable] = []
    let adder = root.addObserver { _ in
      if added.isEmpty { added.append(root.addObserver { seen.record($0) }) }
    }
    root.value = 1
    root.value = 2
    #expect(seen.values == [2])
    _ = adder
  }
}
