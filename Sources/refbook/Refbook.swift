import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `refbook`: the terminal address book, and its scriptable subcommands.
///
/// ```sh
/// refbook                      # open the book (see BookOptions for which)
/// refbook --demo               # open a fresh copy of the demo book
/// refbook query zoe            # mutt's query_command
/// ```
///
/// Exit status: 0 on success, 1 when nothing matched, 2 on usage or data errors.
@main
struct Refbook: ParsableCommand {
  /// The release, as `refbook --version` prints it.
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "refbook",
    abstract: "A keyboard-driven terminal address book that keeps your contacts in vCard.",
    version: "refbook \(version)",
    subcommands: [
      Open.self, Import.self, Export.self, List.self, Query.self, Index.self, AddEmail.self, Edit.self, Duplicates.self, Birthdays.self,
      Sync.self, CardDAVCommand.self, Config.self, Manual.self,
    ],
    defaultSubcommand: Open.self)

  /// Usage errors read `refbook: message`, as every other error does.
  static var _errorPrefix: String { "refbook: " }

  /// Parses and runs like `ParsableCommand.main()`, but with the exit
  /// status this program promises for usage errors (2, not 64), and a
  /// `--help` that shows the options of the default command too (see
  /// ``RootHelp``). Commands report their own failures through ``Console``.
  static func main() {
    FaultHandling.install()
    ReturnedMemory.install()
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let message = fullMessage(for: error)
      if exitCode(for: error) == .success, message == helpMessage() {
        Console.print(RootHelp.text())
        exit(withError: ExitCode.success)
      }
      guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
      Console.writeAll(message + "\n", to: STDERR_FILENO)
      exit(withError: ExitCode(2))
    }
  }
}
