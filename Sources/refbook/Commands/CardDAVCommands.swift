import ArgumentParser
import RefbookCommandLine

/// `refbook sync`: parsed here for its help, then run by `refbook-carddav`
/// (see ``CardDAVProgram``), whose `Sync` says what it does.
struct Sync: ParsableCommand {
  static let configuration = CardDAVCommandLine.sync

  @OptionGroup var options: CardDAVCommandLine.SyncOptions

  func run() throws {
    try CardDAVProgram.run()
  }
}

/// `refbook carddav discover URL`: parsed here for its help, then run by
/// `refbook-carddav` (see ``CardDAVProgram``), whose `CardDAVCommand` says
/// what it does.
struct CardDAVCommand: ParsableCommand {
  static let configuration = CardDAVCommandLine.carddav(subcommands: [Discover.self])

  struct Discover: ParsableCommand {
    static let configuration = CardDAVCommandLine.discover

    @OptionGroup var options: CardDAVCommandLine.DiscoverOptions

    func run() throws {
      try CardDAVProgram.run()
    }
  }
}
