#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import RefbookCardDAV
import RefbookCommandLine
import RefbookConfig

/// `refbook carddav discover URL`: finds the user's address books on a
/// CardDAV server and prints a `[books.NAME]` block for each, ready to paste
/// into the config file.
///
/// ```sh
/// $ refbook carddav discover https://dav.example.com/ --username ada --password-command 'pass show dav/ada'
/// # Contacts
/// [books.contacts]
/// carddav = "https://dav.example.com/ada/contacts/"
/// username = "ada"
/// password_command = "pass show dav/ada"
/// ```
///
/// With `--ca-file PATH` the server's certificate is checked against that
/// file's (a self-signed server's own), and each block says `ca_file =
/// "PATH"` (made absolute), so that the sync checks it the same way.
struct CardDAVCommand: ParsableCommand {
  static let configuration = CardDAVCommandLine.carddav(subcommands: [Discover.self])

  struct Discover: ParsableCommand {
    static let configuration = CardDAVCommandLine.discover

    @OptionGroup var options: CardDAVCommandLine.DiscoverOptions

    func run() throws {
      let account = Settings.CardDAVAccount(
        url: options.url, username: options.username, password: options.passwordCommand.map { .command($0) },
        caFile: options.caFile.map(Self.absolute))
      let books: [Discovery.AddressBook]
      do {
        let start = try ServerURL(options.url)
        let credentials: HTTPClient.Credentials?
        do { credentials = try CardDAVLogin.credentials(account) } catch { throw CardDAVError.local(error.message) }
        books = try Discovery.addressBooks(from: start, client: HTTPClient(for: start, credentials: credentials, caFile: account.caFile))
      } catch {
        throw Console.failure("\(error)")
      }
      guard !books.isEmpty else { throw Console.nothingFound("no address book found from \(options.url)") }
      var names: [String] = []
      for book in books {
        var name = Self.simpleName(book.url.path.split(separator: "/").last.map(String.init) ?? "")
        if names.contains(name) { name += "-\(names.count + 1)" }
        names.append(name)
        var found = account
        found.url = book.url.text
        // The server's name for it, on one line: pasted, it stays a comment.
        let shown = book.name.map { "# " + String($0.map { $0.isNewline || $0.asciiValue.map { $0 < 32 } == true ? " " : $0 }) + "\n" }
        Console.print((names.count > 1 ? "\n" : "") + (shown ?? "")
          + SettingsCatalog.table(of: Settings.NamedBook(name: name, path: "", carddav: found)))
      }
    }

    /// `path` from the working folder, so that the printed block means the
    /// same file wherever the config file is (a relative path there is
    /// taken from its folder).
    static func absolute(_ path: String) -> String {
      guard !path.hasPrefix("/"), let folder = getcwd(nil, 0) else { return path }
      defer { free(folder) }
      return String(cString: folder) + "/" + path
    }

    /// `name` as a book's name: letters, digits, `-` and `_`, lowercased.
    static func simpleName(_ name: String) -> String {
      let simple = String(name.lowercased().map { $0.isLetter || $0.isASCII && $0.isNumber || $0 == "-" ? $0 : "_" })
      return simple.isEmpty ? "contacts" : simple
    }
  }
}
