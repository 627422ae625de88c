import TerminalKit

/// The ``KeyMap`` as `?` shows it and as the status line hints at it (the
/// map being drawn with, ``KeyMap/current``), and the standard one as the
/// key table of docs/usage.md and the manual list it.
public enum KeyHelp {
  /// One line of the help: keys, and what they do in each pane (`nil`
  /// where they do nothing).
  struct Row {
    var keys: [KeyEvent]
    var list: KeyMap.Binding?
    var detail: KeyMap.Binding?

    /// What decides whether two lines say the same thing.
    fileprivate var meaning: [String?] { [list?.described, detail?.described] }
  }

  /// The pane keys of the key map drawn with, one line per group of keys
  /// (see ``rows(of:)``).
  static var rows: [Row] { rows(of: .current) }

  /// The pane keys of `keyMap`, one line per group of keys: a list and a
  /// detail binding of the same keys share a line, and lines that say the
  /// same join (`q ^C`). Bindings left without keys are left out.
  static func rows(of keyMap: KeyMap) -> [Row] {
    var rows: [Row] = []
    for binding in keyMap.bindings where !binding.keys.isEmpty {
      let inList = binding.mode == .list || binding.mode == .anywhere
      let inDetail = binding.mode == .detail || binding.mode == .anywhere
      guard inList || inDetail else { continue }
      let keys = binding.keyEvents
      let index = rows.firstIndex { row in
        row.keys == keys && !(inList && row.list != nil) && !(inDetail && row.detail != nil)
      }
      var row = index.map { rows[$0] } ?? Row(keys: keys)
      if inList { row.list = binding }
      if inDetail { row.detail = binding }
      if let index { rows[index] = row } else { rows.append(row) }
    }
    var joined: [Row] = []
    for row in rows {
      if let index = joined.firstIndex(where: { $0.meaning == row.meaning }) {
        joined[index].keys += row.keys
      } else {
        joined.append(row)
      }
    }
    return joined
  }

  /// The status line's reminder of the main keys of `mode`; in the field
  /// editor, the line editor's after its own.
  static func hint(for mode: KeyMap.Mode) -> DisplayText {
    let modes = mode == .fieldEditor ? [mode, .lineEditor] : [mode]
    let hints = modes.flatMap { KeyMap.current.bindings(in: $0) }.compactMap(\.hintText)
    return DisplayText(" " + hints.joined(separator: " · "))
  }

  /// `keys` as the help writes them: `j k ↓ ↑`.
  static func names(_ keys: [KeyEvent]) -> String {
    keys.map(KeyMap.name).joined(separator: " ")
  }

  /// What the keys of the overlay `mode` do, a line for each binding, as
  /// the overlay says it at its top: ` Esc, q or ? closes this help`.
  static func overlayKeys(in mode: KeyMap.Mode) -> [(DisplayText, TextStyle)] {
    KeyMap.current.bindings(in: mode).filter { !$0.keys.isEmpty }.map { binding in
      let names = binding.keyEvents.map(KeyMap.name)
      let keys = names.count == 1 ? names[0] : "\(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")"
      return (DisplayText(" \(keys) \(binding.help)"), TextStyle.role(.secondary))
    }
  }

  /// The help's lines and their styles, as `?` shows them (see ``HelpOverlay``).
  static var lines: ScrolledLines {
    func line(_ keys: String, _ text: String) -> DisplayText {
      DisplayText(" " + keys).fitted(to: 21) + DisplayText(" " + text)
    }
    return ScrolledLines(lines: overlayKeys(in: .help) + [(" ", .plain), (" Keys                 list pane                            detail pane", TextStyle(.bold))]
      + rows.map { row in
        (DisplayText(" " + names(row.keys)).fitted(to: 21) + DisplayText(" " + (row.list?.help ?? "")).fitted(to: 37)
          + DisplayText(" " + (row.detail?.help ?? "")), .plain)
      }
      + [(" ", .plain), (" Editing a field", TextStyle(.bold))]
      + [KeyMap.Mode.lineEditor, .fieldEditor].flatMap { KeyMap.current.bindings(in: $0) }
      .map { (line(names($0.keyEvents), $0.help), .plain) }
      + [(" ", .plain), (" The mouse", TextStyle(.bold))]
      + mouse.map { (line($0.action, $0.meaning), .plain) })
  }

  /// What the mouse does, where the terminal reports it (and the `mouse`
  /// setting is on).
  public static let mouse: [(action: String, meaning: String)] = [
    ("click", "select a contact or field, focus its pane"),
    ("double click", "open the contact, edit the field"),
    ("wheel", "move the selection in the pane under it"),
  ]

  /// The key table of docs/usage.md, in Markdown: one row per line of the
  /// help, with the notes it adds.
  static var markdownTable: String {
    func line(_ cells: [String]) -> String {
      "|" + cells.map { $0.isEmpty ? " " : " \($0) " }.joined(separator: "|") + "|\n"
    }
    return line(["key", "list pane", "detail pane"]) + "|---|---|---|\n" + rows(of: .standard).map { row in
      let keys = row.keys.map { "`" + markdownName(of: $0) + "`" }.joined(separator: " ")
      return line([keys, row.list?.described ?? "", row.detail?.described ?? ""])
    }.joined()
  }

  /// The standard keys of both panes as the manual page lists them: the keys (as
  /// docs/usage.md writes them), and what they do in the list and in the
  /// detail pane, with notes (empty where they do nothing).
  public static var reference: [(keys: String, list: String, detail: String)] {
    rows(of: .standard).map { row in
      (row.keys.map(markdownName).joined(separator: " "), row.list?.described ?? "", row.detail?.described ?? "")
    }
  }

  /// How docs/usage.md writes `key`: as the help does, but `Ctrl-F` for `^F`.
  static func markdownName(of key: KeyEvent) -> String {
    if case .control(let character) = key { "Ctrl-" + character.uppercased() } else { KeyMap.name(of: key) }
  }
}
