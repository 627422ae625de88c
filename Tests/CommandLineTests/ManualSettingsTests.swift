import Foundation
import RefbookTestSupport
import Testing

/// The manual's SETTINGS list every setting `refbook config --default`
/// writes, with the same default.
@Suite("the manual's settings")
struct ManualSettingsTests {
  @Test("every setting of the default config file is in the manual with its default and what it allows")
  func everySetting() throws {
    let refbook = try Product.path("refbook")
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = "/nonexistent"
    let defaults = try Subprocess.run([refbook, "config", "--default"], environment: environment)
    let page = try Subprocess.run([refbook, "manual"]).output
    #expect(page.contains(".SH SETTINGS\n"))
    var table = ""
    var count = 0
    for line in defaults.output.split(separator: "\n") where !line.hasPrefix("#") {
      if line.hasPrefix("[") {
        table = String(line.dropFirst().dropLast()) + "."
        continue
      }
      let parts = line.split(separator: " = ", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let name = table + parts[0]
      count += 1
      let described = page.components(separatedBy: ".TP\n.B \(name)\n").dropFirst().first ?? ""
      let text = described.components(separatedBy: "\n.").first ?? ""
      #expect(text.contains("Default: \(parts[1])."), "\(name): \(text)")
      // What is allowed is said for each setting at the top, once for a table of alike ones.
      if table.isEmpty { #expect(text.contains("Allowed: "), "\(name): \(text)") }
    }
    #expect(count > 60, "the colours and the keys are settings too")
    #expect(page.contains("Allowed: a key or a list of keys: a single character"))
    #expect(page.contains(".B default_book\n") && page.contains(".B books.NAME.path\n"))
  }
}
