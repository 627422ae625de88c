import RefbookFormats
import RefbookModel
import Testing

@Suite struct CSVTableTests {
  @Test func readsQuotedFieldsWithCommasQuotesAndLineBreaks() {
    let text = "\u{FEFF}a,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n\r\nlast,,\n"
    let table = CSVTable.read(text)
    #expect(table.skipped == [])
    #expect(table.records == [
      CSVTable.Record(line: 1, fields: ["a", "b", "c"]),
      CSVTable.Record(line: 2, fields: ["x, y", "say \"hi\"", "two\nlines"]),
      CSVTable.Record(line: 5, fields: ["last", "", ""]),
    ])
  }

  @Test func anUnclosedQuoteSkipsItsRecord() {
    let table = CSVTable.read("a,b\n1,\"open\n2,3\n")
    #expect(table.records == [CSVTable.Record(line: 1, fields: ["a", "b"])])
    #expect(table.skipped == [LineProblem(line: 2, message: "a quoted field is not closed")])
  }

  @Test func writesQuotingOnlyWhatNeedsIt() {
    let text = CSVTable.write([["plain", "a,b", "q\"q", "line\nbreak", " edge"], ["", "é"]])
    #expect(text == "plain,\"a,b\",\"q\"\"q\",\"line\nbreak\",\" edge\"\r\n,é\r\n")
    #expect(CSVTable.read(text).records.map(\.fields) == [["plain", "a,b", "q\"q", "line\nbreak", " edge"], ["", "é"]])
  }
}
