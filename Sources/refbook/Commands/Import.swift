import ArgumentParser
import RefbookCommandLine
import RefbookConfig
import RefbookFormats
import RefbookModel
import RefbookStore
import RefbookUI

extension BookFormat: ExpressibleByArgument {}

/// Adds the contacts of other address books' files to the book.
///
/// Each file's format is told from its content — vCard (any version), abook's
/// `addressbook` file, mutt's alias lines, LDIF (Thunderbird), or CSV with a header row in
/// Google's or Outlook's columns — unless `--format` says. A folder stands for the `.vcf` files in
/// it (a vdir, as khard and vdirsyncer keep), `-` for standard input. A
/// contact whose UID is already in the book replaces that person rather than
/// adding a second one, so importing the same vCard file twice changes
/// nothing; a card with the UID of a contact since merged into another
/// (`refbook duplicates`, the app's `D`) is merged into that contact; two
/// cards of one file with the same UID are both imported, the second with a
/// new UID. Every card or record that could not be read, or
/// was read with a repair, is reported with its line, and the rest are
/// imported.
///
/// ```sh
/// $ refbook import ~/.abook/addressbook contacts.vcf ~/.contacts/default/
/// Imported 214 contacts
/// $ refbook import contacts.vcf
/// Imported 120 contacts (2 new, 118 updated by UID)
/// $ refbook import --format csv google.txt
/// refbook: google.txt:17: no name, organization or email
/// Imported 80 contacts
/// ```
///
/// Exit status 2, the book untouched, when nothing could be imported, and
/// for a book that is open in another refbook or that refbook cannot read
/// completely.
struct Import: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Import contacts from vCard, abook, CSV, mutt alias or LDIF files.",
    discussion: """
      A folder imports the .vcf files in it (a vdir); - reads standard input. \
      Contacts whose UID is already in the book are updated, not duplicated.
      """)

  @OptionGroup var options: BookOptions

  @Option(help: "The files' format, instead of telling it from their content.")
  var format: BookFormat?

  @Argument(help: ArgumentHelp("The files or folders to import; - for standard input.", valueName: "file"))
  var files: [String]

  func run() throws {
    _ = try options.checkedLocation()  // a mistyped --book fails before any file is read
    var sources: [ImportSource] = []
    for path in files {
      do {
        sources += try ImportSource.sources(at: path) { Console.readStandardInput() }
      } catch {
        throw Console.failure(error.description)
      }
    }
    var imported: [Person] = []
    var earlier: [Person.ID: String] = [:]
    for source in sources {
      let persons = try read(source, earlier: earlier)
      for person in persons { earlier[person.id] = source.name }
      imported += persons
    }
    guard !imported.isEmpty else {
      throw Console.failure("nothing imported: no contact in \(files.joined(separator: ", ")) could be read")
    }
    let journaled = try JournaledBook(options, Settings.ofUser())
    var book = journaled.book
    var updated = 0
    let mergedIDs = book.mergedIDs
    for person in imported where book.insertImported(person, mergedIDs: mergedIDs) != nil { updated += 1 }
    let count = counted(imported.count, "contact")
    try journaled.saveAndClose(book, as: "import \(count) from \(files.joined(separator: ", "))")
    let updates = updated == 0 ? "" : " (\(imported.count - updated) new, \(updated) updated by UID)"
    Console.print("Imported \(count)\(updates)\n")
  }

  /// The persons of one source, a UID that `earlier` sources have renewed;
  /// what was skipped or repaired is reported on the way.
  private func read(_ source: ImportSource, earlier: [Person.ID: String]) throws(ExitCode) -> [Person] {
    guard let result = ImportResult.read(source.bytes, format: format, earlier: earlier) else {
      throw Console.failure("\(source.name): cannot tell its format; say it with --format vcard, abook, csv, mutt or ldif")
    }
    let problems = (result.skipped + result.warnings).sorted { $0.line < $1.line }
    for problem in problems { Console.warn("\(source.name):\(problem.line): \(problem.message)") }
    return result.persons
  }
}
