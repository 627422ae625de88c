import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RefbookStore

/// Which book a command works on.
struct BookOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The address book: a vCard file, or a folder with a .vcf file per contact (a vdir, as khard and vdirsyncer keep them).",
      discussion: "Default: $REFBOOK_BOOK, else $XDG_DATA_HOME/refbook/contacts.vcf, else ~/.local/share/refbook/contacts.vcf. "
        + "Give it more than once to open several books together (the app; list, query and export read them all).",
      valueName: "path"))
  var book: [String] = []

  /// An empty `--book` (a variable that expanded to nothing) is a usage
  /// error, not a request for the default book.
  func validate() throws {
    if book.contains(where: \.isEmpty) { throw ValidationError("--book needs a path; '' names no file") }
  }

  /// The books named, or the default one.
  var locations: [BookLocation] {
    book.isEmpty ? [BookLocation.current(explicit: nil)] : book.map { BookLocation.current(explicit: $0) }
  }

  /// Whether the user named the books (see ``BookLocation/named(explicit:environment:)``).
  var isNamed: Bool {
    BookLocation.named(explicit: book.first, environment: ProcessInfo.processInfo.environment) != nil
  }
}
