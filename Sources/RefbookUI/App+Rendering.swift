import RefbookModel
import TerminalKit

extension App {
  /// Draws what changed since the last call, then flushes once.
  ///
  /// - Complexity: O(visible rows × columns).
  public func render() {
    let size = terminal.size
    guard let layout = Layout(size) else {
      terminal.clear()
      terminal.hideCursor()
      let need = "\(Layout.minimum.columns)×\(Layout.minimum.rows)"
      terminal.put(DisplayText("Terminal too small: need \(need), have \(size.columns)×\(size.rows)"),
                   row: 0, column: 0, style: .role(.error))
      terminal.flush()
      needsFullRedraw = true
      return
    }
    // A pane is drawn when its observers or its own moves said it changed,
    // when the focus it shows changed, or when everything must be.
    let everything = needsFullRedraw || overlay != nil
    if needsFullRedraw {
      terminal.clear()
      needsFullRedraw = false
    }
    terminal.hideCursor()
    drawHeader(in: layout.header)
    let listFocused = focus == .list && detail.editor == nil
    if everything || list.needsDrawing(focused: listFocused) {
      list.draw(on: terminal, in: layout.list, focused: listFocused)
    }
    terminal.fill(rows: layout.rule.rowRange, columns: layout.rule.columnRange, style: .role(.secondary))
    for row in layout.rule.rowRange {
      terminal.put("│", row: row, column: layout.rule.column, style: .role(.secondary))
    }
    if everything || detail.editor != nil || detail.needsDrawing(focused: focus == .detail) {
      detail.draw(on: terminal, in: layout.detail, focused: focus == .detail)
    }
    drawStatus(in: layout.status)
    drawOverlay(layout)
    terminal.flush()
  }

  private func drawHeader(in region: Region) {
    let status = self.status.value
    // The path goes last: on a narrow screen it is what gets cut.
    var parts = ["refbook", counted(session.book.value.count, "contact"), "sort: \(list.view.sortOrder.label)"]
    if !list.view.query.isEmpty { parts.append("filter: “\(list.view.query.text)” (\(list.count))") }
    parts.append(title)
    let right = DisplayText(status.label + " ")
    let left = DisplayText(" " + parts.joined(separator: "  ·  "))
    terminal.put(left, row: region.row, column: region.column,
                 columns: max(0, region.columns - right.width), style: .role(.header))
    let failed = if case .failed = status { true } else { false }
    terminal.put(right, row: region.row, column: region.column + max(0, region.columns - right.width),
                 columns: min(region.columns, right.width), style: failed ? .role(.error) : .role(.header))
  }

  private func drawStatus(in region: Region) {
    if let line = list.searchLine {
      return Prompt(label: "/", line: line).draw(on: terminal, in: region)
    }
    if let line = importPrompt {
      return Prompt(label: "Import file (vCard, abook, CSV): ", line: line).draw(on: terminal, in: region)
    }
    if let message {
      terminal.put(DisplayText(" " + message.text), row: region.row, column: region.column, columns: region.columns,
                   style: message.isError ? .role(.error) : .role(.status))
      return
    }
    // Under an overlay the hint stays the focused pane's.
    let mode: KeyMap.Mode = detail.editor != nil ? .fieldEditor : focus == .list ? .list : .detail
    terminal.put(KeyHelp.hint(for: mode), row: region.row, column: region.column, columns: region.columns,
                 style: .role(.status))
  }

  private func drawOverlay(_ layout: Layout) {
    switch overlay {
    case nil: break
    case .help: KeyHelp.draw(on: terminal, in: layout.body)
    case .fieldChooser: drawFieldChooser(in: layout.detail)
    case .form(let form): form.draw(on: terminal, in: layout.body)
    }
  }

  private func drawFieldChooser(in region: Region) {
    let choices = PersonField.addable
    let height = min(region.rows, choices.count + 1)
    terminal.fill(rows: region.row..<(region.row + height), columns: region.columnRange, style: .plain)
    terminal.put(" Add which field? (Esc cancels)", row: region.row, column: region.column,
                 columns: region.columns, style: .role(.header))
    for (offset, choice) in choices.prefix(height - 1).enumerated() {
      terminal.put(DisplayText("  \(choice.key)  \(choice.label)"), row: region.row + 1 + offset,
                   column: region.column, columns: region.columns)
    }
  }
}
