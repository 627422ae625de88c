import RefbookModel
@testable import RefbookUI
import TerminalKit
import Testing

@Suite struct AddDeleteUndoTests {
  @Test func addingAPersonThroughTheForm() {
    let harness = Harness()
    harness.press(.character("a"))
    #expect(harness.text.contains("New contact"))
    harness.press(.tab)
    harness.type("Ada")
    harness.press(.tab)
    harness.type("Lovelace")
    harness.press(.tab, .tab)
    harness.type("ada@example.org")
    harness.press(.enter)
    let ada = harness.session.book.value.first { $0.formattedName == "Ada Lovelace" }
    #expect(ada?.emails.map(\.value) == ["ada@example.org"])
    #expect(harness.app.list.selectedID == ada?.id)
    #expect(harness.statusLine.contains("Added Ada Lovelace — u to undo"))
    harness.press(.character("u"))
    #expect(harness.session.book.value.count == 3)
  }

  @Test func anIncompleteDraftIsRefusedWithAReasonAndEscapeAbandonsIt() {
    let harness = Harness()
    harness.press(.character("a"), .enter)
    #expect(harness.text.contains("A contact needs a name, an organization or an email address."))
    harness.press(.tab, .tab, .tab, .tab)
    harness.type("not-an-email")
    harness.press(.enter)
    #expect(harness.text.contains("“not-an-email” is not an email address"))
    harness.press(.escape)
    #expect(harness.session.book.value.count == 3)
    #expect(!harness.session.source.value.canUndo)
  }

  @Test func deleteNeedsNoPromptAndUndoBringsThePersonBack() {
    let harness = Harness()
    harness.press(.character("G"), .character("d"))
    #expect(harness.session.book.value[id: "wang"] == nil)
    #expect(harness.statusLine.contains("Deleted 王小明 — u to undo"))
    #expect(harness.app.list.selectedID == "zoe")
    harness.press(.character("u"))
    #expect(harness.session.book.value[id: "wang"] != nil)
    #expect(harness.app.list.selectedID == "wang")
    #expect(harness.statusLine.contains("Undid: delete 王小明"))
    harness.press(.control("r"))
    #expect(harness.session.book.value[id: "wang"] == nil)
  }

  @Test func undoSelectsThePersonItChanged() {
    let harness = Harness()
    harness.press(.character("j"), .enter, .enter)
    harness.type("!")
    harness.press(.enter, .escape, .character("g"))
    #expect(harness.app.list.selectedID == "emile")
    harness.press(.character("u"))
    #expect(harness.app.list.selectedID == "zoe")
  }

  @Test func aNewEditClearsRedo() {
    let harness = Harness()
    harness.press(.character("d"), .character("u"), .character("d"), .control("r"))
    #expect(harness.statusLine.contains("Nothing to redo"))
  }

  @Test func undoWithNothingToUndoSaysSo() {
    let harness = Harness()
    harness.press(.character("u"))
    #expect(harness.statusLine.contains("Nothing to undo"))
  }
}
