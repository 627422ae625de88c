import ArgumentParser
import RefbookCommandLine

/// `refbook-carddav`: runs `refbook sync` and `refbook carddav discover`
/// for `refbook`, which starts it from beside itself with its own command
/// line (`sync …`, `carddav discover …`), so that only these commands load
/// libcurl, libxml2 and the libraries they bring. It speaks as `refbook`,
/// its help and messages naming `refbook sync` and `refbook carddav`.
@main
struct RefbookCardDAVProgram: RefbookRootCommand {
  static let configuration = CommandConfiguration(
    commandName: "refbook", abstract: "Runs refbook's CardDAV commands for refbook.", subcommands: [Sync.self, CardDAVCommand.self])

  static func main() {
    parseAndRun()
  }
}
