import ArgumentParser
import RefbookFormats
import RefbookModel
import RefbookStore

/// Writes the whole book in a format other programs read, to standard output
/// or to a file.
///
/// The book is read without taking its lock, so an export works while
/// refbook has the book open. `--output` replaces its file atomically: a
/// reader of that file sees the old export or the new one, never half.
///
/// ```sh
/// $ refbook export > backup.vcf                     # vCard 4.0
/// $ refbook export --format vcard3 --output phone.vcf
/// $ refbook export --format abook --output ~/.abook/addressbook
/// ```
struct Export: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Write the book as vCard, CSV or abook.")

  /// The formats `export` writes.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    case vcard, vcard3, csv, abook, mutt, ldif

    /// The book in this format.
    ///
    /// - Complexity: O(*n*) in the size of the book (CSV: times its columns).
    func text(for persons: [Person]) -> String {
      switch self {
      case .vcard: Person.vCardExport(for: persons, version: .v4)
      case .vcard3: Person.vCardExport(for: persons, version: .v3)
      case .csv: ContactCSV.write(persons)
      case .abook: AbookFormat.write(persons)
      case .mutt: MuttAliases.write(persons)
      case .ldif: LDIFFormat.write(persons)
      }
    }
  }

  @OptionGroup var options: BookOptions

  @Option(help: "vcard (4.0), vcard3, csv (Google's columns), abook, mutt (alias lines) or ldif (Thunderbird).")
  var format: Format = .vcard

  @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
  var output: String?

  func run() throws {
    let text = format.text(for: try options.openStores().flatMap(\.persons))
    guard let output else { return Console.print(text) }
    do throws(StoreError) {
      try DurableFile.write(Array(text.utf8), to: output, keepingBackup: false, creatingFolders: false)
    } catch {
      guard case .cannotWrite(let path, let reason) = error else { throw Console.failure(error.description) }
      throw Console.failure("cannot write \(path): \(reason)")
    }
  }
}
