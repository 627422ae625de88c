import RefbookModel
@testable import RefbookUI
import TerminalKit

/// A few persons from several scripts, for view and controller tests.
enum Fixtures {
  static let zoe = Person(
    id: "zoe", formattedName: "Zoë Ångström", name: PersonName(family: "Ångström", given: "Zoë"),
    emails: [TypedValue(value: "zoe@example.se", types: ["work"])],
    phones: [TypedValue(value: "+46 8 123 456", types: ["cell"])],
    addresses: [PostalAddress(street: "Drottninggatan 1", locality: "Stockholm", postalCode: "111 51",
                              country: "Sweden", types: ["home"])])
  static let wang = Person(
    id: "wang", formattedName: "王小明", name: PersonName(family: "王", given: "小明"),
    emails: [TypedValue(value: "xiaoming@example.cn")])
  static let emile = Person(
    id: "emile", formattedName: "Émile Zola", name: PersonName(family: "Zola", given: "Émile"),
    organization: ["L'Aurore"])
  static let attacker = Person(id: "evil", formattedName: "\u{1B}]2;pwned\u{07}Mallory")

  static var book: Addressbook { Addressbook([zoe, wang, emile]) }
}

/// An app on an in-memory screen, rendered after every key like the real loop.
final class Harness {
  let screen: CellBuffer
  let session: BookSession
  let app: App

  init(_ book: Addressbook = Fixtures.book, rows: Int = 24, columns: Int = 100, collections: [String] = [],
       theme: Theme = .standard, confirmsDelete: Bool = false, listColumns: [ListColumn] = ListColumn.standard,
       keyMap: KeyMap = .standard) {
    screen = CellBuffer(rows: rows, columns: columns)
    session = BookSession(book: book)
    app = App(terminal: screen, session: session, title: "/tmp/contacts.vcf",
              options: AppOptions(collections: collections, theme: theme, confirmsDelete: confirmsDelete, keyMap: keyMap,
                                  listColumns: listColumns))
    app.render()
  }

  /// Sends keys one by one, rendering after each; returns the last exit request.
  @discardableResult
  func press(_ keys: KeyEvent...) -> App.Exit? {
    var exit: App.Exit?
    for key in keys {
      exit = app.handle(key)
      app.render()
    }
    return exit
  }

  func type(_ text: String) {
    for key in KeyEvent.typing(text) { press(key) }
  }

  var text: String { screen.lines.joined(separator: "\n") }

  /// The row of the screen containing `text`, if any.
  func row(containing text: String) -> Int? {
    screen.lines.firstIndex { $0.contains(text) }
  }

  /// The first column of the detail pane as last drawn.
  var detailColumn: Int { app.drawnLayout!.detail.column }

  /// The row of the list pane's persons showing `text`, if any: what the
  /// detail pane shows on the same rows is not looked at.
  func listRow(containing text: String) -> Int? {
    guard let list = app.drawnLayout?.list else { return nil }
    let persons = (list.row + ListPane.headingRows)..<(list.row + list.rows)
    return persons.first { String(screen.lines[$0].prefix(list.columns)).contains(text) }
  }

  /// The status line as drawn last, whole: the rows a long message wraps
  /// onto are joined by a space (and stripped of their margins), the
  /// spaces after the last one left out.
  var statusLine: String {
    let rows = app.drawnLayout.map { Array(screen.lines[$0.status.rowRange]) } ?? Array(screen.lines.suffix(1))
    let joined = rows.enumerated().map { $0.offset == 0 ? $0.element : String($0.element.dropFirst()) }
      .map { String($0.reversed().drop(while: \.isWhitespace).reversed()) }
    return joined.joined(separator: " ")
  }
  var headerLine: String { screen.lines.first ?? "" }
}
