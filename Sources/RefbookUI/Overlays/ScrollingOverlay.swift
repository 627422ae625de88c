import TerminalKit

/// An overlay of lines that scroll (``ScrolledLines``): `j`/`k` and the
/// wheel scroll them, down to the last line.
protocol ScrollingOverlay: Overlay {
  /// How many lines are scrolled off the top.
  var scroll: Int { get set }
  /// The lines, wrapped or fitted to `columns`.
  func lines(columns: Int, with app: CommandContext) -> ScrolledLines
}

extension ScrollingOverlay {
  mutating func perform(_ command: Command, with app: CommandContext) -> OverlayOutcome? {
    switch command {
    case .overlayDown: scroll += 1
    case .overlayUp: scroll = max(0, scroll - 1)
    default: return nil
    }
    return .stays
  }

  mutating func point(_ event: MouseEvent, in region: Region, with app: CommandContext) -> OverlayOutcome {
    if let step = event.wheelStep { scroll = max(0, scroll + step) }
    return .stays
  }

  /// Stops the scroll at the last line: after every key, so a key past it
  /// does nothing.
  mutating func arrange(in region: Region, with app: CommandContext) {
    scroll = min(scroll, lines(columns: region.columns, with: app).maximumScroll(rows: region.rows))
  }

  func draw(on screen: some Screen, in region: Region, with app: CommandContext) {
    lines(columns: region.columns, with: app).draw(on: screen, in: region, scroll: scroll)
  }
}
