import RefbookModel
import RefbookUI

/// refbook's settings, from its config file, `$XDG_CONFIG_HOME/refbook/config.toml`:
///
/// ```toml
/// default_book = "personal"   # the book opened without --book
/// sort = "family name"        # name, family name or organization
/// theme = "light"             # default, light, mono or contrast
/// confirm_delete = true       # d asks y/n first
/// sync_minutes = 10            # CardDAV books sync this often while open
/// [books.personal]
/// path = "~/.contacts/personal/"   # a vdir (folder) or a .vcf file
/// [books.work]
/// path = "~/work.vcf"
/// [books.dav]                      # a book on a CardDAV server (`refbook sync`)
/// carddav = "https://dav.example.com/addressbooks/ada/contacts/"
/// username = "ada"
/// password_command = "pass show dav/ada"
/// ca_file = "~/dav-ca.pem"         # a self-signed server's certificate
/// [colors]
/// header = "bold white on red"
/// [keys]
/// delete_person = ["D", "delete"]   # D found duplicates:
/// show_duplicates = "ctrl-d"        # now this does
/// [list]
/// columns = ["name", "organization:30%", "phone:16"]
/// ```
///
/// Every setting is optional, and no file is no settings; ``SettingsCatalog``
/// lists them all with their defaults (`refbook config --default`). A file
/// that says anything refbook does not understand is a ``SettingsError``
/// naming its line and what is allowed, never a setting ignored.
public struct Settings: Equatable, Sendable {
  /// A book the config file names.
  public struct NamedBook: Equatable, Sendable {
    /// Its name in the file, `[books.NAME]`: letters, digits (`0`–`9`), `-` and `_`.
    public var name: String
    /// Its path, expanded: a leading `~` or `$HOME` is the home folder, and
    /// a relative path is taken from the config file's folder; a trailing `/`
    /// is kept. A CardDAV book's is its vdir, `$XDG_DATA_HOME/refbook/NAME/`.
    public var path: String
    /// Where the book lives when it lives on a CardDAV server (`carddav`).
    public var carddav: CardDAVAccount?

    public init(name: String, path: String, carddav: CardDAVAccount? = nil) {
      self.name = name
      self.path = path
      self.carddav = carddav
    }
  }

  /// A CardDAV address book and how to log in to it.
  public struct CardDAVAccount: Equatable, Sendable {
    /// How the password is found.
    public enum Password: Equatable, Sendable {
      /// A shell command whose first line of output is the password (`password_command`).
      case command(String)
      /// Written in the config file (`password`), which is then mode 0600.
      case written(String)
    }

    /// The address book's URL (`carddav`).
    public var url: String
    public var username: String?
    public var password: Password?
    /// The certificates (PEM) the server's TLS certificate is checked
    /// against instead of the system's (`ca_file`), expanded as
    /// ``NamedBook/path`` is: a self-signed server's own certificate, say.
    /// Whoever connects must fail when it cannot be read, never connect
    /// unverified.
    public var caFile: String?

    public init(url: String, username: String? = nil, password: Password? = nil, caFile: String? = nil) {
      self.url = url
      self.username = username
      self.password = password
      self.caFile = caFile
    }
  }

  /// The books, in the order the file lists them.
  public var books: [NamedBook]
  /// The book opened when none is named: one of `books`' names.
  public var defaultBook: String?
  /// The order the list starts in.
  public var sort: SortOrder?
  /// ``sort``, or by name when the file sets none.
  public var sortOrder: SortOrder { sort ?? .name }
  /// How many undo steps, and how many megabytes of them, the journal
  /// beside the book keeps across restarts (`[history]` `steps`,
  /// `megabytes`); `nil`: refbook's defaults.
  public var historySteps: Int?
  public var historyMegabytes: Int?
  /// The colours: `theme`'s, with `[colors]`' roles changed.
  public var theme = Theme.standard
  /// Whether `d` asks before deleting persons (`confirm_delete`); either
  /// way `u` brings them back.
  public var confirmDelete = false
  /// The list's columns, left to right (`[list] columns`).
  public var listColumns = ListColumn.standard
  /// Which keys start which commands: the standard keys, with `[keys]`'
  /// commands rebound.
  public var keyMap = KeyMap.standard
  /// Whether the app takes clicks and the wheel where the terminal reports
  /// them (`mouse`).
  public var mouse = true
  /// Whether the detail pane shows contacts' photos where the terminal
  /// says it can (`photos`); without, the terminal is not even asked.
  public var photos = true
  /// How many minutes apart the app syncs its books on CardDAV servers
  /// (`sync_minutes`); 0: only at start, after a change and on `S`.
  public var syncMinutes = 5

  public init(books: [NamedBook] = [], defaultBook: String? = nil, sort: SortOrder? = nil) {
    self.books = books
    self.defaultBook = defaultBook
    self.sort = sort
  }

  /// Where the config file is: `$XDG_CONFIG_HOME/refbook/config.toml`, else
  /// `HOME/.config/refbook/config.toml` (an empty or relative
  /// `XDG_CONFIG_HOME` is ignored, as the XDG Base Directory specification
  /// requires).
  ///
  /// - Complexity: O(1) lookups.
  public static func path(environment: [String: String], home: String) -> String {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return BookPath.joined(config, "refbook/config.toml")
    }
    return BookPath.joined(home, ".config/refbook/config.toml")
  }

  /// The settings of the config file at ``path(environment:home:)``; empty
  /// settings when there is no such file.
  ///
  /// - Throws: ``SettingsError`` when the file cannot be read or says anything
  ///   wrong (see ``parse(_:path:home:)``).
  /// - Complexity: O(*n*) in the size of the file.
  public static func load(environment: [String: String], home: String) throws(SettingsError) -> Settings {
    let path = path(environment: environment, home: home)
    guard let text = try SettingsFile.text(at: path) else { return Settings() }
    return try parse(
      text, path: path, home: home, dataHome: environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil },
      isPrivate: SettingsFile.isPrivate(path))
  }

  /// The settings `text` gives, read as the config file at `path`: relative
  /// book paths are taken from its folder, and errors name it. A CardDAV
  /// book's vdir is in `dataHome` (`$XDG_DATA_HOME`; `nil`: `~/.local/share`);
  /// a `password` is taken only when the file `isPrivate` (mode 0600).
  ///
  /// - Throws: ``SettingsError`` at the first line at fault: a TOML syntax
  ///   error, an unknown key, a value of the wrong type, a `sort` that is no
  ///   sort order, a `default_book` that names no book, a book with no or an
  ///   empty `path`, a book name that is not simple, a book with both or
  ///   neither of `path` and `carddav`, a `password` in a file others can read.
  /// - Complexity: O(*n* + *b* log *b*) in the length of the text and the
  ///   number of books.
  public static func parse(
    _ text: String, path: String, home: String, dataHome: String? = nil, isPrivate: Bool = false
  ) throws(SettingsError) -> Settings {
    let document: TOMLValue
    do {
      document = try TOMLValue.parse(text)
    } catch {
      throw SettingsError(path: path, line: error.line, message: error.message)
    }
    var reader = SettingsReader(
      path: path, home: home, dataHome: dataHome ?? BookPath.joined(home, ".local/share"), isPrivate: isPrivate)
    let settings = reader.settings(from: document)
    if let first = reader.problems.min(by: { $0.line < $1.line }) { throw first }
    return settings
  }
}
