import Testing
import TerminalKit

@Suite("Truncating, padding and clipping")
struct FittingTests {
  static let samples = ["Zoë Ångström", "王小明 Wang", "😀😀😀", "a👨‍👩‍👧b", "e\u{301}e\u{301}e\u{301}", "", "x"]

  @Test("truncation: never wider, one short at most, ellipsis only when cut", arguments: samples)
  func truncation(raw: String) {
    let text = DisplayText(raw)
    for columns in 0...(text.width + 2) {
      let cut = text.truncated(to: columns)
      #expect(cut.width <= columns)
      if text.width <= columns {
        #expect(cut == text)
      } else if columns > 0 {
        #expect(cut.string.hasSuffix("…"))
        let kept = String(cut.string.dropLast())
        #expect(text.string.hasPrefix(kept))
        let next = text.string.dropFirst(kept.count).first!
        #expect(DisplayWidth.of(kept) + DisplayWidth.of(next) > columns - 1)
      } else {
        #expect(cut.isEmpty)
      }
    }
  }

  @Test("truncation at exact columns")
  func exactColumns() {
    #expect(DisplayText("王小明").truncated(to: 5).string == "王小…")
    #expect(DisplayText("王小明").truncated(to: 4).string == "王…")
    #expect(DisplayText("王小明").truncated(to: 4).width == 3)
    #expect(DisplayText("王小明").truncated(to: 6).string == "王小明")
    #expect(DisplayText("Ångström").truncated(to: 5).string == "Ångs…")
    #expect(DisplayText("a👨‍👩‍👧b").truncated(to: 7).string == "a…")
    #expect(DisplayText("abc").truncated(to: 1).string == "…")
  }

  @Test("fitted text is exactly as wide as asked", arguments: samples)
  func fitted(raw: String) {
    let text = DisplayText(raw)
    for columns in 0...(text.width + 3) {
      #expect(text.fitted(to: columns).width == columns)
    }
  }

  @Test("padding adds spaces and never cuts")
  func padding() {
    #expect(DisplayText("张").padded(to: 5).string == "张   ")
    #expect(DisplayText("张伟").padded(to: 2).string == "张伟")
  }

  @Test("prefix(columns:) stops before a wide character that does not fit")
  func prefix() {
    #expect(DisplayText("a张b").prefix(columns: 2).string == "a")
    #expect(DisplayText("a张b").prefix(columns: 3).string == "a张")
  }

  @Test("clipping at the right edge replaces a cut wide character by a space")
  func clipRight() {
    let part = DisplayText("ab张").visiblePart(from: 0, lineWidth: 3)
    #expect(part?.column == 0)
    #expect(part?.text.string == "ab ")
    #expect(part?.text.width == 3)
  }

  @Test("clipping at the left edge")
  func clipLeft() {
    let part = DisplayText("张ab").visiblePart(from: -1, lineWidth: 10)
    #expect(part?.column == 0)
    #expect(part?.text.string == " ab")
    #expect(DisplayText("abc").visiblePart(from: -2, lineWidth: 10)?.text.string == "c")
  }

  @Test("nothing visible")
  func invisible() {
    #expect(DisplayText("abc").visiblePart(from: -3, lineWidth: 10) == nil)
    #expect(DisplayText("abc").visiblePart(from: 10, lineWidth: 10) == nil)
    #expect(DisplayText.empty.visiblePart(from: 0, lineWidth: 10) == nil)
  }

  @Test("every clip fits its line", arguments: samples)
  func clipsFit(raw: String) {
    let text = DisplayText(raw)
    for lineWidth in 0...8 {
      for column in -8...8 {
        guard let part = text.visiblePart(from: column, lineWidth: lineWidth) else { continue }
        #expect(part.column >= 0)
        #expect(part.column + part.text.width <= lineWidth)
        #expect(part.text.width == DisplayWidth.of(part.text.string))
      }
    }
  }
}

@Suite("Sanitizing only what can show")
struct TruncatedSanitizingTests {
  @Test("the bounded form equals sanitizing everything, then truncating", arguments: [
    "", "Zoë", "王小明李四张伟王小明", "a😀b😀c😀d😀e", "x\u{1B}y\u{7}z\tw", "e\u{301}e\u{301}e\u{301}e\u{301}",
    "\u{301}abc", "👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", String(repeating: "note ", count: 200_000),
  ])
  func sameAsWhole(raw: String) {
    for columns in 0...12 {
      #expect(DisplayText(raw, truncatedTo: columns) == DisplayText(raw).truncated(to: columns))
    }
  }
}
