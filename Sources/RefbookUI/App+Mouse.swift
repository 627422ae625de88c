import TerminalKit

extension App {
  /// How many rows one notch of the wheel moves.
  static let wheelStep = 3

  /// Carries out a click or a turn of the wheel in `mode` as the keys
  /// would: a click selects the row under the pointer the way moving to it
  /// does (and focuses its pane), a double click then does what Enter does
  /// there, the wheel moves the selection of the pane or list under the
  /// pointer by ``wheelStep`` rows. While a line is being typed (a field,
  /// a search, a path, a form) the mouse does nothing, so a stray click
  /// cannot lose what was typed.
  ///
  /// - Complexity: that of the command it becomes; O(log n) for a book of
  ///   n persons for a click in the list.
  func handleMouse(_ event: MouseEvent, in mode: KeyMap.Mode) {
    guard let layout = drawnLayout ?? layout else { return }
    switch mode {
    case .list, .detail: pointAtPanes(event, in: layout)
    case .picker: pointAtPicker(event, in: layout)
    case .help, .messages: scrollOverlay(event)
    case .bookChooser, .fieldChooser: pointAtMenu(event, in: layout, mode: mode)
    default: break  // typing a line, a form, a merge preview: the keys only
    }
  }

  private func pointAtPanes(_ event: MouseEvent, in layout: Layout) {
    if layout.list.contains(row: event.row, column: event.column) {
      if let step = wheelMove(event) { return list.move(by: step) }
      setFocus(.list)
      guard let position = list.position(atLine: event.row - layout.list.row) else { return }
      list.select(list.view[position])
      if event.action == .doubleClick { _ = perform(.focusDetail) }
    } else if layout.detail.contains(row: event.row, column: event.column) {
      if let step = wheelMove(event) { return detail.move(by: step) }
      setFocus(.detail)
      guard let field = detail.field(atLine: event.row - layout.detail.row) else { return }
      detail.select(field)
      if event.action == .doubleClick { _ = perform(.editField) }
    }
  }

  /// The birthdays, categories or duplicates: a click selects a line, a
  /// double click chooses it (Enter), the wheel moves the selection.
  private func pointAtPicker(_ event: MouseEvent, in layout: Layout) {
    if wheelMove(event) != nil { return scrollOverlay(event) }
    let region: Region
    let count: Int
    let selected: Int
    switch overlay {
    case .birthdays(let days, let current): (region, count, selected) = (layout.body, days.count, current)
    case .duplicates(let groups?, let current): (region, count, selected) = (layout.body, groups.count, current)
    case .categories(let categories, let current): (region, count, selected) = (layout.detail, categories.count + 1, current)
    default: return
    }
    guard region.columnRange.contains(event.column),
      let index = PickerList.index(atRow: event.row, selected: selected, count: count, in: region)
    else { return }
    switch overlay {
    case .birthdays(let days, _): overlay = .birthdays(days, selected: index)
    case .duplicates(let groups, _): overlay = .duplicates(groups, selected: index)
    case .categories(let categories, _): overlay = .categories(categories, selected: index)
    default: return
    }
    if event.action == .doubleClick { _ = perform(.chooseInOverlay) }
  }

  /// The wheel in an overlay that scrolls or has a selection: what
  /// ``wheelStep`` presses of ↓ or ↑ do.
  private func scrollOverlay(_ event: MouseEvent) {
    guard let step = wheelMove(event) else { return }
    for _ in 0..<abs(step) { _ = perform(step > 0 ? .overlayDown : .overlayUp) }
  }

  /// The book or field chooser, whose lines are picked by a key shown at
  /// their start: a click on a line types that key.
  private func pointAtMenu(_ event: MouseEvent, in layout: Layout, mode: KeyMap.Mode) {
    guard event.action == .click || event.action == .doubleClick,
      layout.detail.contains(row: event.row, column: event.column)
    else { return }
    let line = event.row - layout.detail.row - 1
    switch mode {
    case .bookChooser:
      guard line >= 0, line < min(9, collections.count) else { return }
      handleUnbound(.character(Character(String(line + 1))), in: mode)
    case .fieldChooser:
      guard let choice = PersonField.addable[safe: line] else { return }
      handleUnbound(.character(choice.key), in: mode)
    default:
      return
    }
  }

  /// How far the wheel moves a selection (down is positive); `nil` for a click.
  private func wheelMove(_ event: MouseEvent) -> Int? {
    switch event.action {
    case .scrollUp: -Self.wheelStep
    case .scrollDown: Self.wheelStep
    case .click, .doubleClick: nil
    }
  }
}
