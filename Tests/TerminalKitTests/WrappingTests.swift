import Testing
import TerminalKit

@Suite("Wrapping text onto lines")
struct WrappingTests {
  @Test("lines end before the last space that fits, which is left out")
  func atSpaces() {
    let lines = DisplayText("Not read: line 6: stray words").wrapped(to: 12)
    #expect(lines.map(\.string) == ["Not read:", "line 6:", "stray words"])
    #expect(lines.map(\.width) == [9, 7, 11])
    #expect(DisplayText("fits").wrapped(to: 4).map(\.string) == ["fits"])
    #expect(DisplayText("").wrapped(to: 4).map(\.string) == [""])
  }

  @Test("a word wider than the line is cut between graphemes, never inside a wide one")
  func withoutSpaces() {
    #expect(DisplayText("abcdefgh").wrapped(to: 3).map(\.string) == ["abc", "def", "gh"])
    let lines = DisplayText("王小明张伟").wrapped(to: 3)
    #expect(lines.map(\.string) == ["王", "小", "明", "张", "伟"])
    #expect(lines.allSatisfy { $0.width == 2 })
    #expect(DisplayText("e\u{301}e\u{301}e\u{301}").wrapped(to: 2).map(\.string) == ["e\u{301}e\u{301}", "e\u{301}"])
  }

  @Test("every line fits, and only spaces at the breaks are left out", arguments: [10, 17, 40])
  func whole(columns: Int) {
    let text = "NOT SAVED: Zoë Ångström changed on disk; yours is in /home/ada/contacts/zoe.vcf.refbook-conflict-1"
    let lines = DisplayText(text).wrapped(to: columns)
    #expect(lines.allSatisfy { $0.width <= columns })
    #expect(lines.map(\.string).joined().filter { $0 != " " } == text.filter { $0 != " " })
    #expect(lines.map(\.width).reduce(0, +) >= text.count - lines.count + 1)
  }

  @Test("past the limit the last line holds what fits of the rest and ends with an ellipsis")
  func limited() {
    let lines = DisplayText("one two three four five six").wrapped(to: 9, limit: 2)
    #expect(lines.map(\.string) == ["one two", "three fo…"])
    #expect(DisplayText("one two").wrapped(to: 9, limit: 1).map(\.string) == ["one two"])
    #expect(DisplayText("one two").wrapped(to: 0).isEmpty)
    #expect(DisplayText("one two").wrapped(to: 4, limit: 0).isEmpty)
  }
}
