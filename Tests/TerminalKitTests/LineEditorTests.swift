import TerminalKit
import Testing

@Suite struct LineEditorTests {
  func edit(_ start: String, _ edits: [LineEditor.Edit]) -> LineEditor {
    var editor = LineEditor(start)
    for edit in edits { editor.apply(edit) }
    return editor
  }

  @Test func startsAtTheEnd() {
    let editor = LineEditor("張偉")
    #expect(editor.text.distance(from: editor.text.startIndex, to: editor.cursor) == 2)
  }

  @Test func movesByCharactersNotScalars() {
    let editor = edit("e\u{301}a", [.moveLeft, .moveLeft, .insert("x")])
    #expect(editor.text == "xe\u{301}a")
  }

  @Test(arguments: [
    ("hello world", [LineEditor.Edit.deleteWord], "hello "),
    ("hello world", [.moveToStart, .deleteToEnd], ""),
    ("hello world", [.moveLeft, .moveLeft, .deleteToStart], "ld"),
    ("hello", [.moveToStart, .deleteForward], "ello"),
    ("hello", [.deleteBackward, .deleteBackward], "hel"),
    ("hello", [.moveToStart, .insert(">"), .moveToEnd, .insert("<")], ">hello<"),
    ("", [.deleteBackward, .deleteForward, .moveLeft, .deleteWord], ""),
  ])
  func edits(start: String, edits: [LineEditor.Edit], expected: String) {
    #expect(edit(start, edits).text == expected)
  }
}
