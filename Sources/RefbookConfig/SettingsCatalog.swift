import RefbookModel
import RefbookStore
import RefbookUI

/// Every setting of the config file, with its default, the values it
/// allows and what it does: the one source of `refbook config --default`,
/// `refbook config --show`, the manual's list of settings and the
/// unknown-key messages, so that none of them can forget a setting.
public enum SettingsCatalog {
  /// One setting.
  public struct Entry: Sendable {
    /// The table it is in (`history`, `colors`, `books.NAME`); `nil` at the top.
    public let table: String?
    public let key: String
    /// The values it takes.
    public let allowed: String
    /// What it does.
    public let about: String
    /// Its value in some settings, as TOML; `nil` when it is not set (it
    /// has no default).
    let value: @Sendable (Settings) -> String?
    /// What the default file shows, commented out, for a setting with no
    /// default.
    let example: String?

    init(_ table: String?, _ key: String, allowed: String, about: String, example: String? = nil,
         value: @escaping @Sendable (Settings) -> String?) {
      self.table = table
      self.key = key
      self.allowed = allowed
      self.about = about
      self.value = value
      self.example = example
    }

    /// Its dotted name: `history.steps`, `sort`.
    ///
    /// - Complexity: O(*n*) in the length of the name.
    public var name: String { table.map { "\($0).\(key)" } ?? key }

    /// Its default, as TOML; `nil` when it has none.
    ///
    /// - Complexity: O(*n*) in the length of the value.
    public var defaultValue: String? { value(Settings()) }
  }

  /// Every setting, in the order the default file lists them.
  ///
  /// - Complexity: O(*r*) in the number of colour roles.
  public static var entries: [Entry] {
    [
      Entry(nil, "default_book", allowed: "the NAME of a [books.NAME]",
            about: "The book opened without --book (else every book named below).", example: #""personal""#) {
        $0.defaultBook.map(TOMLText.string)
      },
      Entry(nil, "sort", allowed: SortOrder.allCases.map { TOMLText.string($0.label) }.joined(separator: ", "),
            about: "The order the list starts in (s cycles).") { TOMLText.string($0.sortOrder.label) },
      Entry(nil, "confirm_delete", allowed: "true, false",
            about: "Whether d asks y/n before deleting persons; either way u brings them back.") {
        String($0.confirmDelete)
      },
      Entry(nil, "mouse", allowed: "true, false",
            about: "Whether clicks and the wheel work, where the terminal reports them.") { String($0.mouse) },
      Entry(nil, "photos", allowed: "true, false",
            about: "Whether the detail pane shows contacts' photos, where the terminal answers that it shows images "
              + "(kitty's graphics protocol, as kitty, WezTerm and Ghostty do; not through tmux); false: it is not asked.") {
        String($0.photos)
      },
      Entry(nil, "sync_minutes", allowed: "a whole number from 0 to 1440",
            about: "How often the app syncs its CardDAV books while they are open; 0: only at start, a few seconds "
              + "after a change is saved, and on S.") { String($0.syncMinutes) },
      Entry(nil, "theme", allowed: Theme.builtIn.map { "\(TOMLText.string($0.name)) (\($0.about))" }.joined(separator: ", "),
            about: "The colours; [colors] changes single roles. NO_COLOR in the environment turns colours off.") {
        TOMLText.string($0.theme.name)
      },
      Entry("books.NAME", "path", allowed: "a vCard file, or a folder of .vcf files (a vdir) ending in /",
            about: "A book refbook --book NAME opens; ~ and $HOME are expanded, a relative path is taken from this file's folder.",
            example: #""~/.contacts/personal/""#) { _ in nil },
      Entry("list", "columns", allowed: "a list of " + ListColumn.allowed,
            about: "The list's columns, left to right, under their headings. Where the screen has room each is as wide "
              + "as its values (CELLS at least); else CELLS wide (with the space before), a PERCENT share of what "
              + "those leave, or an equal share of the rest; the last go first on a narrow screen.") {
        TOMLText.array($0.listColumns.map(\.description))
      },
      Entry("history", "steps", allowed: "a whole number above 0",
            about: "How many undo steps the journal beside a book keeps across restarts.") {
        String($0.historySteps ?? HistoryJournal.Limits.standard.steps)
      },
      Entry("history", "megabytes", allowed: "a whole number above 0", about: "How large that journal may grow.") {
        String($0.historyMegabytes ?? HistoryJournal.Limits.standard.bytes >> 20)
      },
    ] + ColorRole.allCases.map { role in
      Entry("colors", role.name, allowed: ColorSpec.allowed, about: "The colours of \(role.about).") {
        TOMLText.string($0.theme.colors(for: role).description)
      }
    } + Command.allCases.map { command in
      Entry("keys", command.name, allowed: "a key or a list of keys: " + KeyMap.allowedKeyNames,
            about: KeyMap.standard.about(command).prefix(1).uppercased() + KeyMap.standard.about(command).dropFirst() + ".") {
        TOMLText.array($0.keyMap.keys(for: command).map(KeyMap.configName))
      }
    }
  }

  /// What a table of alike settings is about, said once before them.
  public static let tableAbout: [String: String] = [
    "colors": "[colors]: a role's colours where colours are shown. Without colour (NO_COLOR, or a terminal "
      + "without) every role keeps the theme's attributes, so what must stand out still does.",
    "keys": "[keys]: a command's keys, which replace its own wherever it works (quit = [\"Q\", \"ctrl-q\"]); "
      + "where text is typed only its ctrl-, function and named keys work. A key that starts two commands in one "
      + "place stops refbook, naming the line; ? and the status line show the keys in effect.",
  ]

  /// The keys and tables the top of the file takes, for error messages.
  static var topLevelNames: String {
    var names: [String] = []
    for entry in entries {
      let name = entry.table.map { "[\($0)]" } ?? entry.key
      if !names.contains(name) { names.append(name) }
    }
    return names.joined(separator: ", ")
  }

  /// `settings` as a config file: every setting with its value. With
  /// `described`, each comes after a comment saying what it does and
  /// allows, and a setting without a value is shown commented out.
  ///
  /// - Complexity: O(*s* + *b*) in the number of settings and books.
  public static func toml(_ settings: Settings, described: Bool) -> String {
    var text = described ? """
      # refbook's config file: $XDG_CONFIG_HOME/refbook/config.toml, else ~/.config/refbook/config.toml.
      # Each setting below is at its default; change what you like and delete the rest.
      # A mistake stops refbook with the line at fault and the values allowed.

      """ : ""
    var table: String?? = .none
    var lastAllowed = ""
    for entry in entries {
      if table != .some(entry.table) {
        table = entry.table
        lastAllowed = ""
        if entry.table == "books.NAME" {
          text += books(settings, entry: entry, described: described)
          continue
        }
        if let name = entry.table {
          text += "\n" + (described ? tableAbout[name].map(comment) ?? "" : "") + "[\(name)]\n"
        }
      }
      if entry.table == "books.NAME" { continue }
      if described {
        // In a table of alike settings ([colors]) the values allowed are said once.
        let sameAsLast = entry.table != nil && entry.allowed == lastAllowed
        text += (entry.table == nil ? "\n" : "") + comment(entry.about)
          + (sameAsLast ? "" : comment("  allowed: " + entry.allowed))
        lastAllowed = entry.allowed
      }
      if let value = entry.value(settings) {
        text += "\(entry.key) = \(value)\n"
      } else if described, let example = entry.example {
        text += "# \(entry.key) = \(example)\n"
      }
    }
    return text
  }

  /// `text` as comment lines of at most 100 characters (but for a longer
  /// word), later lines indented as the first.
  private static func comment(_ text: String) -> String {
    let indent = String(text.prefix { $0 == " " })
    var lines: [String] = []
    var line = "#" + indent
    for word in text.split(separator: " ") {
      if line.count + 1 + word.count > 100 && line.count > 1 + indent.count + 2 {
        lines.append(line)
        line = "#" + indent + "  "
      }
      line += " " + word
    }
    return (lines + [line]).joined(separator: "\n") + "\n"
  }

  /// The `[books.NAME]` table of `book`, as the config file writes it; a
  /// password written in the file is not repeated.
  ///
  /// - Complexity: O(*n*) in the length of the values.
  public static func table(of book: Settings.NamedBook) -> String {
    var text = "[books.\(TOMLText.key(book.name))]\n"
    guard let account = book.carddav else { return text + "path = \(TOMLText.string(book.path))\n" }
    text += "carddav = \(TOMLText.string(account.url))\n" + (account.username.map { "username = \(TOMLText.string($0))\n" } ?? "")
    switch account.password {
    case .command(let command): text += "password_command = \(TOMLText.string(command))\n"
    case .written: text += "# password: written in the file, not shown\n"
    case nil: break
    }
    return text + (account.caFile.map { "ca_file = \(TOMLText.string($0))\n" } ?? "")
  }

  /// The `[books.NAME]` tables of `settings`, after an example when `described`.
  private static func books(_ settings: Settings, entry: Entry, described: Bool) -> String {
    var text = ""
    if described {
      text += "\n" + comment("[books.NAME]: " + entry.about) + comment("  \(entry.key): \(entry.allowed)")
        + "# [books.personal]\n# \(entry.key) = \(entry.example ?? "")\n"
        + comment("A book on a CardDAV server, instead of a path: kept in $XDG_DATA_HOME/refbook/NAME/, synced by "
          + "`refbook sync` (`refbook carddav discover URL` prints this block); the first line password_command prints "
          + "is the password, or password = \"…\" in a file of mode 0600. TLS is checked against the system's certificates, "
          + "or only against ca_file's (PEM; ~ and a relative path as for path): a self-signed server's own, say; "
          + "a ca_file that cannot be read stops the sync rather than skip the check.")
        + "# [books.work]\n# carddav = \"https://dav.example.com/addressbooks/ada/contacts/\"\n# username = \"ada\"\n"
        + "# password_command = \"pass show dav/ada\"\n# ca_file = \"~/.config/refbook/dav-ca.pem\"\n"
    }
    for book in settings.books { text += "\n" + table(of: book) }
    return text
  }
}
