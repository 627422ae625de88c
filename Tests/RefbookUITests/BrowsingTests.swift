import RefbookModel
@testable import RefbookUI
import TerminalKit
import Testing

@Suite struct BrowsingTests {
  @Test func movingTheSelectionChangesTheDetailPane() {
    let harness = Harness()
    #expect(harness.text.contains("│ Émile Zola"))
    harness.press(.character("j"))
    #expect(harness.text.contains("│ Zoë Ångström"))
    harness.press(.character("G"))
    #expect(harness.text.contains("│ 王小明"))
    harness.press(.character("k"), .character("g"))
    #expect(harness.text.contains("│ Émile Zola"))
  }

  @Test func searchFiltersAsYouTypeFoldingDiacritics() {
    let harness = Harness()
    harness.press(.character("/"))
    harness.type("zoe")
    #expect(harness.statusLine.hasPrefix("/zoe"))
    #expect(harness.text.contains(" Zoë Ångström"))
    #expect(!harness.text.contains(" Émile Zola"))
    harness.press(.enter)
    #expect(harness.headerLine.contains("filter: “zoe” (1)"))
    harness.press(.escape)
    #expect(harness.text.contains(" Émile Zola"))
    #expect(!harness.headerLine.contains("filter"))
  }

  @Test func escapeWhileTypingClearsTheSearch() {
    let harness = Harness()
    harness.press(.character("/"))
    harness.type("张")
    harness.press(.escape)
    #expect(harness.text.contains(" 王小明") && harness.text.contains(" Émile Zola"))
  }

  @Test func aSearchWithNoMatchSaysSo() {
    let harness = Harness()
    harness.press(.character("/"))
    harness.type("qqq")
    harness.press(.enter)
    #expect(harness.statusLine.contains("No contact matches “qqq”"))
    #expect(harness.text.contains("No match — Esc clears the search"))
  }

  @Test func nAndCapitalNWalkTheMatches() {
    let harness = Harness()
    harness.press(.character("/"))
    harness.type("example")
    harness.press(.enter)
    let first = harness.app.list.selectedID
    harness.press(.character("n"))
    #expect(harness.app.list.selectedID != first)
    harness.press(.character("N"))
    #expect(harness.app.list.selectedID == first)
  }

  @Test func sortCyclesThroughNameFamilyAndOrganization() {
    let harness = Harness()
    harness.press(.character("s"))
    #expect(harness.headerLine.contains("sort: family name"))
    harness.press(.character("s"))
    #expect(harness.headerLine.contains("sort: organization"))
    harness.press(.character("s"))
    #expect(harness.headerLine.contains("sort: name"))
  }

  @Test func helpShowsTheKeyMapAndClosesWithEscape() {
    let harness = Harness()
    harness.press(.character("?"))
    #expect(harness.text.contains(" Esc, q or ? closes this help"))
    #expect(harness.text.contains(" j, ↓, k or ↑ scroll it"))
    #expect(!harness.text.contains("cycle sort"), "below the 24-row screen")
    for _ in 0..<40 { harness.press(.character("j")) }
    #expect(harness.text.contains("cycle sort"))
    #expect(harness.text.contains(" Editing a field"), "scrolled to the last line, and no further")
    harness.press(.character("k"))
    #expect(harness.text.contains("cycle sort"))
    harness.press(.escape)
    #expect(!harness.text.contains("cycle sort"))
    #expect(harness.text.contains(" Émile Zola"))
  }

  @Test func qAndCtrlCQuit() {
    #expect(Harness().press(.character("q")) == .quit)
    #expect(Harness().press(.control("c")) == .quit)
    #expect(Harness().press(.terminate(.signal(15))) == .signal(15))
  }

  @Test func ctrlZSuspendsAndRedraws() {
    let harness = Harness()
    harness.press(.control("z"))
    #expect(harness.screen.suspendCount == 1)
    #expect(harness.text.contains(" Émile Zola"))
  }

  @Test func tinyTerminalsSayTooSmallAndRecover() {
    let harness = Harness()
    for (rows, columns) in [(1, 1), (7, 100), (24, 39), (3, 10)] {
      harness.screen.resize(rows: rows, columns: columns)
      harness.press(.resize)
      #expect(harness.screen.lines[0].hasPrefix("Terminal too small".prefix(columns)))
    }
    harness.screen.resize(rows: 8, columns: 40)
    harness.press(.resize)
    #expect(harness.text.contains("Émile"))
  }
}
