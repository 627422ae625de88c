import RefbookConfig
import Testing

/// Bad config files: each an error naming the line at fault and saying what is wrong.
@Suite struct SettingsErrorTests {
  /// The error parsing `text` throws; `nil` when it parses.
  static func error(_ text: String) -> SettingsError? {
    do {
      _ = try AnnsConfigFile.parse(text)
      return nil
    } catch {
      return error
    }
  }

  static let cases: [(text: String, line: Int, message: String)] = [
    ("sort = \"name\"\n\ncolour = \"red\"", 3, #"unknown key "colour"; allowed: default_book, sort, confirm_delete, mouse, photos, sync_minutes, theme, [books.NAME], [list], [history], [colors], [keys]"#),
    ("[books.a]\npath = \"/a\"\n# the old name:\npth = \"/b\"", 4, #"unknown key "pth" in [books.a]; allowed: path, carddav, username, password_command, password, ca_file"#),
    ("\nsort = 3", 2, "sort must be a string, found integer"),
    ("sync_minutes = 2000", 1, "sync_minutes must be a whole number from 0 to 1440, found 2000"),
    ("sync_minutes = \"5\"", 1, "sync_minutes must be a whole number from 0 to 1440, found string"),
    ("default_book = true", 1, "default_book must be a string, found bool"),
    ("[books.a]\n\npath = [\"/a\"]", 3, "books.a.path must be a string, found array"),
    ("books = \"/a.vcf\"", 1, "books must be tables [books.NAME] with a path, found string"),
    ("[books]\na = \"/a.vcf\"", 2, "books.a must be a table with a path, found string"),
    (
      "# how the list starts\nsort = \"date\"", 2,
      #"sort "date" is not a sort order; allowed: "name", "family name", "organization""#
    ),
    (
      "[books.a]\npath = \"/a\"\n[books.b]\npath = \"/b\"\n[other]\n", 5,
      #"unknown key "other"; allowed: default_book, sort, confirm_delete, mouse, photos, sync_minutes, theme, [books.NAME], [list], [history], [colors], [keys]"#
    ),
    (
      "default_book = \"home\"\n[books.a]\npath = \"/a\"\n[books.b]\npath = \"/b\"", 1,
      #"default_book "home" names no book; the books are: a, b"#
    ),
    ("\ndefault_book = \"home\"", 2, #"default_book "home" names no book; there is no [books.NAME]"#),
    ("[books.a]\npath = \"/a\"\n\n[books.b]\n# path to come", 4, "[books.b] has no path"),
    ("[books.a]\npath = \"\"", 2, "books.a.path is empty"),
    (#"[books.a]\#npath = "~bob/a.vcf""#, 2, #"books.a.path "~bob/a.vcf": only ~ and $HOME are expanded"#),
    (#"[books.a]\#npath = "$XDG_DATA_HOME/a""#, 2, #"books.a.path "$XDG_DATA_HOME/a": only ~ and $HOME are expanded"#),
    (
      "sort = \"name\"\n[books.\"my book\"]\npath = \"/a\"", 2,
      #"book name "my book" is not simple; use letters, digits, - and _"#
    ),
    ("[books.\"\"]\npath = \"/a\"", 1, #"book name "" is not simple; use letters, digits, - and _"#),
    ("[books.\"a.b\"]\npath = \"/a\"", 1, #"book name "a.b" is not simple; use letters, digits, - and _"#),
    ("[books.\"a½\"]\npath = \"/a\"", 1, #"book name "a½" is not simple; use letters, digits, - and _"#),
  ]

  @Test(arguments: cases)
  func aBadSettingIsAnErrorAtItsLine(text: String, line: Int, message: String) {
    #expect(Self.error(text) == SettingsError(path: AnnsConfigFile.path, line: line, message: message))
  }

  @Test func aSyntaxErrorNamesItsLineAsTheTOMLParserSaysIt() throws {
    let error = try #require(Self.error("sort = \"name\"\n[books.a]\npath = \"/a\n"))
    #expect(error.line == 3)
    #expect(error.message.isEmpty == false)
    #expect(error.description == "\(AnnsConfigFile.path):3: \(error.message)")
  }

  @Test func aKeyGivenTwiceIsASyntaxError() {
    #expect(Self.error("sort = \"name\"\nsort = \"organization\"")?.line == 2)
  }

  @Test func theFirstOfSeveralProblemsIsReported() {
    let error = Self.error("[books.a]\npath = 1\n[books.b]\nhome = \"/b\"\n")
    #expect(error?.line == 2)
  }

  @Test func theDescriptionReadsAsACompilersDoes() {
    #expect(SettingsError(path: "/c.toml", line: 4, message: "bad").description == "/c.toml:4: bad")
    #expect(SettingsError(path: "/c.toml", line: 0, message: "unreadable").description == "/c.toml: unreadable")
  }
}
