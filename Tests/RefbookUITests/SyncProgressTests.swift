import RefbookModel
import StructRef
import TerminalKit
import Testing

@testable import RefbookUI

/// How a sync's progress is said: in the header (`syncing 120/1,000`), as
/// a bar on a terminal, and in the lines `refbook sync --progress-lines`
/// writes for the app, which reads them from its output as it comes.
@Suite struct SyncProgressTests {
  @Test func countsAreGroupedByThousands() {
    #expect([0, 7, 999, 1000, 12345, 1_000_000, -4200].map(grouped) == ["0", "7", "999", "1,000", "12,345", "1,000,000", "-4,200"])
    #expect(counted(1000, "contact") == "1,000 contacts")
    #expect(counted(1, "contact") == "1 contact")
  }

  @Test func theHeaderSaysHowFarTheSyncHasCome() {
    #expect(LiveSyncStatus.syncing(nil).label == "syncing…")
    #expect(LiveSyncStatus.syncing(SyncProgress(.down, done: 120, total: 1000)).label == "syncing 120/1,000")
    #expect(LiveSyncStatus.syncing(SyncProgress(.up, done: 2, total: 5)).label == "syncing ↑ 2/5")
    #expect(LiveSyncStatus.synced(time: "14:02", conflicts: 1).label == "synced 14:02 · 1 conflict")
  }

  @Test func theHeaderFollowsTheProgress() {
    let status = Ref(initialValue: LiveSyncStatus.syncing(nil))
    let screen = CellBuffer(rows: 24, columns: 100)
    let app = App(terminal: screen, session: BookSession(book: Fixtures.book), title: "/tmp/dav/")
    app.sync = LiveSyncLink(status: status.readOnly, now: {})
    app.render()
    #expect(screen.lines[0].contains("syncing…  ·  "), "\(screen.lines[0])")
    status.value = .syncing(SyncProgress(.down, done: 1200, total: 10000))
    app.inbox.runPosted()
    app.render()
    #expect(screen.lines[0].contains("syncing 1,200/10,000  ·  "), "\(screen.lines[0])")
  }

  @Test func progressIsKeptWithinItsTotal() {
    #expect(SyncProgress(.down, done: 12, total: 10) == SyncProgress(.down, done: 10, total: 10))
    #expect(SyncProgress(.down, done: -1, total: 10).done == 0)
  }

  @Test func theBarFillsInProportionAndFitsTheTerminal() {
    let progress = SyncProgress(.down, done: 400, total: 1000)
    #expect(progress.bar(book: "work", columns: 79) == "work ↓ [████████░░░░░░░░░░░░] 400/1,000")
    #expect(SyncProgress(.up, done: 5, total: 5).bar(book: "work", columns: 79) == "work ↑ [████████████████████] 5/5")
    #expect(progress.bar(book: "work", columns: 26) == "work ↓ [██░░░░░] 400/1,000", "a narrower bar, 26 columns")
    #expect(progress.bar(book: "work", columns: 16) == "work ↓ 400/1,000", "no bar")
    #expect(DisplayText(progress.bar(book: "work", columns: 10)).width <= 10, "cut")
  }

  @Test func theBarShowsTheBooksNameSanitized() {
    let bar = SyncProgress(.down, done: 1, total: 2).bar(book: "w\u{1B}]2;pwned\u{07}", columns: 79)
    #expect(!bar.unicodeScalars.contains { $0.value < 0x20 }, "\(bar)")
    #expect(bar.hasPrefix("w␛]2;pwned␇ ↓ ["))
  }

  @Test func aProgressLineReadsBack() {
    for progress in [SyncProgress(.down, done: 120, total: 1000), SyncProgress(.up, done: 0, total: 3)] {
      #expect(SyncProgress(line: progress.line) == progress)
    }
    #expect(SyncProgress(.down, done: 120, total: 1000).line == "progress ↓ 120/1000")
    for other in ["progress ↓ 12/10", "progress → 1/2", "progress ↓ 1,000/2,000", "progress ↓ 1/2 x", "↓ 0 changed, 1 new", ""] {
      #expect(SyncProgress(line: other) == nil, "\(other)")
    }
  }

  @Test func theChildsOutputIsReadAsItComesInAnyChunks() {
    let output = Array(
      ("work: progress ↓ 0/1000\nwork: progress ↓ 100/1000\nother: progress ↓ 5/9\nrefbook: work: the server did not send /a.vcf\n"
        + "work: ↓ 0 changed, 999 new · ↑ 0 · 2 conflicts\n").utf8)
    for size in [1, 7, output.count] {
      var lines = SyncOutputLines(book: "work")
      var told: [SyncProgress] = []
      var start = 0
      while start < output.count {
        lines.take(output[start..<min(start + size, output.count)]) { told.append($0) }
        start += size
      }
      lines.finish { told.append($0) }
      #expect(told == [SyncProgress(.down, done: 0, total: 1000), SyncProgress(.down, done: 100, total: 1000)], "chunks of \(size)")
      #expect(lines.conflicts == 2)
      #expect(lines.lastOther == "refbook: work: the server did not send /a.vcf")
    }
  }

  @Test func withoutASummaryTheLastOtherLineSaysWhy() {
    var lines = SyncOutputLines(book: "work")
    lines.take(Array("work: progress ↓ 0/10\nrefbook: work: could not sync: refused".utf8)) { _ in }
    lines.finish { _ in }
    #expect(lines.conflicts == nil)
    #expect(lines.lastOther == "refbook: work: could not sync: refused")
  }

  @Test func aVeryLongLineCostsItsFirstBytesOnly() {
    var lines = SyncOutputLines(book: "work")
    lines.take([UInt8](repeating: UInt8(ascii: "x"), count: 100_000) + Array("\nwork: ↓ 0 changed, 0 new · ↑ 0 · 0 conflicts\n".utf8)) { _ in }
    #expect(lines.lastOther?.utf8.count == SyncOutputLines.longestLine)
    #expect(lines.conflicts == 0)
  }
}
