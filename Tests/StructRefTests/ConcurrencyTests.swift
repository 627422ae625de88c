import Dispatch
import StructRef
import Testing

/// Point 8: threads. `make tsan` runs this suite under the thread sanitizer.
@Suite struct ConcurrencyTests {
  struct Counters: Equatable {
    var slots = [Int](repeating: 0, count: 8)
  }

  @Test func manyThreadsWritingAndObservingLoseNoWrite() {
    let root = Ref(initialValue: Counters())
    let totals = Locked(0)
    let tokens = (0..<8).map { slot in
      root[\.slots][slot].addObserver { _ in totals.withLock { $0 += 1 } }
    }
    let perThread = 500
    DispatchQueue.concurrentPerform(iterations: 8) { slot in
      for _ in 0..<perThread {
        root[\.slots][slot].modify { $0 += 1 }
        _ = root[\.slots][(slot + 1) % 8].value
      }
    }
    #expect(root.value.slots == [Int](repeating: perThread, count: 8))
    // Notifications coalesce under contention, so observers may skip
    // intermediate values, but each saw its slot's final value.
    #expect(totals.value >= 8)
    #expect(totals.value <= 8 * perThread)
    _ = tokens
  }

  @Test func observersSeeValuesInOrderUnderContention() {
    let root = Ref(initialValue: 0)
    let seen = Locked([Int]())
    let token = root.addObserver { value in seen.withLock { $0.append(value) } }
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<250 { root.modify { $0 += 1 } }
    }
    let values = seen.value
    #expect(root.value == 1_000)
    #expect(values.last == 1_000)
    #expect(values == values.sorted())
    #expect(Set(values).count == values.count)
    _ = token
  }

  @Test func aConfinedRootRunsWritesAndObserversOnItsQueue() {
    let queue = DispatchQueue(label: "refbook.tests.confined")
    let marker = DispatchSpecificKey<Int>()
    queue.setSpecific(key: marker, value: 42)
    let root = Ref(initialValue: 0, queue: queue)
    let offQueueCalls = Locked(0)
    let token = root.addObserver { _ in
      if DispatchQueue.getSpecific(key: marker) != 42 { offQueueCalls.withLock { $0 += 1 } }
    }
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<100 { root.modify { $0 += 1 } }
    }
    root.batch { root.value += 1 }
    #expect(root.value == 401)
    #expect(offQueueCalls.value == 0)
    _ = token
  }

  @Test func anObserverOnAConfinedRootMayWriteBack() {
    let root = Ref(initialValue: 0, queue: DispatchQueue(label: "refbook.tests.writeback"))
    let token = root.addObserver { value in
      if value % 2 == 1 { root.value = value + 1 }
    }
    DispatchQueue.concurrentPerform(iterations: 2) { _ in root.value = 1 }
    #expect(root.value == 2)
    _ = token
  }
}

/// A value shared by test threads.
final class Locked<T>: @unchecked Sendable {
  private let queue = DispatchQueue(label: "refbook.tests.locked")
  private var state: T
  init(_ state: T) { self.state = state }
  func withLock<R>(_ body: (inout T) -> R) -> R { queue.sync { body(&state) } }
  var value: T { withLock { $0 } }
}
