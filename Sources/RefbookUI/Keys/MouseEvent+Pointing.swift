import TerminalKit

/// What a click or a turn of the wheel means to the app's views.
extension MouseEvent {
  /// How many rows one notch of the wheel moves.
  static let rowsPerNotch = 3

  /// How far the wheel moves a selection or a scroll (down is positive):
  /// ``rowsPerNotch`` rows; `nil` for a click.
  var wheelStep: Int? {
    switch action {
    case .scrollUp: -Self.rowsPerNotch
    case .scrollDown: Self.rowsPerNotch
    case .click, .doubleClick: nil
    }
  }

  /// The line a click picks in a menu drawn over `region` under a title
  /// line (0: the first under the title, -1: the title); `nil` for the wheel
  /// or outside the region.
  func menuLine(in region: Region) -> Int? {
    guard wheelStep == nil, region.contains(row: row, column: column) else { return nil }
    return row - region.row - 1
  }
}
