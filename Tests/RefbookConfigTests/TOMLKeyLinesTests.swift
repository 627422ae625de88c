import Testing

@testable import RefbookConfig

@Suite struct TOMLKeyLinesTests {
  @Test func headersAndKeysArePlacedOnTheirLines() {
    let lines = TOMLKeyLines(
      """
      # comment
      sort = "name"   # [books.fake]

      [books.a]
      path = "/a"
      [ books . "b" ]
        path = '/b'
      """)
    #expect(lines.line(of: ["sort"]) == 2)
    #expect(lines.line(of: ["books"]) == 4)
    #expect(lines.line(of: ["books", "a"]) == 4)
    #expect(lines.line(of: ["books", "a", "path"]) == 5)
    #expect(lines.line(of: ["books", "b"]) == 6)
    #expect(lines.line(of: ["books", "b", "path"]) == 7)
  }

  @Test func aKeyNotWrittenFallsBackOnItsTable() {
    let lines = TOMLKeyLines("\n[books.a]\nname = { path = \"/a\" }")
    #expect(lines.line(of: ["books", "a", "path"]) == 2)
    #expect(lines.line(of: ["books", "a", "name", "path"]) == 3)
    #expect(lines.line(of: ["nowhere"]) == 1)
  }

  @Test func dottedKeysPlaceEveryPrefix() {
    let lines = TOMLKeyLines("sort = \"name\"\nbooks.a.path = \"/a\"\n")
    #expect(lines.line(of: ["books"]) == 2)
    #expect(lines.line(of: ["books", "a"]) == 2)
    #expect(lines.line(of: ["books", "a", "path"]) == 2)
  }

  @Test func stringsArraysAndCommentsThatSpanLinesAreSkipped() {
    let lines = TOMLKeyLines(
      #"""
      a = """
      fake = 1
      [fake]
      "quoted \""" still"
      """
      b = '''
      fake2 = 2'''
      c = [
        "x", # fake3 = 3
        "]", '[',
      ]
      d = { e = "}" }
      "k\"ey" = 1
      [[list]]
      """#)
    #expect(lines.line(of: ["a"]) == 1)
    #expect(lines.line(of: ["b"]) == 6)
    #expect(lines.line(of: ["c"]) == 8)
    #expect(lines.line(of: ["d"]) == 12)
    #expect(lines.line(of: ["k\"ey"]) == 13)
    #expect(lines.line(of: ["list"]) == 14)
    #expect(lines.line(of: ["fake"]) == 1)
    #expect(lines.line(of: ["fake2"]) == 1)
    #expect(lines.line(of: ["fake3"]) == 1)
  }

  @Test func windowsLineEndsCountOnce() {
    let lines = TOMLKeyLines("a = 1\r\n\r\nb = 2\r\n")
    #expect(lines.line(of: ["b"]) == 3)
  }
}
