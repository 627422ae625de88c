import ArgumentParser
import RefbookCommandLine
import RefbookConfig
import RefbookStore

/// Prints the settings: those in effect (the config file's, and the
/// defaults for the rest), or a commented config file of every default.
///
/// ```sh
/// $ refbook config --default > ~/.config/refbook/config.toml
/// $ refbook config --show | grep theme
/// theme = "light"
/// ```
struct Config: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "config",
    abstract: "Print the settings in effect, or a commented config file of the defaults.",
    discussion: "The config file is $XDG_CONFIG_HOME/refbook/config.toml (else ~/.config/refbook/config.toml).")

  enum Output: String, EnumerableFlag {
    case show, `default`

    static func help(for value: Output) -> ArgumentHelp? {
      switch value {
      case .show: "The settings in effect, as TOML: the config file's, with the defaults for the rest."
      case .default: "A config file listing every setting at its default, with what it does and the values it allows."
      }
    }
  }

  @Flag(exclusivity: .exclusive) var output: Output = .show

  func run() throws {
    switch output {
    case .default:
      Console.print(SettingsCatalog.toml(Settings(), described: true))
    case .show:
      let environment = ProcessEnvironment.variables
      let home = UserFolders.home(environment: environment)
      let settings: Settings
      do { settings = try Settings.load(environment: environment, home: home) } catch {
        throw Console.failure(error.description)
      }
      let path = Settings.path(environment: environment, home: home)
      Console.print("# The settings in effect: \(path)'s, and the defaults for the rest.\n"
        + SettingsCatalog.toml(settings, described: false))
    }
  }
}
