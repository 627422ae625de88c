import Dispatch
import Synchronization
import Testing

@testable import RefbookStore

@Suite struct LazilyTests {
  @Test func theValueIsMadeOnceWhenFirstAskedForFromAnyThread() {
    let made = Mutex(0)
    let lazily = Lazily<[Int]> {
      made.withLock { $0 += 1 }
      return Array(0..<1_000)
    }
    #expect(made.withLock { $0 } == 0, "not made before it is asked for")
    let sums = Mutex<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let sum = lazily.value.reduce(0, +)
      sums.withLock { $0.append(sum) }
    }
    #expect(made.withLock { $0 } == 1)
    #expect(sums.withLock { $0 } == Array(repeating: 499_500, count: 8))
    #expect(Lazily(made: [7]).value == [7])
  }
}
