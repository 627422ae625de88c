import RefbookConfig
import Testing

/// `[history]`: how much undo history the journal keeps across restarts.
@Suite struct HistorySettingsTests {
  @Test func stepsAndMegabytesAreRead() throws {
    let settings = try AnnsConfigFile.parse("[history]\nsteps = 200\nmegabytes = 2\n")
    #expect(settings.historySteps == 200 && settings.historyMegabytes == 2)
    #expect(try AnnsConfigFile.parse("").historySteps == nil)
  }

  @Test(arguments: [
    ("[history]\nsteps = 0\n", 2, "history.steps must be a whole number above 0, found 0"),
    ("[history]\nmegabytes = \"ten\"\n", 2, "history.megabytes must be a whole number above 0, found string"),
    ("[history]\ndays = 3\n", 2, "unknown key \"days\" in [history]; allowed: steps, megabytes"),
    ("history = 3\n", 1, "history must be a table [history] with steps and megabytes, found integer"),
  ])
  func aBadValueNamesItsLine(text: String, line: Int, message: String) {
    AnnsConfigFile.expectError(text, line: line, message: message)
  }
}
