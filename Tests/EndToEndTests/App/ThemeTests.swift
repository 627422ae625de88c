import Foundation
import RefbookTestSupport
import Testing

/// The config file's theme and colours on a real terminal, and `NO_COLOR`
/// over them.
@Suite("themes in a terminal")
struct ThemeTests {
  /// A colour SGR parameter (30–38, 40–48, 90–97, 100–107) in a styled screen.
  static var colorCode: Regex<Substring> { /(?:\[|;)(?:3[0-8]|4[0-8]|9[0-7]|10[0-7])(?:;|m)/ }

  func refbook(noColor: Bool) async throws -> TmuxSession {
    let folder = try TestBook.folder()
    try FileManager.default.createDirectory(atPath: folder.path(of: "config/refbook"), withIntermediateDirectories: true)
    try folder.write("theme = \"contrast\"\n[colors]\nheader = \"bold color208 on color17\"\n", to: "config/refbook/config.toml")
    var environment = ["XDG_CONFIG_HOME": folder.path(of: "config")]
    if noColor { environment["NO_COLOR"] = "1" }
    return try await TmuxSession.refbook(on: folder, environment: environment)
  }

  @Test("the header has the configured 256-colour colours")
  func configuredColors() async throws {
    let session = try await refbook(noColor: false)
    let header = session.styledScreen()[0]
    #expect(header.contains("38;5;208") && header.contains("48;5;17"), "\(header.debugDescription)")
  }

  @Test("NO_COLOR wins over the config file's theme: attributes, no colours")
  func noColorWins() async throws {
    let session = try await refbook(noColor: true)
    let styled = session.styledScreen()
    #expect(styled.allSatisfy { $0.firstMatch(of: Self.colorCode) == nil }, "\(styled[0].debugDescription)")
    #expect(styled[0].contains("\u{1B}["), "the header still stands out: \(styled[0].debugDescription)")
  }
}
