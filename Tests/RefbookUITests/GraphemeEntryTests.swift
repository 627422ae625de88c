import RefbookModel
@testable import RefbookUI
import TerminalKit
import Testing

/// Text whose scalars join into graphemes, typed scalar by scalar (as a
/// terminal delivers it) into every text entry of the app: the field editor,
/// the new-contact form, the address form, the search prompt and the import
/// prompt. Nothing traps, the cursor stays in the field, and what is saved is
/// exactly what was typed.
@Suite("Typing text of every script into every entry")
struct GraphemeEntryTests {
  /// One sample of each kind of grapheme persons type.
  static let samples: [String] = [
    "e\u{301}",  // combining acute after its base
    "a\u{301}\u{323}",  // two combining marks
    "\u{301}x",  // a combining mark with no base of its own
    "A\u{20DD}",  // enclosing circle
    "Ω\u{301}",  // Greek with a combining mark
    "Vie\u{302}\u{323}t",  // decomposed Vietnamese
    "नमस्ते",  // Devanagari with virama
    "क्षि",  // a Devanagari conjunct
    "நிலா",  // Tamil vowel signs
    "ที่",  // Thai with a vowel and a tone mark
    "ก\u{E31}\u{E49}",  // Thai, two marks
    "กำ",  // Thai sara am
    "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}",  // Hangul jamo, conjoining
    "한국어",  // precomposed Hangul
    "张伟",  // CJK, wide
    "𠜎𠜱",  // CJK outside the BMP
    "ｶﾀｶﾅ",  // half-width katakana
    "שָׁלוֹם",  // Hebrew with points, right to left
    "مرحبا",  // Arabic, right to left
    "ﷺ",  // a wide Arabic ligature
    "👍🏽",  // emoji with a skin-tone modifier
    "👋🏻👋🏿",  // two modifiers
    "🧑🏿‍💻",  // modifier inside a ZWJ sequence
    "👩🏽‍⚕️",  // modifier, ZWJ and a variation selector
    "🫱🏼‍🫲🏿",  // two different modifiers joined
    "👨‍👩‍👧‍👦",  // ZWJ family
    "👩‍❤️‍💋‍👨",  // ZWJ with a variation selector inside
    "🏳️‍🌈",  // variation selector then ZWJ
    "🇩🇪",  // flag
    "🇯🇵🇺🇸",  // two flags side by side
    "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",  // tag sequence (Scotland)
    "❤️",  // heart + VS16
    "☺︎",  // text presentation selector
    "1️⃣",  // keycap
    "a\u{200D}b",  // letters around a zero-width joiner
    "\u{200C}x",  // zero-width non-joiner
  ]

  /// Moves the cursor to the start and back to the end, one grapheme at a
  /// time, checking that it stays inside the screen.
  private func moveAcross(_ harness: Harness, _ text: String) {
    for _ in 0...text.count {
      harness.press(.left)
      #expect((harness.screen.cursor?.column ?? -1) >= 0)
    }
    for _ in 0...text.count {
      harness.press(.right)
      #expect((harness.screen.cursor?.column ?? Int.max) < harness.screen.size.columns)
    }
    harness.press(.home, .end)
  }

  /// Replaces Émile's name with `typed` in the field editor, moves the cursor
  /// across it both ways, commits, and checks that exactly `typed` was saved.
  private func commitName(_ typed: String, in harness: Harness) {
    harness.press(.enter, .enter, .control("u"))
    harness.type(typed)
    moveAcross(harness, typed)
    harness.press(.enter)
    #expect(harness.session.book.value[id: "emile"]?.formattedName == typed)
  }

  @Test("the field editor", arguments: samples)
  func fieldEditor(sample: String) {
    commitName("[\(sample)]", in: Harness())
  }

  @Test("deleting in the field editor: Backspace, Delete, Ctrl-W", arguments: samples)
  func deleting(sample: String) {
    let harness = Harness()
    harness.press(.enter, .enter, .control("u"))
    harness.type(sample + sample)
    for _ in 0..<(sample + sample).count { harness.press(.backspace) }
    harness.type(sample)
    harness.press(.home)
    for _ in 0..<sample.count { harness.press(.delete) }
    harness.type("w " + sample)
    harness.press(.control("w"))
    harness.press(.enter)
    let expected = ("w " + sample).count == 2 + sample.count ? "w " : nil
    let saved = harness.session.book.value[id: "emile"]?.formattedName
    if let expected { #expect(saved == expected) }
    #expect(saved?.contains(sample) == false)
  }

  @Test("a long value that scrolls", arguments: samples)
  func scrolling(sample: String) {
    commitName(String(repeating: sample + " ", count: 12), in: Harness(rows: 12, columns: 40))
  }

  @Test("the new-contact form", arguments: samples)
  func newContactForm(sample: String) {
    let harness = Harness()
    let name = "[\(sample)]"
    harness.press(.character("a"))
    harness.type(name)
    moveAcross(harness, name)
    harness.press(.tab)
    harness.type(sample)
    moveAcross(harness, sample)
    harness.press(.enter)
    let added = harness.session.book.value.first { $0.formattedName == name }
    #expect(added?.name.given == sample)
  }

  @Test("the address form", arguments: samples)
  func addressForm(sample: String) {
    let harness = Harness()
    harness.press(.character("j"), .tab, .down, .down, .down, .enter)  // Zoë's address, after her email and phone
    harness.press(.tab, .tab, .tab, .control("u"))  // City
    harness.type(sample)
    moveAcross(harness, sample)
    harness.press(.enter)
    #expect(harness.session.book.value[id: "zoe"]?.addresses.first?.locality == sample)
  }

  @Test("the search prompt", arguments: samples)
  func searchPrompt(sample: String) {
    let harness = Harness()
    harness.press(.character("/"))
    harness.type(sample)
    moveAcross(harness, sample)
    #expect(harness.app.list.view.query.text == sample)
    harness.press(.enter)
    #expect(harness.app.list.searchLine == nil)
  }

  @Test("the import prompt", arguments: samples)
  func importPrompt(sample: String) {
    let harness = Harness()
    let asked = Recorded<String>()
    harness.app.files.importFile = { path in
      asked.value = path
      throw CocoaLikeError.missing
    }
    let path = "/tmp/\(sample).vcf"
    harness.press(.character("i"))
    harness.type(path)
    moveAcross(harness, path)
    harness.press(.enter)
    #expect(asked.value == path)
    #expect(harness.statusLine.contains("Cannot import"))
  }
}

private final class Recorded<Value> {
  var value: Value?
}

private enum CocoaLikeError: Error { case missing }
