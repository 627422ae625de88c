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
      "The vCard file of the address book.",
      discussion: "Default: $REFBOOK_BOOK, else $XDG_DATA_HOME/refbook/contacts.vcf, else ~/.local/share/refbook/contacts.vcf.",
      valueName: "path"))
  var book: String?

  /// An empty `--book` (a variable that expanded to nothing) is a usage
  /// error, not a request for the default book.
  func validate() throws {
    if book?.isEmpty == true { throw ValidationError("--book needs a path; '' names no file") }
  }

  var location: BookLocation {
    BookLocation.current(explicit: book)
  }

  /// Whether the user named the book (see ``BookLocation/named(explicit:environment:)``).
  var isNamed: Bool {
    BookLocation.named(explicit: book, environment: ProcessInfo.processInfo.environment) != nil
  }
}
