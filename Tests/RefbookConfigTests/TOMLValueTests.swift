import Testing

@testable import RefbookConfig

@Suite struct TOMLValueTests {
  /// The line of the value at `path` in `text`'s tables.
  private func line(of path: [String], in text: String) throws -> Int? {
    var value = try TOMLValue.parse(text)
    for key in path {
      guard let member = value.table?.first(where: { $0.key == key }) else { return nil }
      value = member.value
    }
    return value.line
  }

  @Test func headersAndKeysArePlacedOnTheirLines() throws {
    let text = """
      # comment
      sort = "name"   # [books.fake]

      [books.a]
      path = "/a"
      [ books . "b" ]
        path = '/b'
      """
    #expect(try line(of: ["sort"], in: text) == 2)
    #expect(try line(of: ["books"], in: text) == 4)
    #expect(try line(of: ["books", "a"], in: text) == 4)
    #expect(try line(of: ["books", "a", "path"], in: text) == 5)
    #expect(try line(of: ["books", "b"], in: text) == 6)
    #expect(try line(of: ["books", "b", "path"], in: text) == 7)
  }

  @Test func keysInInlineTablesAndDottedKeysArePlacedToo() throws {
    let inline = "\n[books.a]\nname = { path = \"/a\" }"
    #expect(try line(of: ["books", "a", "name", "path"], in: inline) == 3)
    let dotted = "sort = \"name\"\nbooks.a.path = \"/a\"\n"
    #expect(try line(of: ["books"], in: dotted) == 2)
    #expect(try line(of: ["books", "a"], in: dotted) == 2)
    #expect(try line(of: ["books", "a", "path"], in: dotted) == 2)
  }

  @Test func stringsArraysAndCommentsThatSpanLinesAreSkipped() throws {
    let text = #"""
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
      """#
    #expect(try line(of: ["a"], in: text) == 1)
    #expect(try line(of: ["b"], in: text) == 6)
    #expect(try line(of: ["c"], in: text) == 8)
    #expect(try line(of: ["d"], in: text) == 12)
    #expect(try line(of: ["k\"ey"], in: text) == 13)
    #expect(try line(of: ["list"], in: text) == 14)
    #expect(try line(of: ["fake"], in: text) == nil)
    #expect(try TOMLValue.parse(text).table?.first { $0.key == "a" }?.value.string == "fake = 1\n[fake]\n\"quoted \"\"\" still\"\n")
  }

  @Test func windowsLineEndsCountOnce() throws {
    #expect(try line(of: ["b"], in: "a = 1\r\n\r\nb = 2\r\n") == 3)
  }

  @Test func valuesAreReadWithTheirKinds() throws {
    let document = try TOMLValue.parse(
      """
      s = "é\\u00e9"
      i = -9223372036854775808
      t = true
      f = false
      x = 1.5
      d = 2026-11-24
      h = 07:32:00
      w = 2026-11-24T07:32:00Z
      a = [1, "two", [3]]
      """)
    let members = Dictionary(uniqueKeysWithValues: (document.table ?? []).map { ($0.key, $0.value) })
    #expect(members["s"]?.string == "éé")
    #expect(members["i"]?.int == Int.min)
    #expect(members["t"]?.bool == true)
    #expect(members["f"]?.bool == false)
    #expect(["s", "i", "t", "x", "d", "h", "w", "a"].map { members[$0]?.type } == [
      "string", "integer", "bool", "floating-point number", "date", "time", "date-time", "array",
    ])
    #expect(members["a"]?.array?.map(\.type) == ["integer", "string", "array"])
    #expect(members["a"]?.array?.last?.array?.first?.int == 3)
    #expect(document.type == "table")
  }

  @Test func tablesAndArraysNestedTooDeepAreAnErrorAtTheirLine() throws {
    let deepTables = "a = 1\n[" + Array(repeating: "t", count: 30_000).joined(separator: ".") + "]\n"
    let deepArrays = "\n\nb = " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "\n"
    for (text, line) in [(deepTables, 2), (deepArrays, 3)] {
      #expect {
        try TOMLValue.parse(text)
      } throws: { error in
        (error as? TOMLSyntaxError)?.line == line
      }
    }
    let deepest = "[" + Array(repeating: "t", count: 63).joined(separator: ".") + "]\nx = 1\n"
    var value = try TOMLValue.parse(deepest)
    for _ in 0..<63 { value = try #require(value.table?.first?.value) }
    #expect(value.table?.first?.value.int == 1)
  }

  @Test func membersOfAnInlineTableHaveTheirColumns() throws {
    let document = try TOMLValue.parse("books = { b = { path = \"/b\" }, a = { path = \"/a\" } }")
    let books = try #require(document.table?.first?.value.table)
    #expect(books.sorted { $0.value.column < $1.value.column }.map(\.key) == ["b", "a"])
  }

  @Test func textThatIsNotTOMLIsAnErrorAtItsLine() {
    #expect {
      try TOMLValue.parse("a = 1\n\nb = \"open\n")
    } throws: { error in
      (error as? TOMLSyntaxError)?.line == 3
    }
  }
}
