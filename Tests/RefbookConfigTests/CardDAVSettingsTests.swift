import RefbookConfig
import Testing

/// `[books.NAME] carddav = "URL"`: a book on a CardDAV server, and how the
/// config file may give its password.
@Suite struct CardDAVSettingsTests {
  let text = """
    [books.work]
    carddav = "https://dav.example.com/ada/contacts/"
    username = "ada"
    password_command = "pass show dav/ada"
    """

  @Test func aCardDAVBookIsKeptInAVdirUnderTheDataFolder() throws {
    let settings = try Settings.parse(text, path: "/c.toml", home: "/home/ada", dataHome: "/data")
    let account = Settings.CardDAVAccount(url: "https://dav.example.com/ada/contacts/", username: "ada", password: .command("pass show dav/ada"))
    #expect(settings.books == [Settings.NamedBook(name: "work", path: "/data/refbook/work/", carddav: account)])
    #expect(try Settings.parse(text, path: "/c.toml", home: "/home/ada").books.first?.path == "/home/ada/.local/share/refbook/work/")
    #expect(SettingsCatalog.table(of: settings.books[0]) == text + "\n")
  }

  @Test func aWrittenPasswordOnlyInAFileOfModeSixHundred() throws {
    let written = "[books.work]\ncarddav = \"https://dav.example.com/\"\nusername = \"ada\"\npassword = \"secret\"\n"
    #expect(try Settings.parse(written, path: "/c.toml", home: "/", isPrivate: true).books.first?.carddav?.password == .written("secret"))
    #expect(throws: SettingsError(
      path: "/c.toml", line: 4, message: "books.work.password is written in a file others can read; chmod 600 /c.toml, or use password_command")
    ) { try Settings.parse(written, path: "/c.toml", home: "/") }
    let catalog = SettingsCatalog.table(of: try Settings.parse(written, path: "/c.toml", home: "/", isPrivate: true).books[0])
    #expect(!catalog.contains("secret"))
  }

  @Test func aCAFileIsExpandedAsAPathIsAndShownBack() throws {
    for (written, expanded) in [("~/dav.pem", "/home/ada/dav.pem"), ("certs/dav.pem", "/etc/refbook/certs/dav.pem"), ("/d.pem", "/d.pem")] {
      let text = "[books.work]\ncarddav = \"https://dav.example.com/\"\nca_file = \"\(written)\""
      let book = try #require(try Settings.parse(text, path: "/etc/refbook/c.toml", home: "/home/ada").books.first)
      #expect(book.carddav == Settings.CardDAVAccount(url: "https://dav.example.com/", caFile: expanded), "\(written)")
      #expect(SettingsCatalog.table(of: book) == "[books.work]\ncarddav = \"https://dav.example.com/\"\nca_file = \"\(expanded)\"\n")
    }
    #expect(try Settings.parse(text, path: "/c.toml", home: "/").books.first?.carddav?.caFile == nil)
    #expect(throws: SettingsError(path: "/c.toml", line: 3, message: "books.w.ca_file is for a book on a CardDAV server (carddav = \"URL\")")) {
      try Settings.parse("[books.w]\npath = \"/x/\"\nca_file = \"/d.pem\"", path: "/c.toml", home: "/")
    }
    #expect(throws: SettingsError(path: "/c.toml", line: 3, message: "books.w.ca_file is empty")) {
      try Settings.parse("[books.w]\ncarddav = \"https://d/\"\nca_file = \"\"", path: "/c.toml", home: "/")
    }
  }

  @Test func mistakesNameTheirLine() {
    #expect(throws: SettingsError(path: "/c.toml", line: 1, message: "[books.w] has both a path and carddav; a CardDAV book's path is its vdir")) {
      try Settings.parse("[books.w]\npath = \"/x/\"\ncarddav = \"https://d/\"", path: "/c.toml", home: "/")
    }
    #expect(throws: SettingsError(path: "/c.toml", line: 3, message: "books.w.username is for a book on a CardDAV server (carddav = \"URL\")")) {
      try Settings.parse("[books.w]\npath = \"/x/\"\nusername = \"a\"", path: "/c.toml", home: "/")
    }
    #expect(throws: SettingsError(path: "/c.toml", line: 2, message: "books.w.carddav \"dav.example.com\" is not an http or https URL")) {
      try Settings.parse("[books.w]\ncarddav = \"dav.example.com\"", path: "/c.toml", home: "/")
    }
  }
}
