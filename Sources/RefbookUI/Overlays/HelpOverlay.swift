/// `?`: every key of the key map drawn with, scrolled (see ``KeyHelp``).
struct HelpOverlay: ScrollingOverlay {
  var scroll = 0

  var mode: KeyMap.Mode { .help }

  func lines(columns: Int, with app: CommandContext) -> ScrolledLines {
    KeyHelp.lines
  }
}
