import TerminalKit
import Testing

@Suite struct LineEditorTests {
  func edit(_ start: String, _ keys: [KeyEvent]) -> LineEditor {
    var editor = LineEditor(start)
    for key in keys { _ = editor.handle(key) }
    return editor
  }

  @Test func startsAtTheEnd() {
    let editor = LineEditor("張偉")
    #expect(editor.text.distance(from: editor.text.startIndex, to: editor.cursor) == 2)
  }

  @Test func movesByCharactersNotScalars() {
    let editor = edit("e\u{301}a", [.left, .left, .character("x")])
    #expect(editor.text == "xe\u{301}a")
  }

  @Test(arguments: [
    ("hello world", [KeyEvent.control("w")], "hello "),
    ("hello world", [.home, .control("k")], ""),
    ("hello world", [.left, .left, .control("u")], "ld"),
    ("hello", [.home, .delete], "ello"),
    ("hello", [.backspace, .backspace], "hel"),
    ("hello", [.control("a"), .character(">"), .control("e"), .character("<")], ">hello<"),
    ("", [.backspace, .delete, .left, .control("w")], ""),
  ])
  func editingKeys(start: String, keys: [KeyEvent], expected: String) {
    #expect(edit(start, keys).text == expected)
  }

  @Test func ignoresKeysThatAreNotEditingKeys() {
    var editor = LineEditor("x")
    let used = editor.handle(.pageDown)
    #expect(!used)
    #expect(editor.text == "x")
  }
}
