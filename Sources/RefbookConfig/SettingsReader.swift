import RefbookModel
import RefbookUI
import TerminalKit

/// The checks that make a parsed config file ``Settings``: every key known,
/// every value of its type and allowed. Each problem found is kept, with the
/// line of the key at fault (see ``TOMLValue/line``);
/// ``Settings/parse(_:path:home:)`` reports the first.
struct SettingsReader {
  let path: String
  let home: String
  /// Where CardDAV books' vdirs go: `DATAHOME/refbook/NAME/`.
  let dataHome: String
  /// Whether the file is mode 0600, so that a `password` may be written in it.
  let isPrivate: Bool
  private(set) var problems: [SettingsError] = []

  init(path: String, home: String, dataHome: String, isPrivate: Bool) {
    self.path = path
    self.home = home
    self.dataHome = dataHome
    self.isPrivate = isPrivate
  }

  /// The settings the top-level table of `document` gives, as far as they
  /// are right.
  ///
  /// - Complexity: O(*k* + *b* log *b*) in the number of keys and books.
  mutating func settings(from document: TOMLValue) -> Settings {
    var settings = Settings()
    var defaultBook: (name: String, value: TOMLValue)?
    var colorTable: TOMLValue?
    for (key, value) in document.table ?? [] {
      switch key {
      case "books": settings.books = books(value)
      case "default_book": defaultBook = string(value, at: [key]).map { ($0, value) }
      case "sort": settings.sort = string(value, at: [key]).flatMap { sortOrder($0, value) }
      case "history": history(value, into: &settings)
      case "theme": settings.theme = string(value, at: [key]).flatMap { theme($0, value) } ?? settings.theme
      case "colors": colorTable = value
      case "confirm_delete": settings.confirmDelete = bool(value, at: [key]) ?? settings.confirmDelete
      case "mouse": settings.mouse = bool(value, at: [key]) ?? settings.mouse
      case "photos": settings.photos = bool(value, at: [key]) ?? settings.photos
      case "sync_minutes":
        guard let minutes = value.int, (0...1440).contains(minutes) else {
          complain(value, "sync_minutes must be a whole number from 0 to 1440, found \(value.int.map(String.init) ?? "\(value.type)")")
          break
        }
        settings.syncMinutes = minutes
      case "keys": settings.keyMap = keyMap(value)
      case "list": list(value, into: &settings)
      default: complain(value, "unknown key \"\(key)\"; allowed: \(SettingsCatalog.topLevelNames)")
      }
    }
    // After the theme, whichever comes first in the file: [colors] changes its roles.
    if let colorTable { colors(colorTable, into: &settings.theme) }
    if let (defaultBook, value) = defaultBook {
      let names = settings.books.map(\.name)
      if names.contains(defaultBook) {
        settings.defaultBook = defaultBook
      } else {
        let known = names.isEmpty ? "there is no [books.NAME]" : "the books are: \(names.joined(separator: ", "))"
        complain(value, "default_book \"\(defaultBook)\" names no book; \(known)")
      }
    }
    return settings
  }

  /// The books of the `books` table, in the file's order.
  private mutating func books(_ value: TOMLValue) -> [Settings.NamedBook] {
    guard let table = value.table else {
      complain(value, "books must be tables [books.NAME] with a path, found \(value.type)")
      return []
    }
    return table.sorted { ($0.value.line, $0.value.column) < ($1.value.line, $1.value.column) }
      .compactMap { name, value in book(named: name, value) }
  }

  private mutating func book(named name: String, _ value: TOMLValue) -> Settings.NamedBook? {
    let at = ["books", name]
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isASCII && $0.isNumber || $0 == "-" || $0 == "_" }) else {
      complain(value, "book name \"\(name)\" is not simple; use letters, digits, - and _")
      return nil
    }
    guard let table = value.table else {
      complain(value, "books.\(name) must be a table with a path, found \(value.type)")
      return nil
    }
    var path: String?
    var account: Settings.CardDAVAccount?
    var accountKeys: [(key: String, value: TOMLValue)] = []  // read once carddav is known
    for (key, value) in table {
      switch key {
      case "path": path = string(value, at: at + [key]).flatMap { expanded($0, at: at + [key], value) }
      case "carddav":
        guard let url = string(value, at: at + [key]) else { continue }
        guard url.hasPrefix("https://") || url.hasPrefix("http://") else {
          complain(value, "books.\(name).carddav \"\(url)\" is not an http or https URL")
          continue
        }
        account = Settings.CardDAVAccount(url: url)
      case "username", "password_command", "password", "ca_file": accountKeys.append((key, value))
      default:
        complain(value, "unknown key \"\(key)\" in [books.\(name)]; allowed: path, carddav, username, password_command, password, ca_file")
      }
    }
    let has = { (key: String) in table.contains { $0.key == key } }
    guard has("path") != has("carddav") else {
      complain(value, has("path") ? "[books.\(name)] has both a path and carddav; a CardDAV book's path is its vdir"
        : "[books.\(name)] has no path")
      return nil
    }
    for (key, value) in accountKeys {
      guard has("carddav") else {
        complain(value, "books.\(name).\(key) is for a book on a CardDAV server (carddav = \"URL\")")
        continue
      }
      guard let text = string(value, at: at + [key]) else { continue }
      switch key {
      case "username": account?.username = text
      case "password_command": account?.password = .command(text)
      case "ca_file": account?.caFile = expanded(text, at: at + [key], value)
      default:
        guard isPrivate else {
          complain(value, "books.\(name).password is written in a file others can read; chmod 600 \(self.path), or use password_command")
          continue
        }
        account?.password = .written(text)
      }
    }
    if has("password"), has("password_command"), let second = accountKeys.last(where: { $0.key.hasPrefix("password") }) {
      complain(second.value, "[books.\(name)] has both password and password_command; keep one")
    }
    if let account {
      return Settings.NamedBook(name: name, path: BookPath.joined(dataHome, "refbook/\(name)/"), carddav: account)
    }
    return path.map { Settings.NamedBook(name: name, path: $0) }
  }

  private mutating func expanded(_ written: String, at key: [String], _ value: TOMLValue) -> String? {
    let configFolder = BookPath.folder(of: path)
    do {
      return try BookPath.expanded(written, home: home, configFolder: configFolder)
    } catch {
      let name = key.joined(separator: ".")
      switch error {
      case .empty: complain(value, "\(name) is empty")
      case .unexpanded: complain(value, "\(name) \"\(written)\": only ~ and $HOME are expanded")
      }
      return nil
    }
  }

  /// The `[history]` table: how much undo history is kept across restarts.
  private mutating func history(_ value: TOMLValue, into settings: inout Settings) {
    guard let table = value.table else {
      return complain(value, "history must be a table [history] with steps and megabytes, found \(value.type)")
    }
    for (key, value) in table {
      guard key == "steps" || key == "megabytes" else {
        complain(value, "unknown key \"\(key)\" in [history]; allowed: steps, megabytes")
        continue
      }
      guard let number = value.int, number > 0 else {
        complain(value, "history.\(key) must be a whole number above 0, found \(value.int.map(String.init) ?? "\(value.type)")")
        continue
      }
      if key == "steps" { settings.historySteps = number } else { settings.historyMegabytes = number }
    }
  }

  private mutating func theme(_ name: String, _ value: TOMLValue) -> Theme? {
    if let theme = Theme.named(name) { return theme }
    complain(value, "theme \"\(name)\" is not a theme; allowed: \(Theme.builtIn.map { "\"\($0.name)\"" }.joined(separator: ", "))")
    return nil
  }

  /// The `[colors]` table: a colour spec for some roles.
  private mutating func colors(_ value: TOMLValue, into theme: inout Theme) {
    guard let table = value.table else {
      return complain(value, "colors must be a table [colors] of roles, found \(value.type)")
    }
    for (key, value) in table {
      guard let role = ColorRole(rawValue: key) else {
        complain(value, "unknown key \"\(key)\" in [colors]; allowed: \(ColorRole.allCases.map(\.name).joined(separator: ", "))")
        continue
      }
      guard let text = string(value, at: ["colors", key]) else { continue }
      do {
        theme.setColors(try ColorSpec(parsing: text), for: role)
      } catch {
        complain(value, "colors.\(key) \(error.message)")
      }
    }
  }

  /// The `[keys]` table: new keys for some commands, checked for keys
  /// that would be text or start two commands.
  private mutating func keyMap(_ value: TOMLValue) -> KeyMap {
    guard let table = value.table else {
      complain(value, "keys must be a table [keys] of commands, found \(value.type)")
      return .standard
    }
    var newKeys: [Command: [KeyEvent]] = [:]
    var lines: [Command: Int] = [:]
    for (name, value) in table {
      guard let command = Command(name: name) else {
        complain(value, "unknown command \"\(name)\" in [keys]; allowed: \(Command.allCases.map(\.name).joined(separator: ", "))")
        continue
      }
      let names = value.string.map { [$0] } ?? value.array?.map(\.string)
      let strings = names?.compactMap { $0 } ?? []
      guard let names, strings.count == names.count else {
        complain(value, "keys.\(name) must be a key or a list of keys, found \(value.type)")
        continue
      }
      do {
        newKeys[command] = try strings.map { name throws(SettingsProblem) in try KeyMap.key(named: name) }
        lines[command] = value.line
      } catch {
        complain(value, "keys.\(name): \(error.message)")
      }
    }
    let (keyMap, problems) = KeyMap.standard.rebinding(newKeys)
    for problem in problems {
      // A clash is reported where the later of its rebound commands is.
      let line = problem.commands.compactMap { lines[$0] }.max() ?? value.line
      self.problems.append(SettingsError(path: path, line: line, message: "keys: \(problem.message)"))
    }
    return keyMap
  }

  /// The `[list]` table: the list's columns.
  private mutating func list(_ value: TOMLValue, into settings: inout Settings) {
    guard let table = value.table else {
      return complain(value, "list must be a table [list] with columns, found \(value.type)")
    }
    for (key, value) in table {
      guard key == "columns" else {
        complain(value, "unknown key \"\(key)\" in [list]; allowed: columns")
        continue
      }
      let written = value.array?.map(\.string) ?? []
      let strings = written.compactMap { $0 }
      guard value.array != nil, strings.count == written.count, !strings.isEmpty else {
        complain(value, "list.columns must be a list of one or more columns, found \(value.type); allowed: \(ListColumn.allowed)")
        continue
      }
      do throws(SettingsProblem) {
        let columns = try strings.map { text throws(SettingsProblem) in try ListColumn(parsing: text) }
        let fields = columns.map(\.field)
        if let twice = fields.first(where: { field in fields.filter { $0 == field }.count > 1 }) {
          throw SettingsProblem("\(twice.rawValue) is there twice")
        }
        let percent = columns.reduce(0) { sum, column in if case .percent(let share) = column.width { sum + share } else { sum } }
        guard percent <= 100 else { throw SettingsProblem("the shares add up to \(percent)%, more than 100%") }
        settings.listColumns = columns
      } catch {
        complain(value, "list.columns: \(error.message)")
      }
    }
  }

  private mutating func sortOrder(_ word: String, _ value: TOMLValue) -> SortOrder? {
    if let order = SortOrder(label: word) { return order }
    let allowed = SortOrder.allCases.map { "\"\($0.label)\"" }.joined(separator: ", ")
    complain(value, "sort \"\(word)\" is not a sort order; allowed: \(allowed)")
    return nil
  }

  private mutating func string(_ value: TOMLValue, at key: [String]) -> String? {
    if let string = value.string { return string }
    complain(value, "\(key.joined(separator: ".")) must be a string, found \(value.type)")
    return nil
  }

  private mutating func bool(_ value: TOMLValue, at key: [String]) -> Bool? {
    if let bool = value.bool { return bool }
    complain(value, "\(key.joined(separator: ".")) must be true or false, found \(value.type)")
    return nil
  }

  /// Keeps a problem found at `value`'s key.
  private mutating func complain(_ value: TOMLValue, _ message: String) {
    problems.append(SettingsError(path: path, line: value.line, message: message))
  }
}
