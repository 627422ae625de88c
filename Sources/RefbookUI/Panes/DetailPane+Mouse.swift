import TerminalKit

extension DetailPane {
  /// The field drawn on `line` of the pane as last arranged (0: the name
  /// on its first row, which is no field); `nil` for the name and below
  /// the last field.
  ///
  /// - Complexity: O(*f*) for a person with *f* fields.
  func field(atLine line: Int) -> PersonField? {
    line >= 1 ? fields[safe: top + line - 1] : nil
  }

  /// A click highlights the field under it, as moving to it does; the wheel
  /// moves the highlight. What a double click then does: what Enter does.
  ///
  /// - Complexity: O(*f*) for a person with *f* fields.
  func point(_ event: MouseEvent, in region: Region) -> Command? {
    if let step = event.wheelStep {
      move(by: step)
      return nil
    }
    guard let field = field(atLine: event.row - region.row) else { return nil }
    select(field)
    return event.action == .doubleClick ? .editField : nil
  }
}
