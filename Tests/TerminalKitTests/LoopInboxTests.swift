import Synchronization
import TerminalKit
import Testing

@Suite struct LoopInboxTests {
  final class Log: Sendable {
    let entries = Mutex<[String]>([])
    func add(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
  }

  @Test func postingWakesTheLoopAndTheWorkRunsInOrderWhenTheLoopAsks() {
    let log = Log()
    let inbox = LoopInbox(waking: { log.add("wake") })
    inbox.post { log.add("first") }
    inbox.post { log.add("second") }
    #expect(log.all == ["wake", "wake"])
    inbox.runPosted()
    #expect(log.all == ["wake", "wake", "first", "second"])
    inbox.runPosted()
    #expect(log.all.count == 4)
  }

  @Test func workPostedByWorkWaitsForTheNextRun() {
    let log = Log()
    let inbox = LoopInbox(waking: {})
    inbox.post { inbox.post { log.add("later") } }
    inbox.runPosted()
    #expect(log.all.isEmpty)
    inbox.runPosted()
    #expect(log.all == ["later"])
  }
}
