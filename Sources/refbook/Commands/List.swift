import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RefbookCommandLine
import RefbookModel
import TerminalKit

/// Prints every contact, sorted by name, one per line.
///
/// Each line holds the display name, the first email and the first phone,
/// separated by tabs (a field may be empty, the tabs are always there);
/// control characters in a contact are shown as visible placeholders, so a
/// field can neither break the columns nor reach the terminal. `--json`
/// prints an array of objects for scripts instead. The book is read without
/// taking its lock. Of a book that was only partly readable it lists what
/// was read, reports the rest (`file:line: message`) and exits with status 2.
///
/// ```sh
/// $ refbook list
/// Émile Zola	emile@example.org	+33 1 23 45 67 89
/// Zoë Hart	zoe@example.com	
/// $ refbook list --json | jq -r '.[].emails[0]'
/// ```
struct List: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List the contacts: name, email, phone.")

  /// One contact in `--json`'s output.
  struct Contact: Encodable {
    var id: String
    var name: String
    var emails: [String]
    var phones: [String]
    /// The organization's name (its first component); empty when none.
    var organization: String

    init(_ person: PersonOutline) {
      id = person.id
      name = person.displayName
      emails = person.emails.map(\.value)
      phones = person.phones.map(\.value)
      organization = person.organization.first ?? ""
    }
  }

  @OptionGroup var options: BookOptions

  @Flag(help: "Print a JSON array of objects with id, name, emails, phones and organization.")
  var json = false

  func run() throws {
    let stores = try options.openStores(allowingProblems: true, reading: .outlines)
    let persons = SortOrder.name.sorted(stores.flatMap(\.storedPersons)).concurrentMap(minimumPiece: 1_024, \.outline)
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(persons.map(Contact.init))
      Console.print(String(decoding: data, as: UTF8.self) + "\n")
    } else {
      Console.print(persons.concurrentMap(minimumPiece: 1_024, Self.line).joined())
    }
    try stores.forEach { try $0.requireFullyRead() }
  }

  static func line(for person: PersonOutline) -> String {
    [person.displayName, person.emails.first?.value ?? "", person.phones.first?.value ?? ""]
      .map { DisplayText($0).string }.joined(separator: "\t") + "\n"
  }
}
