import Testing
import TerminalKit

@testable import RefbookUI

/// `^G` shows every message said in the session, newest first, whole.
@Suite struct MessageHistoryTests {
  @Test func theHistoryShowsTheMessagesSaidNewestFirstWithErrorsMarkedAndClosesWithEscOrQ() throws {
    let harness = Harness(rows: 24, columns: 80)
    harness.press(.character("s"))  // Sorted by family name
    harness.press(.character("b"))  // an error: only one book is open
    harness.press(.control("g"))
    let sorted = try #require(harness.row(containing: "Sorted by family name"))
    let error = try #require(harness.row(containing: "Only one book is open (--book twice opens two)"))
    #expect(error < sorted, "newest first")
    #expect(harness.screen.lines[error].hasPrefix(" ! Only one book is open"))
    #expect(harness.screen.lines[sorted].hasPrefix("   Sorted by family name"))
    #expect(harness.text.contains("Esc, q or ^G closes the messages"))
    harness.press(.escape)
    #expect(harness.row(containing: "Sorted by family name") == nil)
    #expect(harness.listRow(containing: "Zoë") != nil, "the panes are back")
    harness.press(.control("g"))
    harness.press(.character("q"))
    #expect(harness.row(containing: "Sorted by family name") == nil)
  }

  @Test func aLongMessageIsShownWholeWrappedToTheWidth() {
    let harness = Harness(rows: 24, columns: 80)
    harness.app.context.say(MessageLineTests.long + " " + MessageLineTests.long, isError: true)
    harness.press(.control("g"))
    let lines = harness.screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    let shown = lines.drop { !$0.hasPrefix("!") }.joined(separator: " ")
    #expect(shown.hasPrefix("! " + MessageLineTests.long + " " + MessageLineTests.long), "\(shown)")
  }

  @Test func eachNoticeOfTheBooksReadingIsKeptWholeInItsOrder() {
    let harness = Harness(rows: 24, columns: 80)
    harness.app.show(["Not read: line 5: card skipped", "Not read: line 7: card skipped", "Read with a repair: line 9: bytes"],
                     isError: true)
    harness.press(.control("g"))
    let rows = ["Not read: line 5: card skipped (and 2 more)", "Not read: line 7: card skipped", "Read with a repair: line 9: bytes"]
      .map(harness.row(containing:))
    #expect(rows.allSatisfy { $0 != nil } && rows == rows.sorted { $0! < $1! }, "in their order, under the first: \(rows)")
  }

  @Test func theHistoryScrollsAndKeepsTheLastHundred() {
    let harness = Harness(rows: 12, columns: 80)
    for number in 1...(MessageLog.capacity + 1) { harness.app.context.say("message \(number).") }
    #expect(harness.app.messages.newestFirst.count == MessageLog.capacity)
    #expect(harness.app.messages.newestFirst.last?.text == "message 2.")
    harness.press(.control("g"))
    #expect(harness.row(containing: "message 101.") != nil && harness.row(containing: "message 94.") == nil)
    for _ in 0..<200 { harness.press(.character("j")) }
    #expect(harness.screen.lines[10].contains("message 2."), "scrolled to the oldest")
    harness.press(.character("k"))
    #expect(harness.screen.lines[10].contains("message 3."))
  }

  @Test func theKeyIsHintedAndInTheHelp() {
    let harness = Harness(rows: 60, columns: 120)
    harness.press(.tab)
    #expect(harness.statusLine.contains("? help · ^G messages"))
    harness.press(.character("?"))
    #expect(harness.screen.lines.contains { $0.hasPrefix(" ^G ") && $0.contains("messages said so far") })
  }
}
