import ArgumentParser
import RefbookConfig
import RefbookStore

/// Which book a command works on.
struct BookOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The address book: a vCard file, or a folder with a .vcf file per contact (a vdir, as khard and vdirsyncer keep them), "
        + "or the name of a book in the config file.",
      discussion: "Default: $REFBOOK_BOOK, else the config file's default_book, else every book it names, "
        + "else $XDG_DATA_HOME/refbook/contacts.vcf, else ~/.local/share/refbook/contacts.vcf. "
        + "Give it more than once to open several books together (the app; list, query and export read them all). "
        + "The config file is $XDG_CONFIG_HOME/refbook/config.toml (else ~/.config/refbook/config.toml); see the README.",
      valueName: "path"))
  var book: [String] = []

  /// An empty `--book` (a variable that expanded to nothing) is a usage
  /// error, not a request for the default book.
  func validate() throws {
    if book.contains(where: \.isEmpty) { throw ValidationError("--book needs a path; '' names no file") }
  }

  /// The books to work on, with what the app calls them: each `--book` (a
  /// path, or the name of a book in `settings`), else `$REFBOOK_BOOK`, else
  /// the settings' default book, else every book they name, else the
  /// default place; and whether the user named them (a book the user named
  /// must be in an existing folder).
  func chosenBooks(_ settings: Settings) -> (books: [(name: String, location: BookLocation)], named: Bool) {
    let environment = ProcessEnvironment.variables
    let configured = settings.books.map { (name: $0.name, location: BookLocation(path: $0.path)) }
    let asked = book.isEmpty ? [environment["REFBOOK_BOOK"]].compactMap { $0 }.filter { !$0.isEmpty } : book
    let chosen: [(name: String?, location: BookLocation)]
    if !asked.isEmpty {
      chosen = asked.map { value in
        if !value.contains("/"), let named = configured.first(where: { $0.name == value }) { return named }
        return (nil, BookLocation(path: value))
      }
    } else if let name = settings.defaultBook, let named = configured.first(where: { $0.name == name }) {
      chosen = [named]
    } else if !configured.isEmpty {
      chosen = configured
    } else {
      return ([("contacts", BookLocation.current(explicit: nil))], false)
    }
    let names = BookNames.unique(chosen.map { $0.name ?? BookNames.name(ofPath: $0.location.path) })
    return (Array(zip(names, chosen.map(\.location))), true)
  }
}
