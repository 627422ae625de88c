import ArgumentParser
import RefbookCommandLine
import RefbookModel
import TerminalKit

/// Lists the birthdays and anniversaries coming up, soonest first.
///
/// ```sh
/// $ refbook birthdays --days 7
/// today	11-24	Ann Archer	anniversary (10 years)
/// in 6 days	11-30	Bob Baker	birthday (turns 36)
/// ```
///
/// Exit status 1 when none is coming up within the days asked.
struct Birthdays: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "birthdays",
    abstract: "List the birthdays and anniversaries coming up.")

  @OptionGroup var options: BookOptions

  @Option(help: "How many days ahead to look (today counts as 0).")
  var days = 30

  func run() throws {
    let stores = try options.openStores(allowingProblems: true)
    let upcoming = UpcomingDay.within(days, of: .today(), in: stores.flatMap(\.persons))
    Console.print(upcoming.map { day in
      [day.when, day.monthDay, day.name, day.what].map { DisplayText($0).string }.joined(separator: "\t") + "\n"
    }.joined())
    try stores.forEach { try $0.requireFullyRead() }
    if upcoming.isEmpty { throw ExitCode(1) }
  }
}
