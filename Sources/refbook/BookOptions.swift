import ArgumentParser
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

  var location: BookLocation {
    BookLocation.current(explicit: book)
  }
}
