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
  /// statuses this program promises: usage errors are 2, not 64.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      if code == .success || code.rawValue == 1 || code.rawValue == 2 || code.rawValue > 128 { exit(withError: error) }
      let message = fullMessage(for: error)
      if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
      Foundation.exit(2)
    }
  }
}
