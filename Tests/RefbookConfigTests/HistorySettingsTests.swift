import RefbookConfig
import Testing

/// `[history]`: how much undo history the journal keeps across restarts.
@Suite struct HistorySettingsTests {
  static func parse(_ text: String) throws(SettingsError) -> Settings {
    try Settings.parse(text, path: "/c.toml", home: "/home/ann")
  }

  @Test func stepsAndMegabytesAreRead() throws {
    let settings = try Self.parse("[history]\nsteps = 200\nmegabytes = 2\n")
    #expect(settings.historySteps == 200 && settings.historyMegabytes == 2)
    #expect(try Self.parse("").historySteps == nil)
  }

  @Test(arguments: [
    ("[history]\nsteps = 0\n", "/c.toml:2: history.steps must be a whole number above 0, found 0"),
    ("[history]\nmegabytes = \"ten\"\n", "/c.toml:2: history.megabytes must be a whole number above 0, found string"),
    ("[history]\ndays = 3\n", "/c.toml:2: unknown key \"days\" in [history]; allowed: steps, megabytes"),
    ("history = 3\n", "/c.toml:1: history must be a table [history] with steps and megabytes, found integer"),
  ])
  func aBadValueNamesItsLine(text: String, message: String) {
    #expect { try Self.parse(text) } throws: { error in
      (error as? SettingsError)?.description == message
    }
  }
}
