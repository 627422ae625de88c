import RefbookModel
@testable import RefbookUI
import TerminalKit
import Testing

/// `B` lists what is coming up from today; Enter selects the contact, even
/// one a search had hidden.
@Suite struct BirthdaysViewTests {
  @Test func bListsTheComingDaysAndEnterSelectsTheContact() {
    let today = CalendarDate.today()
    var zoe = Fixtures.zoe
    zoe.birthday = "1990-" + (today.month < 10 ? "0" : "") + "\(today.month)-" + (today.day < 10 ? "0" : "") + "\(today.day)"
    var wang = Fixtures.wang
    wang.birthday = "--0101"
    let harness = Harness(Addressbook([zoe, wang, Fixtures.emile]), columns: 120)
    harness.press(.character("/"))
    harness.type("zola")
    harness.press(.enter, .character("B"))
    #expect(harness.text.contains("Coming up"))
    let lines = harness.screen.lines
    let zoeRow = lines.firstIndex { $0.contains("Zoë Ångström") && $0.contains("today") && $0.contains("birthday (turns \(today.year! - 1990))") }
    let wangRow = lines.firstIndex { $0.contains("王小明") && $0.contains("01-01") }
    #expect(zoeRow != nil && wangRow != nil)
    #expect(zoeRow! < wangRow!, "soonest first")
    harness.press(.character("j"), .enter)
    #expect(!harness.text.contains("Coming up"))
    #expect(harness.app.list.selectedID == "wang", "selected, the search that hid it cleared")
    harness.press(.character("B"), .escape)
    #expect(!harness.text.contains("Coming up"))
  }
}

/// `c` lists the categories with counts; the one chosen filters the list,
/// with searches inside it, until "every contact" is chosen again.
@Suite struct CategoriesViewTests {
  @Test func cShowsOneCategoryAtATime() {
    var zoe = Fixtures.zoe
    zoe.categories = ["Family", "Work"]
    var wang = Fixtures.wang
    wang.categories = ["work"]
    let harness = Harness(Addressbook([zoe, wang, Fixtures.emile]), columns: 120)
    harness.press(.character("c"))
    #expect(harness.text.contains("Show which category?"))
    #expect(harness.screen.lines.contains { $0.contains("every contact") && $0.hasSuffix(" 3") || $0.contains("every contact") && $0.contains(" 3") })
    #expect(harness.screen.lines.contains { $0.contains("Family") && $0.contains(" 1") })
    #expect(harness.screen.lines.contains { $0.contains("Work") && $0.contains(" 2") }, "Work and work are one")
    harness.press(.character("j"), .character("j"), .enter)
    #expect(harness.app.list.view.map { $0 }.sorted() == ["wang", "zoe"])
    #expect(harness.headerLine.contains("category: Work (2)"))
    harness.press(.character("/"))
    harness.type("zo")
    harness.press(.enter)
    #expect(harness.app.list.view.map { $0 } == ["zoe"], "Émile Zola matches but is in no category")
    harness.press(.escape, .character("c"), .character("k"), .character("k"), .enter)
    #expect(harness.app.list.view.count == 3)
    #expect(harness.statusLine.contains("Showing every category"))
  }

  @Test func aBookWithoutCategoriesSaysSo() {
    let harness = Harness()
    harness.press(.character("c"))
    #expect(harness.statusLine.contains("No contact has a category"))
  }
}
