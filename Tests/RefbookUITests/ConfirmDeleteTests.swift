import RefbookModel
@testable import RefbookUI
import TerminalKit
import Testing

/// `confirm_delete = true`: `d` asks on the status line, `y` deletes, any
/// other key keeps.
@Suite struct ConfirmDeleteTests {
  @Test func dAsksAndYDeletes() {
    let harness = Harness(confirmsDelete: true)
    harness.press(.character("d"))
    #expect(harness.statusLine.contains("Delete Émile Zola? y yes · n no"))
    #expect(harness.screen.style(row: harness.screen.size.rows - 1, column: 2).role == .error)
    #expect(harness.session.book.value.count == 3)
    harness.press(.character("y"))
    #expect(harness.session.book.value.count == 2)
    #expect(harness.statusLine.contains("Deleted Émile Zola — u to undo"))
    harness.press(.character("u"))
    #expect(harness.session.book.value.count == 3)
  }

  @Test(arguments: [KeyEvent.character("n"), .escape, .character("j"), .enter])
  func anyOtherKeyKeeps(key: KeyEvent) {
    let harness = Harness(confirmsDelete: true)
    harness.press(.delete, key)
    #expect(harness.session.book.value.count == 3)
    #expect(harness.statusLine.contains("Nothing deleted"))
    #expect(harness.app.list.selectedID == "emile", "the declining key does nothing else")
    #expect(!harness.session.source.value.canUndo)
  }

  @Test func withMarksTheQuestionCountsThem() {
    let harness = Harness(confirmsDelete: true)
    harness.press(.character(" "), .character(" "), .character("d"))
    #expect(harness.statusLine.contains("Delete 2 marked contacts?"))
    harness.press(.character("y"))
    #expect(harness.session.book.value.count == 1)
  }

  @Test func withoutTheSettingDDeletesAtOnce() {
    let harness = Harness()
    harness.press(.character("d"))
    #expect(harness.session.book.value.count == 2)
  }
}
