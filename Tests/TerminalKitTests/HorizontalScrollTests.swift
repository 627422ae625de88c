import Testing
import TerminalKit

@Suite("Horizontal scroll of a field being edited")
struct HorizontalScrollTests {
  @Test("a short value is shown whole, cursor where it is")
  func short() {
    var scroll = HorizontalScroll()
    let view = scroll.view(of: "Zoë", cursor: 3, columns: 10)
    #expect(view.text.string == "Zoë")
    #expect(view.cursorColumn == 3)
  }

  @Test("the cursor at the end of a long value stays in the field")
  func longEnd() {
    var scroll = HorizontalScroll()
    let value = "abcdefghijklmnopqrstuvwxyz"
    let view = scroll.view(of: value, cursor: value.count, columns: 10)
    #expect(view.text.string == "rstuvwxyz")
    #expect(view.cursorColumn == 9)
  }

  @Test("the view moves only when the cursor would leave it")
  func stable() {
    var scroll = HorizontalScroll()
    let value = "abcdefghijklmnopqrstuvwxyz"
    _ = scroll.view(of: value, cursor: value.count, columns: 10)
    let left = scroll.view(of: value, cursor: 20, columns: 10)
    #expect(left.text.string == "qrstuvwxyz", "the cell kept for the cursor after the end is filled")
    #expect(left.cursorColumn == 4)
    #expect(scroll.view(of: value, cursor: 17, columns: 10).cursorColumn == 1)
    let home = scroll.view(of: value, cursor: 0, columns: 10)
    #expect(home.text.string == "abcdefghij")
    #expect(home.cursorColumn == 0)
  }

  @Test("wide values scroll without splitting a character")
  func wide() {
    var scroll = HorizontalScroll()
    let value = "王小明李四张伟"
    let view = scroll.view(of: value, cursor: value.count, columns: 7)
    #expect(view.text.string == "李四张伟".suffix(3).description)
    #expect(view.cursorColumn == 6)
    #expect(view.text.width <= 7)
  }

  @Test("the cursor cell is always inside the field", arguments: [
    "abcdefghijklmnop", "王小明李四张伟王小明", "a😀b😀c😀d😀e", "x\u{1B}y\u{7}z\tw",
  ])
  func cursorAlwaysVisible(value: String) {
    for columns in 2...12 {
      var scroll = HorizontalScroll()
      for cursor in Array(0...value.count) + Array((0...value.count).reversed()) {
        let view = scroll.view(of: value, cursor: cursor, columns: columns)
        let under = cursor < value.count ? DisplayText(String(value[value.index(value.startIndex, offsetBy: cursor)])).width : 1
        #expect(view.cursorColumn >= 0)
        #expect(view.cursorColumn + under <= columns)
        #expect(view.text.width <= columns)
        let shown = DisplayText(value[scroll.firstVisible(in: value)..<value.index(value.startIndex, offsetBy: cursor)])
        #expect(view.cursorColumn == shown.width)
      }
    }
  }

  @Test("deleting scrolls back to fill the field")
  func scrollsBack() {
    var scroll = HorizontalScroll()
    _ = scroll.view(of: "abcdefghijklmnop", cursor: 16, columns: 10)
    let value = "abcdefgh"
    let view = scroll.view(of: value, cursor: 8, columns: 10)
    #expect(view.text.string == "abcdefgh")
    #expect(scroll.firstVisible(in: value) == value.startIndex)
  }

  @Test("control characters in the value are shown as placeholders")
  func sanitized() {
    var scroll = HorizontalScroll()
    #expect(scroll.view(of: "a\u{1B}[2Jb", cursor: 0, columns: 10).text.string == "a␛[2Jb")
  }
}

extension HorizontalScroll {
  /// The view with the cursor given as a character offset, as the tests count.
  /// Follows the cursor, then draws: what a field editor does on each key.
  mutating func view(of value: String, cursor: Int, columns: Int) -> (text: DisplayText, cursorColumn: Int) {
    let index = value.index(value.startIndex, offsetBy: cursor)
    follow(value, cursor: index, columns: columns)
    return view(of: value, cursor: index, columns: columns)
  }
}
