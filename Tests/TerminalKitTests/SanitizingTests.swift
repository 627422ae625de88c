import Testing
@testable import TerminalKit

@Suite("Sanitized display text")
struct SanitizingTests {
  /// Whether any scalar of `text` could change the terminal's state.
  private func hasControl(_ text: DisplayText) -> Bool {
    text.string.unicodeScalars.contains { scalar in
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator: true
      case .format: ![0x200C, 0x200D, 0xAD].contains(scalar.value) && !(0xE0020...0xE007F).contains(scalar.value)
      default: false
      }
    }
  }

  @Test("every C0 control becomes its control picture")
  func c0() {
    for value: UInt32 in 0x00...0x1F {
      let text = DisplayText(String(Unicode.Scalar(value)!))
      #expect(text.string.unicodeScalars.map(\.value) == [0x2400 + value])
      #expect(text.width == 1)
    }
  }

  /// The sanitizing that takes runs of printable ASCII whole gives what
  /// sanitizing every character alone gives, on text made of the pieces
  /// where that could differ: ASCII before a mark, a joiner or a variation
  /// selector, CR LF, controls, keycaps, flags, wide and zero-width scalars.
  @Test("runs of printable ASCII are taken whole, with the same result as character by character")
  func asciiRunsAgreeWithCharacters() {
    let pieces = [
      "a", "Zoë", "e\u{301}", "\u{301}", "\u{200D}", "\u{FE0F}", "1\u{FE0F}\u{20E3}", "\r\n", "\r", "\n", "\t", "\u{1B}[2J",
      "\u{7F}", "\u{85}", "\u{202E}", "张伟", "👨\u{200D}👩\u{200D}👧", "🇨🇳", "👍🏽", "क्षि", "ไทย", " ", "~", "x\u{0308}\u{0301}",
    ]
    // Every sequence of three pieces.
    for first in pieces {
      for second in pieces {
        for third in pieces {
          check(first + second + third)
        }
      }
    }
    func check(_ raw: String) {
      let forms = raw.map(DisplayText.displayForm(of:))
      let text = DisplayText(raw)
      #expect(text.string == forms.map(\.text).joined(), "\(raw.unicodeScalars.map(\.value))")
      #expect(text.width == forms.reduce(0) { $0 + $1.width })
    }
  }

  @Test("DEL becomes ␡")
  func delete() {
    #expect(DisplayText("a\u{7F}b").string == "a\u{2421}b")
  }

  @Test("every C1 control becomes U+FFFD")
  func c1() {
    for value: UInt32 in 0x80...0x9F {
      let text = DisplayText("x" + String(Unicode.Scalar(value)!) + "y")
      #expect(text.string == "x\u{FFFD}y", "U+\(String(value, radix: 16))")
      #expect(text.width == 3)
    }
  }

  @Test("bidi embeddings, overrides, isolates and marks become U+FFFD",
    arguments: Array(0x202A...0x202E) + Array(0x2066...0x2069) + [0x200E, 0x200F, 0x061C])
  func bidi(value: UInt32) {
    let text = DisplayText("abc" + String(Unicode.Scalar(value)!) + "def")
    #expect(text.string == "abc\u{FFFD}def")
    #expect(text.width == 7)
  }

  @Test("an OSC title sequence cannot retitle the terminal")
  func oscTitle() {
    let text = DisplayText("\u{1B}]2;pwned\u{07}")
    #expect(text.string == "␛]2;pwned␇")
    #expect(!text.string.unicodeScalars.contains { $0.value < 0x20 })
    #expect(text.width == 10)
  }

  @Test("a clear-screen sequence is shown, not obeyed")
  func clearScreen() {
    #expect(DisplayText("\u{1B}[2J").string == "␛[2J")
    #expect(DisplayText("\u{9B}2J").string == "\u{FFFD}2J")
  }

  @Test("newline, carriage return and tab become placeholders on one line")
  func lineBreaks() {
    #expect(DisplayText("line one\nline two").string == "line one␊line two")
    #expect(DisplayText("a\r\nb").string == "a␍␊b")
    #expect(DisplayText("a\tb").string == "a␉b")
    #expect(DisplayText("a\u{2028}b\u{2029}c").string == "a\u{FFFD}b\u{FFFD}c")
  }

  @Test("lines(of:) splits at line breaks and sanitizes each line")
  func lines() {
    let lines = DisplayText.lines(of: "first\r\nsecond\tx\n\u{1B}[31mred")
    #expect(lines.map(\.string) == ["first", "second␉x", "␛[31mred"])
    #expect(DisplayText.lines(of: "").map(\.string) == [""])
  }

  @Test("a combining mark without a base is drawn on a dotted circle")
  func orphanMark() {
    let text = DisplayText("\u{301}abc")
    #expect(text.string == "\u{25CC}\u{301}abc")
    #expect(text.width == 4)
    #expect(DisplayText("\u{1B}\u{301}").string == "␛\u{25CC}\u{301}")
  }

  @Test("text people write is kept as it is", arguments: [
    "Zoë Ångström", "王小明", "👨‍👩‍👧 family", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "e\u{301}", "\u{2764}\u{FE0F}", "Ва́ся", "मनीष", "محمد",
  ])
  func kept(text: String) {
    #expect(DisplayText(text).string == text)
  }

  @Test("no sanitized text contains a control, whatever the input")
  func exhaustiveLowPlanes() {
    var raw = ""
    for value: UInt32 in 0...0x3000 {
      if let scalar = Unicode.Scalar(value) { raw.unicodeScalars.append(scalar) }
    }
    let text = DisplayText(raw)
    #expect(!hasControl(text))
    #expect(text.width == DisplayWidth.of(text.string))
    #expect(text.string.unicodeScalars.allSatisfy { DisplayWidth.of($0) != nil })
  }

  @Test("every grapheme starts with a visible scalar")
  func graphemesStartVisible() {
    let text = DisplayText("\u{301}\u{200D}\u{FE0F}a\u{0}\u{300}\u{1160}b")
    for character in text.string {
      #expect(DisplayWidth.of(character.unicodeScalars.first!)! >= 1, "\(character.unicodeScalars.map(\.value))")
    }
  }

  @Test("the display of a prefix is a prefix of the display")
  func compositional() {
    let raw = "a\u{1B}\u{301}张\u{202E}b👨‍👩‍👧"
    let whole = DisplayText(raw)
    for cut in 0...raw.count {
      let prefix = DisplayText(raw.prefix(cut))
      #expect(whole.string.hasPrefix(prefix.string))
      #expect(prefix.width + DisplayText(raw.dropFirst(cut)).width == whole.width)
    }
  }

  @Test("literals and interpolations are sanitized too")
  func literals() {
    let name = "Mallory\u{1B}[2J"
    let message: DisplayText = "Deleted \(name) — u to undo"
    #expect(message.string == "Deleted Mallory␛[2J — u to undo")
  }

  @Test("printable ASCII is shown as it is, as character by character")
  func printableASCII() {
    let pieces = ["a", "Z", " ", "~", "0", "\u{7F}", "\t", "\r\n", "é", "e\u{301}", "\u{301}", "张", "\u{202E}", "👩‍👩‍👧"]
    for seed in 0..<200 {
      // The first hundred of printable ASCII only, the others of every piece.
      let choices = seed < 100 ? 5 : pieces.count
      let raw = (0..<seed % 20).map { pieces[($0 * 7 + seed * 13) % choices] }.joined()
      let forms = raw.map(DisplayText.displayForm(of:))
      let text = DisplayText(raw)
      #expect(text.string == forms.map(\.text).joined() && text.width == forms.map(\.width).reduce(0, +), "\(raw.debugDescription)")
    }
    #expect(DisplayText("Zoë Hart") == DisplayText("Zo") + DisplayText("ë") + DisplayText(" Hart"))
    #expect(DisplayText(" ~ ").width == 3)
  }
}
