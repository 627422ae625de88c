import RefbookModel
@testable import RefbookUI
import TerminalKit
import Testing

@Suite struct ListPaneTests {
  @Test func rowsAreSortedWithEmailAndPhoneColumnsWhenWide() throws {
    let harness = Harness(columns: 160)
    let rows = harness.screen.lines.dropFirst().prefix(3).map { String($0.prefix(64)) }
    #expect(rows[0].hasPrefix(" Émile Zola"))
    #expect(rows[1].hasPrefix(" Zoë Ångström"))
    #expect(rows[2].hasPrefix(" 王小明"))
    let zoe = try #require(harness.row(containing: "Zoë Ångström"))
    #expect(harness.screen.lines[zoe].contains("zoe@example.se"))
    #expect(harness.screen.lines[zoe].contains("+46 8 123 456"))
  }

  @Test func narrowListsShowOnlyTheName() {
    let harness = Harness(columns: 60)
    let zoe = harness.row(containing: "Zoë")!
    #expect(!String(harness.screen.lines[zoe].prefix(24)).contains("@"))
  }

  @Test func cjkNamesTakeTwoColumnsAndLaterColumnsStayAligned() {
    let harness = Harness(columns: 160)
    let list = ListColumns(width: 64)
    let wangRow = harness.row(containing: "王小明")!
    let zoeRow = harness.row(containing: "Zoë")!
    // The email column starts at the same cell in both rows.
    let emailCell = list.shown[0].width + 1
    #expect(harness.screen.cell(row: wangRow, column: emailCell).character == "x")
    #expect(harness.screen.cell(row: zoeRow, column: emailCell).character == "z")
    #expect(harness.screen.cell(row: wangRow, column: 2).isContinuation)
  }

  @Test func longNamesAreCutWithAnEllipsis() {
    var long = Fixtures.zoe
    long.id = "long"
    long.formattedName = String(repeating: "Wolfeschlegelsteinhausen", count: 5)
    let harness = Harness(Addressbook([long]), columns: 60)
    let row = harness.screen.lines[1]
    #expect(row.prefix(24).hasSuffix("…"))
  }

  @Test func controlCharactersInNamesAreShownAsPlaceholders() {
    let harness = Harness(Addressbook([Fixtures.attacker]))
    #expect(harness.text.contains("␛]2;pwned␇Mallory"))
    #expect(!harness.text.contains("\u{1B}"))
    #expect(!harness.text.contains("\u{07}"))
  }

  @Test func theSelectedRowIsHighlighted() {
    let harness = Harness()
    let row = harness.row(containing: "Émile")!
    #expect(harness.screen.style(row: row, column: 3).role == .selection)
    harness.press(.tab)
    #expect(harness.screen.style(row: row, column: 3).role == .inactiveSelection)
  }

  @Test func anEmptyBookSaysHowToAdd() {
    let harness = Harness(Addressbook())
    #expect(harness.text.contains("No contacts — a adds one"))
    #expect(harness.text.contains("No contact selected"))
  }

  // Rows are drawn again as they were while their persons, marks and layout
  // stay; each of those changes must show.
  @Test func aRowShowsItsPersonsChangeMadeAnywhere() throws {
    let harness = Harness(columns: 160)
    harness.press(.character("j"), .character("k"))
    harness.session.book[id: "wang"].value?.formattedName = "Wang Xiaoming"
    harness.app.render()
    #expect(harness.row(containing: "Wang Xiaoming") != nil)
    #expect(harness.row(containing: "王小明") == nil)
    harness.session.book[id: "wang"].value?.emails = []
    harness.app.render()
    let wang = try #require(harness.row(containing: "Wang Xiaoming"))
    #expect(!harness.screen.lines[wang].contains("@"))
  }

  @Test func aRowShowsItsMark() throws {
    let harness = Harness(columns: 160)
    let emile = try #require(harness.row(containing: "Émile"))
    harness.press(.character(" "))
    #expect(harness.screen.lines[emile].hasPrefix("*Émile"))
    harness.press(.character("k"), .character(" "))
    #expect(harness.screen.lines[emile].hasPrefix(" Émile"))
  }

  @Test func aRowIsLaidOutAgainForANewWidth() throws {
    let harness = Harness(columns: 60)
    #expect(!harness.screen.lines[try #require(harness.row(containing: "Zoë"))].contains("zoe@example.se"))
    harness.screen.resize(rows: 24, columns: 160)
    harness.press(.resize)
    #expect(harness.screen.lines[try #require(harness.row(containing: "Zoë"))].contains("zoe@example.se"))
  }
}
