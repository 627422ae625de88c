import ArgumentParser
import Foundation

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
  static let configuration = CommandConfiguration(
    commandName: "refbook",
    abstract: "A keyboard-driven terminal address book that keeps your contacts in vCard.",
    subcommands: [Open.self, Import.self, Export.self, List.self, Query.self, AddEmail.self],
    defaultSubcommand: Open.self)

  /// Parses and runs like `ParsableCommand.main()`, but with the exit
  /// status this program promises for usage errors: 2, not 64. (Commands
  /// report their own failures through ``Console``.)
  static func main() {
    FaultHandling.install()
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      Foundation.exit(2)
    }
  }
}
