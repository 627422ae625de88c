import Dispatch
import Glibc
import Synchronization
import Testing

@testable import RefbookModel

@Suite struct LowPriorityThreadTests {
  @Test func noMoreThanItsTurnsOfWorkRunAtOnceAndAllOfItRuns() {
    let pieces = LowPriorityThread.turns + 3
    let counts = Mutex((running: 0, most: 0, ran: 0))
    let ended = DispatchSemaphore(value: 0)
    for _ in 0..<pieces {
      LowPriorityThread.run {
        counts.withLock { $0.running += 1; $0.most = max($0.most, $0.running) }
        usleep(20_000)
        counts.withLock { $0.running -= 1; $0.ran += 1 }
        ended.signal()
      }
    }
    for _ in 0..<pieces { #expect(ended.wait(timeout: .now() + 20) == .success) }
    let (_, most, ran) = counts.withLock { $0 }
    #expect(ran == pieces)
    #expect(most >= 1 && most <= LowPriorityThread.turns)
  }

  @Test func workThatTakesNoTurnRunsWhileEveryTurnIsTaken() {
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    for _ in 0..<LowPriorityThread.turns {
      LowPriorityThread.run {
        started.signal()
        _ = release.wait(timeout: .now() + 20)
      }
    }
    for _ in 0..<LowPriorityThread.turns { #expect(started.wait(timeout: .now() + 20) == .success) }
    let ran = DispatchSemaphore(value: 0)
    LowPriorityThread.run(takingTurn: false) { ran.signal() }
    #expect(ran.wait(timeout: .now() + 10) == .success)
    for _ in 0..<LowPriorityThread.turns { release.signal() }
  }
}
