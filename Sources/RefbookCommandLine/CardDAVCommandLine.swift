import ArgumentParser

/// `refbook sync` and `refbook carddav discover` as both programs parse
/// them: `refbook`, which shows them in its help, manual page and
/// completions and hands their command line on, and `refbook-carddav`,
/// which runs them. Declared once, so the two cannot parse them apart.
public enum CardDAVCommandLine {
  /// `refbook sync`'s name and help.
  public static let sync = CommandConfiguration(
    commandName: "sync",
    abstract: "Sync the books on CardDAV servers ([books.NAME] carddav = \"URL\" in the config file).",
    discussion: "Prints a line per book: ↓ changes from the server · ↑ changes sent · conflicts (each kept as a conflict "
      + "copy beside the card). Exit status: 0 synced, 1 conflicts or changes left for the next sync, 2 could not sync.")

  /// `refbook carddav`'s name and help, over its `subcommands`.
  public static func carddav(subcommands: [any ParsableCommand.Type]) -> CommandConfiguration {
    CommandConfiguration(commandName: "carddav", abstract: "Find the address books on a CardDAV server.", subcommands: subcommands)
  }

  /// `refbook carddav discover`'s name and help.
  public static let discover = CommandConfiguration(
    commandName: "discover",
    abstract: "Print a config block for each address book found from URL (its .well-known/carddav, the user's principal).",
    discussion: "Exit status: 0 when address books were found, 1 when none, 2 when the server could not be asked.")

  /// `refbook sync`'s options.
  public struct SyncOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The book to sync: the NAME of a [books.NAME] with carddav (default: every one).", valueName: "name"))
    public var book: String?
    /// For the app's live sync: progress as lines (`NAME: progress ↓ 120/1000`)
    /// on standard error when it is not a terminal (a terminal gets a bar
    /// whatever this says; cron and scripts get the summary only).
    @Flag(help: .hidden)
    public var progressLines = false

    public init() {}
  }

  /// `refbook carddav discover`'s argument and options.
  public struct DiscoverOptions: ParsableArguments {
    @Argument(help: "The server's address, https (plain http only to 127.0.0.1 or localhost).")
    public var url: String
    @Option(help: "The user name to log in with.")
    public var username: String?
    @Option(help: "A shell command that prints the password (its first line), as password_command in the config file.")
    public var passwordCommand: String?
    @Option(help: ArgumentHelp(
      "The certificates (PEM) to check the server's against instead of the system's, as ca_file in the config file: "
        + "a self-signed server's own.", valueName: "path"))
    public var caFile: String?

    public init() {}
  }
}
