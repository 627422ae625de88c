import RefbookModel
@testable import RefbookUI
import TerminalKit
import Testing

@Suite struct ListPaneTests {
  @Test func rowsAreSortedWithEmailAndPhoneColumnsWhenWide() throws {
    let harness = Harness(columns: 160)
    #expect(harness.screen.lines[1].hasPrefix(" Name "), "the columns' headings are the list's first row")
    #expect(harness.screen.lines[1].contains(" Email ") && harness.screen.lines[1].contains(" Phone "))
    let rows = harness.screen.lines.dropFirst(2).prefix(3).map { String($0.prefix(64)) }
    #expect(rows[0].hasPrefix(" Émile Zola"))
    #expect(rows[1].hasPrefix(" Zoë Ångström"))
    #expect(rows[2].hasPrefix(" 王小明"))
    let zoe = try #require(harness.listRow(containing: "Zoë Ångström"))
    #expect(harness.screen.lines[zoe].contains("zoe@example.se"))
    #expect(harness.screen.lines[zoe].contains("+46 8 123 456"))
  }

  @Test func onANarrowTerminalTheFocusedPaneTakesTheWidth() throws {
    let harness = Harness(columns: 60)
    let zoe = try #require(harness.listRow(containing: "Zoë"))
    #expect(harness.screen.lines[zoe].contains("zoe@example.se") && harness.screen.lines[zoe].contains("+46 8 123 456"))
    #expect(!harness.text.contains("│"), "no rule: the detail pane is hidden")
    harness.press(.tab)
    #expect(harness.screen.lines[1].hasPrefix(" Émile Zola"), "the detail pane takes the width")
    #expect(harness.listRow(containing: "Zoë") == nil)
    harness.press(.tab)
    #expect(harness.listRow(containing: "Zoë") == zoe)
  }

  @Test func cjkNamesTakeTwoColumnsAndLaterColumnsStayAligned() {
    let harness = Harness(columns: 160)
    let wangRow = harness.listRow(containing: "王小明")!
    let zoeRow = harness.listRow(containing: "Zoë")!
    // The email column starts at the same cell in both rows: where its heading does.
    let emailCell = (0..<160).first { harness.screen.cell(row: 1, column: $0).character == "E" }!
    #expect(harness.screen.cell(row: wangRow, column: emailCell).character == "x")
    #expect(harness.screen.cell(row: zoeRow, column: emailCell).character == "z")
    #expect(harness.screen.cell(row: wangRow, column: 2).isContinuation)
  }

  @Test func longNamesAreCutWithAnEllipsis() {
    var long = Fixtures.zoe
    long.id = "long"
    long.formattedName = String(repeating: "Wolfeschlegelsteinhausen", count: 5)
    let harness = Harness(Addressbook([long]), columns: 60)
    let row = harness.screen.lines[2]
    #expect(row.contains("…") && !row.contains(String(repeating: "Wolfeschlegelsteinhausen", count: 2)))
    #expect(row.contains("zoe@example.se"), "the email keeps its width")
  }

  @Test func controlCharactersInNamesAreShownAsPlaceholders() {
    let harness = Harness(Addressbook([Fixtures.attacker]))
    #expect(harness.text.contains("␛]2;pwned␇Mallory"))
    #expect(!harness.text.contains("\u{1B}"))
    #expect(!harness.text.contains("\u{07}"))
  }

  @Test func theSelectedRowIsHighlighted() {
    let harness = Harness()
    let row = harness.listRow(containing: "Émile")!
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
    let emile = try #require(harness.listRow(containing: "Émile"))
    harness.press(.character(" "))
    #expect(harness.screen.lines[emile].hasPrefix("*Émile"))
    harness.press(.character("k"), .character(" "))
    #expect(harness.screen.lines[emile].hasPrefix(" Émile"))
  }

  @Test func aRowIsLaidOutAgainForANewWidth() throws {
    let harness = Harness(columns: 100)
    /// Where Zoë's email starts in her row, in characters.
    func emailOffset() throws -> Int {
      let line = harness.screen.lines[try #require(harness.listRow(containing: "Zoë"))]
      return line.distance(from: line.startIndex, to: try #require(line.range(of: "zoe@example.se")).lowerBound)
    }
    let before = try emailOffset()
    harness.screen.resize(rows: 24, columns: 160)
    harness.press(.resize)
    #expect(try emailOffset() > before, "the list grew to two fifths of the screen, and its name column with it")
  }
}
