import RefbookConfig
import Testing

/// The config file the tests read: Ann's, `~/.config/refbook/config.toml`
/// in her home folder `/home/ann`.
enum AnnsConfigFile {
  static let home = "/home/ann"
  static let path = "/home/ann/.config/refbook/config.toml"

  /// The settings `text` gives, read as Ann's config file.
  static func parse(_ text: String) throws(SettingsError) -> Settings {
    try Settings.parse(text, path: path, home: home)
  }

  /// Expects reading `text` to fail at `line` of Ann's file with `message`.
  static func expectError(_ text: String, line: Int, message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(throws: SettingsError(path: path, line: line, message: message), sourceLocation: sourceLocation) {
      try parse(text)
    }
  }
}
