import RefbookModel
@testable import RefbookUI
import TerminalKit
import Testing

/// Clicks and the wheel become what the keys do: a click selects the row
/// under the pointer and focuses its pane, a double click does what Enter
/// does there, the wheel moves the selection of the pane under the pointer.
@Suite struct MouseTests {
  /// `Person 01` … `Person NN`, sorted as numbered, each with a few fields.
  static func numbered(_ count: Int) -> Addressbook {
    Addressbook((1...count).map { number in
      let name = "Person " + (number < 10 ? "0" : "") + "\(number)"
      return Person(id: "p\(number)", formattedName: name, emails: [TypedValue(value: "p\(number)@example.org")],
                    phones: [TypedValue(value: "+1 555 \(number)")])
    })
  }

  func click(_ harness: Harness, row: Int, column: Int, _ action: MouseEvent.Action = .click) {
    harness.press(.mouse(MouseEvent(action, row: row, column: column)))
  }

  /// The row whose detail pane (right of the rule) shows `text`.
  func detailRow(_ harness: Harness, containing text: String) -> Int? {
    harness.screen.lines.firstIndex { $0.split(separator: "│").last?.contains(text) == true }
  }

  /// The list's rows of persons on the screen (the header is row 0, the headings row 1).
  func listRows(_ harness: Harness) -> Range<Int> { 2..<(harness.screen.size.rows - 1) }

  @Test func aClickOnALongMessageSelectsNoPersonHiddenUnderIt() {
    let harness = Harness(Self.numbered(40), columns: 80)
    harness.app.context.say(String(repeating: "a long message ", count: 10))
    harness.app.arrange()
    harness.app.render()
    #expect(!harness.screen.lines[22].contains("│"), "the message is on the panes' last rows")
    click(harness, row: 22, column: 3)
    #expect(harness.app.list.selection?.value?.shownName == "Person 01")
  }

  @Test(arguments: [false, true])
  func clickingAnyRowOfTheListSelectsThePersonDrawnThere(scrolledToTheEnd: Bool) {
    let harness = Harness(Self.numbered(40))
    if scrolledToTheEnd { harness.press(.character("G")) }
    for row in listRows(harness) {
      let name = String(harness.screen.lines[row].prefix(10).dropFirst())
      click(harness, row: row, column: 3)
      #expect(harness.app.list.selection?.value?.shownName == name, "row \(row)")
      #expect(harness.screen.lines[1].contains("│ \(name)"), "the detail pane shows \(name)")
    }
  }

  @Test func aClickBelowTheLastPersonOrOnTheHeaderSelectsNothingNew() {
    let harness = Harness()
    harness.press(.character("j"))
    let selected = harness.app.list.selectedID
    click(harness, row: 10, column: 3)
    click(harness, row: 0, column: 3)
    click(harness, row: harness.screen.size.rows - 1, column: 3)
    #expect(harness.app.list.selectedID == selected)
  }

  @Test func clickingTheOtherPaneFocusesItAndSelectsTheFieldUnderThePointer() throws {
    let harness = Harness()
    harness.app.list.select("zoe")
    harness.app.render()
    let emailRow = try #require(detailRow(harness, containing: "zoe@example.se"))
    click(harness, row: emailRow, column: 70)
    #expect(harness.app.focus == .detail)
    #expect(harness.app.detail.selectedField == .email(0))
    click(harness, row: 3, column: 3)
    #expect(harness.app.focus == .list)
    #expect(harness.app.list.selectedID == harness.app.list.view[1])
  }

  @Test("a click on any row of an entry selects that entry, highlighted on that row, and scrolls nothing")
  func everyEntryRowOfTheDetailPaneSelectsTheEntryDrawnThere() {
    let harness = Harness(rows: 8)
    harness.app.list.select("zoe")
    click(harness, row: 1, column: 70)  // the title: the formatted name
    #expect(harness.app.focus == .detail)
    #expect(harness.app.detail.selectedField == .formattedName)
    #expect(harness.screen.style(row: 1, column: harness.detailColumn + 1) == .role(.focus, [.bold, .reverse]))
    let items = harness.app.detail.items
    #expect(items.count == 6)
    var clicked: Set<CardItem> = [.field(.formattedName)]
    for index in items.indices {
      harness.press(.character("g"))
      for _ in 0..<index { harness.press(.character("j")) }
      for row in 2..<7 {
        let shown = harness.screen.lines
        let text = String(shown[row].split(separator: "│").last ?? "")
        click(harness, row: row, column: 70)
        #expect(harness.screen.lines == shown, "row \(row): a click scrolls nothing")
        guard text.hasPrefix("   "), !text.allSatisfy(\.isWhitespace) else { continue }  // a blank row, a heading
        clicked.insert(harness.app.detail.selectedItem!)
        #expect(harness.screen.style(row: row, column: harness.detailColumn + 1).role == .selection, "row \(row): \(text)")
      }
    }
    #expect(clicked == Set(items), "every entry can be clicked")
  }

  @Test func theWheelMovesThePaneUnderThePointerAndLeavesTheFocus() throws {
    let harness = Harness(Self.numbered(40))
    click(harness, row: 5, column: 70, .scrollDown)
    #expect(harness.app.list.selectedID == "p1", "the detail pane moved, not the list")
    #expect(harness.app.detail.selectedItem == harness.app.detail.items[2])
    #expect(harness.app.focus == .list)
    click(harness, row: 5, column: 3, .scrollDown)
    click(harness, row: 5, column: 3, .scrollDown)
    #expect(harness.app.list.selectedID == "p7")
    click(harness, row: 5, column: 3, .scrollUp)
    #expect(harness.app.list.selectedID == "p4")
    for _ in 0..<20 { click(harness, row: 5, column: 3, .scrollDown) }
    #expect(harness.app.list.selectedID == "p40", "stops at the end")
    #expect(harness.text.contains("Person 40"))
  }

  @Test func aDoubleClickOnAFieldEditsItAndOnAPersonOpensIt() throws {
    let harness = Harness()
    harness.app.list.select("zoe")
    harness.app.render()
    let phoneRow = try #require(detailRow(harness, containing: "+46 8 123 456"))
    click(harness, row: phoneRow, column: 70, .doubleClick)
    #expect(harness.app.detail.editor?.field == .phone(0))
    click(harness, row: 3, column: 3)
    #expect(harness.app.detail.editor?.field == .phone(0), "a click while typing changes nothing")
    harness.press(.control("u"))
    harness.type("+46 70 000")
    harness.press(.enter)
    #expect(harness.session.book.value[id: "zoe"]?.phones.first?.value == "+46 70 000")
    let wangRow = try #require(harness.row(containing: "王小明"))
    click(harness, row: wangRow, column: 3, .doubleClick)
    #expect(harness.app.list.selectedID == "wang")
    #expect(harness.app.focus == .detail, "as Enter does")
  }

  @Test func inThePickersAClickSelectsALineAndADoubleClickChoosesIt() throws {
    var zoe = Fixtures.zoe
    zoe.categories = ["Family"]
    var wang = Fixtures.wang
    wang.categories = ["Work"]
    let harness = Harness(Addressbook([zoe, wang, Fixtures.emile]), columns: 120)
    harness.press(.character("c"))
    let work = try #require(harness.row(containing: "Work"))
    click(harness, row: work, column: 10)
    if let selected = (harness.app.overlay as? CategoriesOverlay)?.selected {
      #expect(selected == 0, "a click on the list beside the categories does nothing")
    }
    click(harness, row: work, column: 80)
    guard let selected = (harness.app.overlay as? CategoriesOverlay)?.selected else { Issue.record("categories closed"); return }
    #expect(selected == 2)
    let family = try #require(harness.row(containing: "Family"))
    click(harness, row: family, column: 80, .doubleClick)
    #expect(harness.app.keyMode == .list, "closed")
    #expect(harness.headerLine.contains("category: Family (1)"))
  }

  @Test func theBirthdaysTakeClicksAndTheWheelOverTheWholeBody() throws {
    let book = Addressbook(Self.numbered(30).map { person in
      var person = person
      person.birthday = "--0" + String(1 + Int(person.id.dropFirst())! % 9) + "-1" + String(Int(person.id.dropFirst())! % 9)
      return person
    })
    let harness = Harness(book, rows: 12)
    harness.press(.character("B"))
    guard let days = (harness.app.overlay as? BirthdaysOverlay)?.days else { Issue.record("no birthdays"); return }
    #expect(days.count == 30)
    func selected() -> Int? {
      (harness.app.overlay as? BirthdaysOverlay)?.selected
    }
    click(harness, row: 4, column: 5)
    #expect(selected() == 2, "the third line, under the title")
    click(harness, row: 4, column: 90)
    #expect(selected() == 2, "the same line across the whole width")
    click(harness, row: 4, column: 5, .scrollDown)
    #expect(selected() == 5)
    for _ in 0..<10 { click(harness, row: 4, column: 5, .scrollDown) }
    #expect(selected() == 29, "stops at the last")
    let row = try #require(harness.row(containing: days[25].name))
    click(harness, row: row, column: 5, .doubleClick)
    #expect(harness.app.keyMode == .list, "chosen, as Enter does")
    #expect(harness.app.list.selectedID == days[25].id)
  }

  @Test func theWheelScrollsTheHelp() {
    let harness = Harness(rows: 12)
    harness.press(.character("?"))
    let top = harness.screen.lines[1]
    click(harness, row: 5, column: 10, .scrollDown)
    guard let scroll = (harness.app.overlay as? HelpOverlay)?.scroll else { Issue.record("help closed"); return }
    #expect(scroll == MouseEvent.rowsPerNotch)
    #expect(harness.screen.lines[1] != top)
    click(harness, row: 5, column: 10, .scrollUp)
    #expect(harness.screen.lines[1] == top)
  }

  @Test func clickingALineOfAChooserPicksIt() throws {
    let harness = Harness(BooksTests.shelf, columns: 120, collections: ["personal", "work"])
    harness.app.list.select("zoe")
    harness.press(.character("M"))
    let work = try #require(harness.row(containing: "2  work"))
    click(harness, row: work, column: 80)
    #expect(harness.session.book.value.collection(id: "zoe") == "work")
    harness.press(.tab, .character("a"))
    let note = try #require(harness.row(containing: "n  nickname"))
    click(harness, row: note, column: 80)
    #expect(harness.app.detail.editor != nil, "the chosen field is being added")
  }
}
