import ArgumentParser
import RefbookCommandLine

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
struct Refbook: RefbookRootCommand {
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

  /// Parses and runs like `ParsableCommand.main()`, with the exit status
  /// this program promises for usage errors (see
  /// ``RefbookRootCommand/parseAndRun(help:)``), and a `--help` that shows
  /// the options of the default command too (see ``RootHelp``).
  static func main() {
    FaultHandling.install()
    ReturnedMemory.install()
    parseAndRun(help: RootHelp.text)
  }
}
