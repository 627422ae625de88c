import Foundation
import RefbookModel
import RefbookTestSupport

/// Finding duplicates in the books of ``SampleFiles``: the model's finder on
/// a book loaded as the app loads it (outlines only, persons left in their
/// cards), in wall time and in processor time of all its threads (which a
/// machine busy with other work does not inflate), `refbook duplicates` from
/// start to exit, and abook 0.6.1's `U`
/// (remove duplicates, which blocks its UI) at 10,000 contacts when abook
/// and tmux are installed.
enum DuplicateBenchmarks {
  static let abookSize = 10_000

  static func run(_ files: SampleFiles) {
    let refbook = Subprocess.refbook()
    var rows: [[String]] = []
    for size in SampleFiles.sizes {
      guard let bytes = FileManager.default.contents(atPath: files.book(size)) else { continue }
      let parts = ProcessInfo.processInfo.activeProcessorCount
      let book = Addressbook(stored: StoredPerson.persons(fromVCard: [UInt8](bytes), parts: parts, deferring: true).persons)
      let rounds = 5
      let before = threadProcessorNanoseconds(of: "self")
      let (ms, groups) = milliseconds(rounds: rounds) { DuplicateFinder().groups(in: book) }
      let processorMilliseconds = Double(processorNanoseconds(of: "self", since: before)) / Double(rounds) / 1e6
      let command = refbook.flatMap { refbook in
        median((0..<3).compactMap { _ in Subprocess.run(refbook, ["duplicates", "--book", files.book(size)])?.milliseconds })
      }
      rows.append([
        grouped(size), millisecondsCell(ms), millisecondsCell(processorMilliseconds), command.map(millisecondsCell) ?? "–", grouped(groups.count),
        grouped(groups.reduce(0) { $0 + $1.ids.count }),
        size == abookSize ? abookRemovingDuplicates(files).map(millisecondsCell) ?? "–" : "",
      ])
    }
    printTable(
      "Finding duplicates (ms, median; \(ProcessInfo.processInfo.activeProcessorCount) processors; release)",
      header: ["contacts", "DuplicateFinder", "its processor time", "refbook duplicates", "groups", "contacts in groups", "abook 0.6.1 U"],
      rows: rows)
  }

  /// Milliseconds from answering abook's "Remove duplicates?" to the end of
  /// its redraw, on a copy of its 10,000-contact file; `nil` when abook or
  /// tmux is missing or did not answer.
  private static func abookRemovingDuplicates(_ files: SampleFiles) -> Double? {
    guard let abook = ComparedProgram.abook(), let tmux = Tmux(), let name = files.firstNames[abookSize] else { return nil }
    tmux.startServer()
    defer { tmux.killServer() }
    let copy = files.folder + "/duplicates.abook"
    try? FileManager.default.removeItem(atPath: copy)
    guard (try? FileManager.default.copyItem(atPath: files.abookBook(abookSize), toPath: copy)) != nil,
      let (pane, _) = Pane.start(
        abook.openCommand(book: copy, cache: files.cache), session: "duplicates", waitingFor: String(name.prefix(8)),
        recordingTo: files.folder + "/screen-duplicates")
    else { return nil }
    defer { pane.quit() }
    pane.waitUntilIdle()
    pane.tmux.send("U")
    guard pane.tmux.wait(for: "Remove duplicates", seconds: 10) else {
      note("abook did not ask to remove duplicates")
      return nil
    }
    // abook draws nothing while it works: a long quiet spell ends its answer.
    return pane.time("y", quietMilliseconds: 15_000, seconds: 900)
  }
}
