import RefbookConfig
import RefbookModel
import Testing

/// Good config files, and what they give.
@Suite struct SettingsParseTests {
  @Test func theDocumentedExample() throws {
    let settings = try AnnsConfigFile.parse(
      """
      # refbook's settings
      default_book = "personal"    # the book opened without --book
      sort = "family name"
      [books.personal]
      path = "~/.contacts/personal/"   # a vdir
      [books.work]
      path = "~/work.vcf"
      """)
    #expect(
      settings
        == Settings(
          books: [
            .init(name: "personal", path: "/home/ann/.contacts/personal/"),
            .init(name: "work", path: "/home/ann/work.vcf"),
          ],
          defaultBook: "personal", sort: .familyName))
  }

  @Test func anEmptyFileIsNoSettings() throws {
    #expect(try AnnsConfigFile.parse("") == Settings())
    #expect(try AnnsConfigFile.parse("# nothing yet\n\n") == Settings())
  }

  @Test func booksComeInTheFileOrderNotTheAlphabetical() throws {
    let settings = try AnnsConfigFile.parse(
      """
      [books.zeta]
      path = "/z.vcf"
      [books.alpha]
      path = "/a.vcf"
      [books.mid-2_b]
      path = "/m.vcf"
      [books."société"]
      path = "/s.vcf"
      """)
    #expect(settings.books.map(\.name) == ["zeta", "alpha", "mid-2_b", "société"])
  }

  @Test func dottedKeysAndInlineTablesAreBooksToo() throws {
    let settings = try AnnsConfigFile.parse(
      """
      [books]
      second.path = "/2.vcf"
      first = { path = "/1.vcf" }
      """)
    #expect(settings.books == [.init(name: "second", path: "/2.vcf"), .init(name: "first", path: "/1.vcf")])
  }

  @Test(arguments: [
    ("~", "/home/ann"),
    ("~/", "/home/ann/"),
    ("~/contacts/", "/home/ann/contacts/"),
    ("$HOME/c.vcf", "/home/ann/c.vcf"),
    ("${HOME}/c.vcf", "/home/ann/c.vcf"),
    ("/srv/c.vcf", "/srv/c.vcf"),
    ("c.vcf", "/home/ann/.config/refbook/c.vcf"),
    ("../shared/", "/home/ann/.config/refbook/../shared/"),
    ("a~b/$HOME", "/home/ann/.config/refbook/a~b/$HOME"),
  ])
  func pathsAreExpandedAndTakenFromTheConfigFolder(written: String, expanded: String) throws {
    let settings = try AnnsConfigFile.parse("[books.b]\npath = \"\(written)\"")
    #expect(settings.books.first?.path == expanded)
  }

  @Test func aHomeWithATrailingSlashGivesOneSlash() throws {
    let settings = try Settings.parse("[books.b]\npath = \"~/c.vcf\"", path: "/c.toml", home: "/")
    #expect(settings.books.first?.path == "/c.vcf")
  }

  @Test(arguments: SortOrder.allCases)
  func everySortOrderHasItsWord(order: SortOrder) throws {
    #expect(try AnnsConfigFile.parse("sort = \"\(order.label)\"").sort == order)
  }
}
