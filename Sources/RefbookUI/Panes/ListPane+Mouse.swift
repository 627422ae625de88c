import TerminalKit

extension ListPane {
  /// The position in ``view`` of the person drawn on `line` of the pane's
  /// persons (0: the row under the headings) as last arranged; `nil` below
  /// the last person.
  ///
  /// - Complexity: O(1).
  func position(atLine line: Int) -> Int? {
    let position = top + line
    return line >= 0 && position < view.count ? position : nil
  }

  /// A click selects the person under it, as moving to it does; the wheel
  /// moves the selection. What a double click then does: what Enter does.
  ///
  /// - Complexity: O(log n) for a book of n persons.
  func point(_ event: MouseEvent, in region: Region) -> Command? {
    if let step = event.wheelStep {
      move(by: step)
      return nil
    }
    guard let position = position(atLine: event.row - region.row - Self.headingRows) else { return nil }
    select(view[position])
    return event.action == .doubleClick ? .focusDetail : nil
  }
}
