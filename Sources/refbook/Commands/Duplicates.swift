import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RefbookCommandLine
import RefbookModel

/// Prints the groups of contacts that are probably the same person, each
/// with why: the same email address (in any case), the same phone number
/// (`+49 30 1234567` is `0049 30 1234567`), or the same name — accents,
/// case and word order aside, `Müller, Hans` is `Hans Mueller` — together
/// with the same organization or email domain. Namesakes that share nothing
/// else are not grouped. Each group is a line of reasons, then its contacts
/// as `refbook list` prints them, sorted by name; `--json` prints an array
/// of objects for scripts. Exit status 1 when there are none (`No
/// duplicates`), 2 for a book only partly read (what was read is searched).
///
/// ```sh
/// $ refbook duplicates
/// same email hans@example.org; same name hans muller, same organization acme
///   Hans Müller	hans@example.org	+49 30 1234567
///   Müller, Hans	HANS@example.org	
/// $ refbook duplicates --json | jq '.[].contacts[].id'
/// ```
struct Duplicates: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "duplicates",
    abstract: "List the contacts that are probably the same person, and why.",
    discussion: """
      Contacts are grouped when they share an email address, a phone number, or a name together with \
      an organization or an email domain. The app's D merges them.
      """)

  /// One group in `--json`'s output.
  struct Group: Encodable {
    var contacts: [List.Contact]
    var reasons: [Reason]
  }

  /// One reason in `--json`'s output; `name` is empty but for the name
  /// kinds; `ids` in the order of the group's contacts.
  struct Reason: Encodable {
    var kind: String
    var value: String
    var name: String
    var ids: [String]
    var text: String

    init(_ reason: DuplicateReason, among contacts: [PersonOutline]) {
      kind = reason.kind.rawValue
      value = reason.value
      name = reason.name
      ids = contacts.map(\.id).filter(reason.ids.contains)
      text = reason.description
    }
  }

  @OptionGroup var options: BookOptions

  @Flag(help: "Print a JSON array of groups, each with its contacts (as list --json) and reasons.")
  var json = false

  @Option(help: ArgumentHelp(
    "Read a phone number with a leading 0 as one of this country calling code (49 for Germany).",
    valueName: "digits"))
  var countryCode: String?

  func run() throws {
    let stores = try options.openStores(allowingProblems: true)
    let book = Addressbook(collections: stores.map { ($0.path, $0.book) })
    let found = DuplicateFinder(countryCode: countryCode).groups(in: book).map { group in
      (contacts: SortOrder.name.sorted(group.ids.compactMap { book.outline(id: $0) }), reasons: group.reasons)
    }
    // Groups in the order of their first contacts (a contact is in one group at most).
    let rank = Dictionary(
      uniqueKeysWithValues: SortOrder.name.sorted(found.map { $0.contacts[0] }).enumerated().map { ($1.id, $0) })
    let groups = found.sorted { rank[$0.contacts[0].id]! < rank[$1.contacts[0].id]! }
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(groups.map { group in
        Group(contacts: group.contacts.map(List.Contact.init), reasons: group.reasons.map { Reason($0, among: group.contacts) })
      })
      Console.print(String(decoding: data, as: UTF8.self) + "\n")
    } else if groups.isEmpty {
      Console.print("No duplicates\n")
    } else {
      Console.print(groups.map { group in
        group.reasons.map(\.description).joined(separator: "; ") + "\n"
          + group.contacts.map { "  " + List.line(for: $0) }.joined()
      }.joined(separator: "\n"))
    }
    try stores.forEach { try $0.requireFullyRead() }
    if groups.isEmpty { throw ExitCode(1) }
  }
}
