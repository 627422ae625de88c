import Testing
import TerminalKit

@Suite("Key events from typed characters")
struct KeyEventTests {
  @Test("keys with names of their own")
  func named() {
    #expect(KeyEvent(typed: "\n") == .enter)
    #expect(KeyEvent(typed: "\r") == .enter)
    #expect(KeyEvent(typed: "\t") == .tab)
    #expect(KeyEvent(typed: "\u{7F}") == .backspace)
    #expect(KeyEvent(typed: "\u{08}") == .backspace)
    #expect(KeyEvent(typed: "\u{1B}") == .escape)
  }

  @Test("Ctrl-letters the key map uses")
  func controls() {
    let expected: [(UInt32, Character)] = [
      (0x01, "a"), (0x02, "b"), (0x03, "c"), (0x05, "e"), (0x06, "f"), (0x0B, "k"), (0x0C, "l"),
      (0x12, "r"), (0x15, "u"), (0x17, "w"), (0x1A, "z"), (0x00, "@"), (0x1C, "\\"),
    ]
    for (value, letter) in expected {
      #expect(KeyEvent(typed: Unicode.Scalar(value)!) == .control(letter))
    }
  }

  @Test("printable characters, any script")
  func printable() {
    for scalar: Unicode.Scalar in [" ", "q", "/", "?", "é", "张", "😀"] {
      #expect(KeyEvent(typed: scalar) == .character(Character(scalar)))
    }
  }

  @Test("C1 controls are not keys")
  func c1() {
    #expect(KeyEvent(typed: "\u{9B}") == nil)
  }

  @Test("typing a string yields one event per scalar, as a terminal delivers them")
  func typing() {
    #expect(KeyEvent.typing("a👨‍👩‍👧\t") == [
      .character("a"), .character("👨"), .character("\u{200D}"), .character("👩"), .character("\u{200D}"),
      .character("👧"), .tab,
    ])
  }
}
