import RefbookConfig
import RefbookUI
import TerminalKit
import Testing

/// `refbook config --default` and `--show`: the catalog of settings written
/// as a config file, which reads back as what it shows.
@Suite struct SettingsCatalogTests {
  @Test func theDefaultFileReadsBackAsTheDefaults() throws {
    let defaults = SettingsCatalog.toml(Settings(), described: true)
    let parsed = try AnnsConfigFile.parse(defaults)
    #expect(SettingsCatalog.toml(parsed, described: false) == SettingsCatalog.toml(Settings(), described: false))
    #expect(parsed.theme == .standard && parsed.confirmDelete == Settings().confirmDelete && parsed.mouse && parsed.photos)
  }

  @Test func theDefaultFileNamesAndDescribesEverySetting() {
    let defaults = SettingsCatalog.toml(Settings(), described: true)
    let unwrapped = defaults.replacing(/\n#\s+/, with: " ")
    for entry in SettingsCatalog.entries {
      #expect(defaults.contains("\(entry.key) = \(entry.defaultValue ?? "")"), "\(entry.name)")
      #expect(unwrapped.contains(entry.about), "\(entry.name)")
    }
    #expect(defaults.split(separator: "\n").allSatisfy { $0.count <= 100 })
    for about in SettingsCatalog.tableAbout.values { #expect(unwrapped.contains(about)) }
  }

  @Test func shownSettingsReadBackAsThemselves() throws {
    var settings = Settings(
      books: [.init(name: "société", path: "/home/ann/a \"quoted\"\\path/"), .init(name: "work", path: "/w.vcf")],
      defaultBook: "work", sort: .organization)
    settings.historySteps = 7
    settings.historyMegabytes = 3
    settings.confirmDelete = true
    settings.mouse = false
    settings.photos = false
    settings.theme = try #require(Theme.named("light"))
    settings.theme.setColors(try ColorSpec(parsing: "bold color208 on bright-blue"), for: .header)
    let rebinding = KeyMap.standard.rebinding([.deletePerson: [.character("x")], .exportMarked: [.character("X"), .function(2)]])
    #expect(rebinding.problems.isEmpty)
    settings.keyMap = rebinding.keyMap
    settings.listColumns = [ListColumn(.organization, .percent(30)), ListColumn(.name), ListColumn(.book, .cells(8))]
    let shown = SettingsCatalog.toml(settings, described: false)
    #expect(try AnnsConfigFile.parse(shown) == settings, "\(shown)")
    #expect(shown.contains(#"header = "bold color208 on bright-blue""#))
    #expect(shown.contains(#"theme = "light""#))
    #expect(shown.contains(#"export_marked = ["X", "f2"]"#))
    #expect(shown.contains(#"columns = ["organization:30%", "name", "book:8"]"#))
  }

  @Test func everyBuiltInThemeShowsAndReadsBack() throws {
    for theme in Theme.builtIn {
      var settings = Settings()
      settings.theme = theme
      #expect(try AnnsConfigFile.parse(SettingsCatalog.toml(settings, described: false)).theme == theme, "\(theme.name)")
    }
  }

  @Test func theDocumentedExampleOfTheNewSettings() throws {
    let settings = try AnnsConfigFile.parse(
      """
      default_book = "personal"   # the book opened without --book
      sort = "family name"        # name, family name or organization
      theme = "light"             # default, light, mono or contrast
      confirm_delete = true       # d asks y/n first
      [books.personal]
      path = "~/.contacts/personal/"   # a vdir (folder) or a .vcf file
      [books.work]
      path = "~/work.vcf"
      [colors]
      header = "bold white on red"
      [keys]
      delete_person = ["D", "delete"]   # D found duplicates:
      show_duplicates = "ctrl-d"        # now this does
      [list]
      columns = ["name", "organization:30%", "phone:16"]
      """)
    #expect(settings.theme.name == "light" && settings.theme.colors(for: .header).description == "bold white on red")
    #expect(settings.confirmDelete)
    #expect(settings.keyMap.keys(for: .deletePerson) == [.character("D"), .delete])
    #expect(settings.listColumns.map(\.description) == ["name", "organization:30%", "phone:16"])
    #expect(settings.books.map(\.name) == ["personal", "work"])
  }
}
