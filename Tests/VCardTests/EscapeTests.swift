import Testing
import VCard

@Suite struct EscapeTests {
  @Test func componentsSplitAtUnescapedSemicolonsOnly() {
    #expect(VCardValue.components(#";;1 Main St\; Apt 2;Springfield;;;"#)
      == ["", "", "1 Main St; Apt 2", "Springfield", "", "", ""])
  }

  @Test func listItemsSplitAtUnescapedCommasOnly() {
    #expect(VCardValue.listItems(#"a\,b,c,,d\\,e"#) == ["a,b", "c", "", #"d\"#, "e"])
  }

  @Test func splittingKeepsTheEscapes() {
    #expect(VCardValue.split(#"a\;b;c\,d"#, at: ";") == [#"a\;b"#, #"c\,d"#])
  }

  @Test(arguments: [
    (#"a\nb"#, "a\nb"), (#"a\Nb"#, "a\nb"), (#"a\\b"#, #"a\b"#), (#"a\,b"#, "a,b"), (#"a\;b"#, "a;b"),
    (#"http\://x"#, "http://x"), (#"say \"hi\""#, #"say "hi""#), (#"C:\temp"#, #"C:\temp"#), (#"end\"#, #"end\"#),
    ("plain", "plain"),
  ])
  func unescapingResolvesKnownEscapesAndKeepsOthers(raw: String, text: String) {
    #expect(VCardValue.unescape(raw) == text)
  }

  @Test func escapingIsTheInverseOfUnescaping() {
    let texts = ["plain", "a,b;c\\d", "two\nlines", "trailing \\", "张伟, 😀;x", "", "\\n literally"]
    for text in texts {
      #expect(VCardValue.unescape(VCardValue.escape(text)) == text)
    }
  }

  @Test func escapingWritesEveryLineBreakAsBackslashN() {
    #expect(VCardValue.escape("a\r\nb\rc\nd") == #"a\nb\nc\nd"#)
  }

  @Test func joiningEscapesEachItem() {
    #expect(VCardValue.join(["a;b", "c,d"], separator: ";") == #"a\;b;c\,d"#)
    #expect(VCardValue.components(VCardValue.join(["a;b", "c,d", ""], separator: ";")) == ["a;b", "c,d", ""])
  }
}
