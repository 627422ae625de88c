import ArgumentParser
import RefbookCommandLine
import RefbookFormats
import RefbookModel
import RefbookStore

/// Writes the whole book in a format other programs read, to standard output,
/// to a file, or to a folder with a vCard file per contact.
///
/// The book is read without taking its lock, so an export works while
/// refbook has the book open. A vCard 4.0 export copies the cards that the
/// last export found to be their own export (see ``VerbatimCards``).
/// `--output` replaces its file atomically: a reader of that file sees the
/// old export or the new one, never half; one that is not a regular file (a
/// FIFO, a device) is refused and left as it is. An
/// `--output` that ends in `/` or names a folder gets a file per contact
/// (see ``FolderExport``), as does `--format vcf-folder`.
///
/// ```sh
/// $ refbook export > backup.vcf                     # vCard 4.0
/// $ refbook export --format vcard3 --output phone.vcf
/// $ refbook export --format abook --output ~/.abook/addressbook
/// $ refbook export --format vcf-folder --output contacts/   # contacts/UID.vcf, one per contact
/// ```
struct Export: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write the book as vCard (a file, or a folder of one file per contact), CSV, abook, mutt aliases or LDIF.")

  /// The formats `export` writes.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    case vcard, vcard3, csv, abook, mutt, ldif
    case vcfFolder = "vcf-folder"

    /// The books in this format, in one file (a folder's files hold the
    /// cards of ``vcard``).
    ///
    /// vCard 4.0 copies each card that the book's last export found to be
    /// its own export (see ``VerbatimCards``), and keeps what this one found
    /// (see ``VerbatimCardCache``).
    ///
    /// - Complexity: O(*n*) in the size of the books (CSV: times its
    ///   columns); vCard is written on all processors.
    func text(for stores: [any BookStorage]) -> [[UInt8]] {
      guard self == .vcard else { return [Array(text(for: stores.flatMap(\.persons)).utf8)] }
      return stores.flatMap { store in
        let cache = VerbatimCardCache(book: store.path)
        let kept = cache?.cards() ?? VerbatimCards()
        let (pieces, known) = kept.export(store.storedPersons)
        if known.keys != kept.keys { cache?.keep(known) }
        return pieces
      }
    }

    /// `persons` in this format, in one file.
    ///
    /// - Complexity: O(*n*) in the size of the persons (CSV: times its
    ///   columns); vCard is written on all processors.
    func text(for persons: [Person]) -> String {
      switch self {
      case .vcard, .vcfFolder: Self.inPieces(persons) { Person.vCardExport(for: $0, version: .v4) }
      case .vcard3: Self.inPieces(persons) { Person.vCardExport(for: $0, version: .v3) }
      case .csv: ContactCSV.write(persons)
      case .abook: AbookFormat.write(persons)
      case .mutt: MuttAliases.write(persons)
      case .ldif: LDIFFormat.write(persons)
      }
    }

    /// `write(persons)`, written in as many pieces at once as there are
    /// processors and joined: the same text, for a `write` that writes each
    /// person alone, one after the other (as a vCard file is written, card
    /// by card).
    ///
    /// - Complexity: That of `write`, spread over the processors.
    private static func inPieces(_ persons: [Person], _ write: @Sendable (ArraySlice<Person>) -> String) -> String {
      persons.concurrentPieces(minimumPiece: 256, write).joined()
    }

    /// How each file of a folder export is written, `nil` for a format that
    /// is one file only.
    var folderEncoding: BookEncoding? {
      switch self {
      case .vcard, .vcfFolder: .vCard(version: .v4, replacingCards: false)
      case .vcard3: .vCard(version: .v3, replacingCards: false)
      case .csv, .abook, .mutt, .ldif: nil
      }
    }
  }

  @OptionGroup var options: BookOptions

  @Option(
    help: ArgumentHelp(
      "vcard (4.0), vcard3, csv (Google's columns), abook, mutt (alias lines), ldif (Thunderbird) "
        + "or vcf-folder (a vCard 4.0 file per contact, into the --output folder)."))
  var format: Format = .vcard

  @Option(
    help: ArgumentHelp(
      "Write to this file (or folder) instead of standard output.",
      discussion: "A path ending in / or naming a folder gets a file UID.vcf per contact (vcard, vcard3 or vcf-folder): "
        + "the folder is made if missing, a changed contact's file replaced, other files kept; "
        + "a folder holding files other than .vcf is refused.",
      valueName: "path"))
  var output: String?

  func validate() throws {
    if format == .vcfFolder && output == nil { throw ValidationError("--format vcf-folder needs --output FOLDER") }
  }

  func run() throws {
    // Each person is decoded when written, and not at all when its card is copied.
    let stores = try options.openStores(reading: .idsOnly)
    guard let output else { return Console.print(pieces: format.text(for: stores)) }
    let folderEncoding = format == .vcfFolder || FolderExport.isFolder(output) ? format.folderEncoding : nil
    if folderEncoding == nil && FolderExport.isFolder(output) {
      throw Console.failure("\(output) is a folder, and \(format.rawValue) is one file: give a file name")
    }
    do throws(StoreError) {
      if let folderEncoding {
        try FolderExport.write(stores.flatMap(\.persons), to: output, encoding: folderEncoding)
      } else {
        try DurableFile.write(
          pieces: format.text(for: stores).map { $0[...] }, to: output, keepingBackup: false, creatingFolders: false)
      }
    } catch {
      guard case .cannotWrite(let path, let reason) = error else { throw Console.failure(error.description) }
      throw Console.failure("cannot write \(path): \(reason)")
    }
  }
}
