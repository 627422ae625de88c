import TerminalKit

extension DetailPane {
  /// The entry drawn at `line` and `column` of the pane (from its top
  /// left) as last arranged in `region`; `nil` for a blank row, a heading,
  /// and below the card.
  ///
  /// - Complexity: O(*e* + *c*) for a card of *e* entries in *c* cells.
  func item(atLine line: Int, column: Int, in region: Region) -> CardItem? {
    layout(in: region)?.item(atRow: row(onLine: line, top: top), column: column)
  }

  /// A click highlights the entry under it, as moving to it does, but
  /// leaves the card where it is; the wheel moves the highlight. What a
  /// double click then does: what Enter does.
  ///
  /// - Complexity: O(*e* + *c*) for a card of *e* entries in *c* cells.
  func point(_ event: MouseEvent, in region: Region) -> Command? {
    if let step = event.wheelStep {
      move(by: step)
      return nil
    }
    guard let item = item(atLine: event.row - region.row, column: event.column - region.column, in: region) else {
      return nil
    }
    select(item, keepingView: true)
    return event.action == .doubleClick ? .editField : nil
  }
}
