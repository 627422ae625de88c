import Foundation
import Synchronization
import RefbookModel
import RefbookTestSupport
import RefbookStore
import Testing

@Suite struct BookSaverTests {
  final class Events: @unchecked Sendable {
    private let lock = NSLock()
    private var states: [SaveState] = []
    private var merges: [Addressbook] = []
    private var snapshots: [Addressbook] = []
    func record(_ state: SaveState) { lock.withLock { states.append(state) } }
    func record(_ merged: Addressbook, _ snapshot: Addressbook) { lock.withLock { merges.append(merged); snapshots.append(snapshot) } }
    var all: [SaveState] { lock.withLock { states } }
    var merged: [Addressbook] { lock.withLock { merges } }
    var mergedSnapshots: [Addressbook] { lock.withLock { snapshots } }
  }

  /// A burst of submits waits (here, for the flush) and is written as one
  /// write of the latest: no person is encoded twice, and the last state
  /// reported is `saved`.
  @Test func aBurstOfSubmitsIsWrittenAsItsLatestEncodingEachPersonOnce() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let codec = LineEncoding()
    let store = try BookStore.open(BookLocation(path: folder.path(of: "contacts.vcf")), encoding: codec.encoding, access: .readWrite)
    let events = Events()
    let saver = BookSaver(store: store, delay: .seconds(3_600), onStateChange: events.record)
    var book = Addressbook()
    for index in 0..<50 {
      book.insert(person("\(index)", "P\(index)"))
      saver.submit(book)
    }
    #expect(saver.state == .saving)
    #expect(saver.flush() == .saved)
    #expect(codec.encodeCount == 50)
    #expect((try? folder.read("contacts.vcf"))?.split(separator: "\n").count == 50)
    #expect(events.all.last == .saved)
    #expect(saver.flush() == .saved)
    #expect(codec.encodeCount == 50)
  }

  @Test func aSubmitAfterAQuietSpellIsWrittenWithoutWaitingForTheDelay() async throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let store = try Self.emptyStore(in: folder)
    let saver = BookSaver(store: store, delay: .seconds(3_600))
    saver.submit([person("1", "Ann")])
    #expect(try await Self.settled(saver) == .saved)
    #expect((try? folder.read("contacts.vcf")) == "1|Ann\n")
    saver.submit([person("1", "Ann"), person("2", "Bob")])
    try await Task.sleep(for: .milliseconds(200))
    #expect(saver.state == .saving, "the second write waits for the delay")
    #expect(saver.flush() == .saved)
    #expect((try? folder.read("contacts.vcf")) == "1|Ann\n2|Bob\n")
  }

  /// A submit after a quiet spell waits `settle` before its write (the
  /// edit is drawn first); a flush does not wait.
  @Test func aSubmitIsWrittenOnlyOnceItHasSettled() async throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let store = try Self.emptyStore(in: folder)
    let saver = BookSaver(store: store, delay: .zero, settle: .seconds(3_600))
    saver.submit([person("1", "Ann")])
    try await Task.sleep(for: .milliseconds(200))
    #expect(saver.state == .saving)
    #expect(!FileManager.default.fileExists(atPath: folder.path(of: "contacts.vcf")))
    #expect(saver.flush() == .saved)
    #expect((try? folder.read("contacts.vcf")) == "1|Ann\n")
  }

  /// The first submit after a quiet spell waits as long as the first write
  /// is guessed to take, when that is less than `settle`.
  @Test func aSubmitWaitsNoLongerThanTheGuessOfTheFirstWrite() async throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let saver = BookSaver(store: try Self.emptyStore(in: folder), delay: .zero, settle: .seconds(3_600), firstWrite: .zero)
    saver.submit([person("1", "Ann")])
    #expect(try await Self.settled(saver) == .saved, "written without waiting the hour")
    #expect((try? folder.read("contacts.vcf")) == "1|Ann\n")
  }

  /// Once a write has held a processor for less than `settle`, a submit
  /// after a quiet spell waits only as long as that write did.
  @Test func aSubmitAfterAQuickWriteWaitsNoLongerThanItTook() async throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let saver = BookSaver(store: try Self.emptyStore(in: folder), delay: .zero, settle: .seconds(3_600))
    saver.submit([person("1", "Ann")])
    #expect(saver.flush() == .saved)
    saver.submit([person("1", "Ann"), person("2", "Bob")])
    #expect(try await Self.settled(saver) == .saved, "written without waiting the hour")
    #expect((try? folder.read("contacts.vcf")) == "1|Ann\n2|Bob\n")
  }

  /// A save that found nothing to write (as when the book watcher reports
  /// the saver's own write) is not a write: the next submit still waits
  /// as long as a write is expected to take.
  @Test func aSaveThatWroteNothingDoesNotShortenTheWait() async throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let saver = BookSaver(store: try Self.emptyStore(in: folder), delay: .zero, settle: .seconds(3_600))
    saver.takeInChangesOnDisk()
    saver.flush()  // once the save the book watcher asked for has run
    #expect(!FileManager.default.fileExists(atPath: folder.path(of: "contacts.vcf")), "it wrote nothing")
    saver.submit([person("1", "Ann")])
    try await Task.sleep(for: .milliseconds(200))
    #expect(saver.state == .saving, "still waiting for the hour")
    #expect(saver.flush() == .saved)
    #expect((try? folder.read("contacts.vcf")) == "1|Ann\n")
  }

  @Test func aFailedWriteKeepsTheSnapshotAndFlushRetriesIt() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let store = try Self.emptyStore(in: folder)
    try FileManager.default.createDirectory(atPath: folder.path(of: "contacts.vcf"), withIntermediateDirectories: false)
    let saver = BookSaver(store: store, delay: .seconds(3_600))
    saver.submit([person("1", "Ann")])
    let failure = StoreError.unreadable(path: folder.path(of: "contacts.vcf"), reason: String(cString: strerror(EISDIR)))
    #expect(saver.flush() == .failed(failure.description))
    try FileManager.default.removeItem(atPath: folder.path(of: "contacts.vcf"))
    #expect(saver.flush() == .saved)
    #expect((try? folder.read("contacts.vcf")) == "1|Ann\n")
  }

  @Test func aMergeIsHandedBackToTheApp() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n", to: "contacts.vcf")
    let store = try Self.emptyStore(in: folder)
    try folder.write("1|Ann\n2|Bob\n", to: "contacts.vcf")
    let events = Events()
    let saver = BookSaver(store: store, delay: .zero, onStateChange: events.record, onMerge: events.record)
    saver.submit([person("1", "Ann Lee")])
    #expect(saver.flush() == .saved)
    #expect(events.merged == [[person("1", "Ann Lee"), person("2", "Bob")]])
    #expect(events.mergedSnapshots == [[person("1", "Ann Lee")]])
    #expect((try? folder.read("contacts.vcf")) == "1|Ann Lee\n2|Bob\n")
  }

  /// The merge handed back is adopted and submitted, and saved at once:
  /// when that save meets another program's change overlapping ours, the
  /// contact kept beside the book is handed on, as for any save.
  @Test func anAdoptedMergeWhoseSaveCollidesHandsOnWhatItKeptBeside() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try folder.write("1|Ann\n", to: "contacts.vcf")
    let store = try BookStore.open(BookLocation(path: folder.path(of: "contacts.vcf")), encoding: LineEncoding().encoding, access: .readWrite)
    try folder.write("1|Ann\n2|Bob\n", to: "contacts.vcf")
    let kept = Mutex<[KeptBeside]>([])
    let merges = Events()
    let saver = BookSaver(
      store: store, delay: .seconds(3_600), onMerge: merges.record, onKeptBeside: { beside in kept.withLock { $0.append(beside) } })
    saver.submit([person("1", "Ann Lee")])
    #expect(saver.flush() == .saved)
    let offered = try #require(merges.merged.first)
    try folder.write("1|Ann Roe\n2|Bob\n", to: "contacts.vcf")  // made from the file before our write
    saver.submit(offered)
    _ = saver.flush()
    #expect(kept.withLock { $0.map(\.persons) } == [[person("1", "Ann Lee")]])
    #expect((try? folder.read("contacts.vcf")) == "1|Ann Roe\n2|Bob\n")
    let copies = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".refbook-conflict-") }
    #expect(kept.withLock { $0.flatMap(\.paths).map { ($0 as NSString).lastPathComponent } } == copies, "each copy made is named")
  }

  /// A store of a book file not made yet, in `folder`.
  static func emptyStore(in folder: TemporaryDirectory) throws -> BookStore {
    try BookStore.open(BookLocation(path: folder.path(of: "contacts.vcf")), encoding: LineEncoding().encoding, access: .readWrite)
  }

  /// The saver's state once it is `saved`, or after five seconds.
  static func settled(_ saver: BookSaver) async throws -> SaveState {
    for _ in 0..<250 where saver.state != .saved { try await Task.sleep(for: .milliseconds(20)) }
    return saver.state
  }
}
