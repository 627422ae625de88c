import ArgumentParser
import RefbookConfig
import RefbookStore

extension Settings {
  /// The settings of the user's config file (see
  /// ``Settings/load(environment:home:)``), for a command: a bad file fails
  /// it with status 2, naming its line.
  public static func ofUser() throws(ExitCode) -> Settings {
    let environment = ProcessEnvironment.variables
    do { return try Settings.load(environment: environment, home: UserFolders.home(environment: environment)) } catch {
      throw Console.failure(error.description)
    }
  }
}
