import TerminalKit

/// The key map, as `?` shows it and the status line hints at it.
enum KeyHelp {
  static let rows: [(keys: String, list: String, detail: String)] = [
    ("j k ↓ ↑", "next/previous person", "next/previous field"),
    ("PgDn PgUp ^F ^B", "page down/up", ""),
    ("g G Home End", "first/last person", "first/last field"),
    ("Tab", "focus detail", "focus list"),
    ("→ l / ← h Esc", "→ l focus detail; Esc clears filter", "← h Esc focus list"),
    ("Enter e", "focus detail", "edit field in place"),
    ("a", "add a person", "add a field"),
    ("i", "import a vCard, abook or CSV file", ""),
    ("d Delete", "delete the person", "delete the field"),
    ("u", "undo", "undo"),
    ("^R", "redo", "redo"),
    ("/", "search every field", ""),
    ("n N", "next/previous match", ""),
    ("s", "cycle sort: name, family, org", ""),
    ("?", "this help (Esc or q closes)", ""),
    ("^L", "redraw", "redraw"),
    ("q ^C", "quit (all is saved)", "quit (all is saved)"),
    ("^Z", "suspend (fg resumes)", "suspend (fg resumes)"),
  ]

  static let editing: [(keys: String, meaning: String)] = [
    ("← → Home End ^A ^E", "move the cursor"),
    ("Backspace Delete", "delete a character"),
    ("^K ^U ^W", "delete to the end / to the start / a word"),
    ("Enter / Esc", "save (one undo step) / cancel"),
  ]

  static let listHint: DisplayText = " j/k move · / search · a add · d delete · u undo · Tab detail · ? help · q quit"
  static let detailHint: DisplayText = " j/k field · Enter edit · a add field · d delete field · u undo · Tab list · ? help"
  static let editHint: DisplayText = " Enter saves · Esc cancels · ^A/^E start/end · ^K/^U/^W delete"

  /// Draws the key map in a box over `region`.
  static func draw(on screen: some Screen, in region: Region) {
    let lines: [(DisplayText, TextStyle)] =
      [(" Keys                 list pane                            detail pane", TextStyle(.bold))]
      + rows.map { row in
        (DisplayText(" " + row.keys).fitted(to: 21) + DisplayText(" " + row.list).fitted(to: 37)
          + DisplayText(" " + row.detail), .plain)
      }
      + [(" ", .plain), (" Editing a field", TextStyle(.bold))]
      + editing.map { (DisplayText(" " + $0.keys).fitted(to: 21) + DisplayText(" " + $0.meaning), .plain) }
      + [(" ", .plain), (" Esc, q or ? closes this help", .role(.secondary))]
    screen.fill(rows: region.rowRange, columns: region.columnRange, style: .plain)
    for (offset, line) in lines.prefix(region.rows).enumerated() {
      screen.put(line.0, row: region.row + offset, column: region.column, columns: region.columns, style: line.1)
    }
  }
}
