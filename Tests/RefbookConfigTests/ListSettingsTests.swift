import RefbookConfig
import RefbookUI
import Testing

/// `[list] columns`.
@Suite struct ListSettingsTests {
  @Test func columnsInTheirOrder() throws {
    let settings = try AnnsConfigFile.parse("[list]\ncolumns = [\"name\", \"organization:30%\", \"phone:14\"]\n")
    #expect(settings.listColumns == [ListColumn(.name), ListColumn(.organization, .percent(30)), ListColumn(.phone, .cells(14))])
    #expect(try AnnsConfigFile.parse("").listColumns == ListColumn.standard)
  }

  static let errors: [(text: String, line: Int, message: String)] = [
    ("[list]\ncolumns = [\"name\", \"mail\"]", 2, #"list.columns: "mail" is not a column; allowed: "# + ListColumn.allowed),
    ("[list]\n\ncolumns = [\"name\", \"email:0\"]", 3, #"list.columns: "email:0": the width must be 1 to 500 cells or 1% to 100%"#),
    ("[list]\ncolumns = [\"name\", \"email\", \"name:10\"]", 2, "list.columns: name is there twice"),
    ("[list]\ncolumns = [\"name:60%\", \"email:50%\"]", 2, "list.columns: the shares add up to 110%, more than 100%"),
    ("[list]\ncolumns = []", 2, "list.columns must be a list of one or more columns, found array; allowed: " + ListColumn.allowed),
    ("[list]\ncolumns = \"name\"", 2, "list.columns must be a list of one or more columns, found string; allowed: " + ListColumn.allowed),
    ("[list]\nwidth = 3", 2, #"unknown key "width" in [list]; allowed: columns"#),
    ("list = 1", 1, "list must be a table [list] with columns, found integer"),
  ]

  @Test(arguments: errors)
  func aBadColumnIsAnErrorAtItsLine(text: String, line: Int, message: String) {
    AnnsConfigFile.expectError(text, line: line, message: message)
  }
}
