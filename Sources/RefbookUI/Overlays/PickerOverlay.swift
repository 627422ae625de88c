import TerminalKit

/// An overlay with a list to pick from (``PickerList``): `j`/`k` move the
/// selection, Enter chooses it; a click selects a line, a double click
/// chooses it, the wheel moves the selection.
protocol PickerOverlay: Overlay {
  /// The position of the selected line.
  var selected: Int { get set }
  /// How many lines there are to pick from.
  var count: Int { get }
  /// Carries out the choice of the selected line (Enter).
  mutating func choose(with app: CommandContext) -> OverlayOutcome
}

extension PickerOverlay {
  var mode: KeyMap.Mode { .picker }

  mutating func perform(_ command: Command, with app: CommandContext) -> OverlayOutcome? {
    switch command {
    case .overlayDown: move(by: 1)
    case .overlayUp: move(by: -1)
    case .chooseInOverlay: return choose(with: app)
    default: return nil
    }
    return .stays
  }

  mutating func point(_ event: MouseEvent, in region: Region, with app: CommandContext) -> OverlayOutcome {
    if let step = event.wheelStep {
      move(by: step)
      return .stays
    }
    guard region.columnRange.contains(event.column),
      let index = PickerList.index(atRow: event.row, selected: selected, count: count, in: region)
    else { return .stays }
    selected = index
    return event.action == .doubleClick ? choose(with: app) : .stays
  }

  /// Moves the selection `step` lines (down is positive), stopping at the ends.
  private mutating func move(by step: Int) {
    selected = min(max(0, selected + step), max(0, count - 1))
  }
}
