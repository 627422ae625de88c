import ArgumentParser
import Foundation
import RefbookFormats
import RefbookModel
import RefbookStore

extension BookFormat: ExpressibleByArgument {}

/// Adds the contacts of other address books' files to the book.
///
/// Each file's format is told from its content — vCard (any version), abook's
/// `addressbook` file, or CSV with a header row in Google's or Outlook's
/// columns — unless `--format` says. A contact whose UID is already in the
/// book replaces that person rather than adding a second one, so importing
/// the same vCard file twice changes nothing. Every card or record that could
/// not be read is reported with its line, and the rest are imported.
///
/// ```sh
/// $ refbook import ~/.abook/addressbook contacts.vcf
/// Imported 214 contacts
/// $ refbook import --format csv google.txt
/// refbook: google.txt:17: no name, organization or email
/// Imported 80 contacts
/// ```
///
/// A book that is open in another refbook, or that refbook cannot read
/// completely, is left untouched (exit status 2).
struct Import: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Import contacts from vCard, abook or CSV files.",
    discussion: "Contacts whose UID is already in the book are updated, not duplicated.")

  @OptionGroup var options: BookOptions

  @Option(help: "The files' format, instead of telling it from their content.")
  var format: BookFormat?

  @Argument(help: ArgumentHelp("The files to import.", valueName: "file"))
  var files: [String]

  func run() throws {
    let imported = try files.flatMap(read)
    let store = try options.openStore(access: .readWrite)
    var persons = store.persons
    var positions = Dictionary(persons.indices.map { (persons[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
    for person in imported {
      if let position = positions[person.id] {
        persons[position] = person
      } else {
        positions[person.id] = persons.count
        persons.append(person)
      }
    }
    try store.saveAndClose(persons)
    Console.print("Imported \(imported.count) contacts\n")
  }

  /// The persons in one file; what was skipped is reported on the way.
  private func read(_ file: String) throws(ExitCode) -> [Person] {
    let bytes: Data
    do { bytes = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
      throw Console.failure("cannot read \(file): \(error.localizedDescription)")
    }
    guard let result = ImportResult.read(Array(bytes), format: format) else {
      throw Console.failure("\(file): cannot tell its format; say it with --format vcard, abook or csv")
    }
    for record in result.skipped { Console.warn("\(file):\(record.line): \(record.message)") }
    return result.persons
  }
}
