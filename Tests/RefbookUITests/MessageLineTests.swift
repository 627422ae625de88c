import Foundation
import Testing
import TerminalKit

@testable import RefbookUI

/// A message wider than the screen wraps onto lines taken from the bottom
/// of the panes, and gives them back with the next key.
@Suite struct MessageLineTests {
  static let long =
    "NOT SAVED: Zoë Ångström changed on disk too: the other version is shown, yours is in "
    + "/home/ada/contacts/zoe.vcf.refbook-conflict-20240501T102233.123456789 "
    + "(u brings yours back) — nothing else was lost"

  @Test func aLongMessageIsShownWholeOnThreeLinesOverThePanesUntilTheNextKey() {
    let harness = Harness(rows: 24, columns: 80)
    #expect(Self.long.count == 200)
    harness.app.context.say(Self.long, isError: true)
    harness.app.arrange()
    harness.app.render()
    #expect(harness.statusLine == " " + Self.long)
    #expect(harness.app.drawnLayout?.status.rows == 3 && harness.app.drawnLayout?.list.rows == 20,
            "the message took the panes' last two rows")

    harness.press(.character("j"))
    #expect(harness.statusLine.contains("j/k move"))
    #expect(harness.app.drawnLayout?.list.rows == 22, "the panes have them back")
    #expect(!harness.text.contains("nothing else was lost"))
    harness.press(.character("s"))
    #expect(harness.statusLine == " Sorted by family name" && harness.app.drawnLayout?.status.rows == 1,
            "a message that fits takes one line")
  }

  @Test func aMessageLongerThanThreeLinesEndsWithAnEllipsis() {
    let harness = Harness(rows: 24, columns: 80)
    harness.app.context.say(Self.long + " " + Self.long, isError: true)
    harness.app.arrange()
    harness.app.render()
    #expect(harness.statusLine.hasPrefix(" " + Self.long) && harness.statusLine.hasSuffix("…"), "\(harness.statusLine)")
    #expect(harness.app.drawnLayout?.status.rows == 3, "three lines at most")
  }
}
