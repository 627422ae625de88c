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
