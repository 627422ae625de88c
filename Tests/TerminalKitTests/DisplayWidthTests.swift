import Testing
import TerminalKit

@Suite("Display width")
struct DisplayWidthTests {
  @Test("widths measured on this machine with ncursesw and tmux", arguments: [
    ("张伟", 4), ("😀", 2), ("🇨🇳", 2), ("e\u{301}", 1), ("\u{2764}\u{FE0F}", 1),
    ("👨‍👩‍👧", 6),
  ])
  func measured(text: String, columns: Int) {
    #expect(DisplayWidth.of(text) == columns)
    #expect(DisplayText(text).width == columns)
  }

  @Test("Latin, accented, Cyrillic, Greek: one column per letter")
  func narrowScripts() {
    for text in ["Zoë Ångström", "Ñandú", "Пётр", "Αλέξανδρος", "O'Brien-Smith"] {
      #expect(DisplayWidth.of(text) == text.count, "\(text)")
    }
  }

  @Test("CJK and fullwidth: two columns per character")
  func wideScripts() {
    for text in ["王小明", "山田太郎", "김민준", "ＡＢＣ"] {
      #expect(DisplayWidth.of(text) == 2 * text.count, "\(text)")
    }
  }

  @Test("combining marks add no width")
  func combining() {
    let decomposed = "Zoe\u{308} A\u{30A}ngstro\u{308}m"
    #expect(DisplayWidth.of(decomposed) == 12)
    #expect(DisplayWidth.of(Character("a\u{301}\u{302}\u{303}")) == 1)
  }

  @Test("a Character's width is the sum of its scalars'")
  func characterSum() {
    for character in "a张😀🇨🇳👨‍👩‍👧e\u{301}" {
      let sum = character.unicodeScalars.reduce(0) { $0 + (DisplayWidth.of($1) ?? 0) }
      #expect(DisplayWidth.of(character) == sum)
    }
  }

  @Test("controls and unassigned code points are not printable")
  func notPrintable() {
    for value: UInt32 in [0x00, 0x07, 0x1B, 0x7F, 0x9B, 0x0378] {
      #expect(DisplayWidth.of(Unicode.Scalar(value)!) == nil, "U+\(String(value, radix: 16))")
    }
  }

  @Test("the placeholders and the ellipsis are one column each")
  func placeholders() {
    for scalar: Unicode.Scalar in ["\u{2026}", "\u{FFFD}", "\u{25CC}", "\u{241B}", "\u{2400}", "\u{2421}"] {
      #expect(DisplayWidth.of(scalar) == 1, "U+\(String(scalar.value, radix: 16))")
    }
  }
}
