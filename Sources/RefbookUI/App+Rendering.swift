import RefbookModel
import TerminalKit

extension App {
  /// Draws what changed since the last call in the app's theme (and its
  /// keys in the help and the hints), then flushes once.
  ///
  /// - Complexity: O(visible rows × columns).
  public func render() {
    Theme.$current.withValue(theme) { KeyMap.$current.withValue(keyMap) { renderInTheme() } }
  }

  private func renderInTheme() {
    let size = terminal.size
    guard let layout else {
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
    let everything = needsFullRedraw || overlay != nil || layout != drawnLayout
    drawnLayout = layout
    if needsFullRedraw {
      terminal.clear()
      needsFullRedraw = false
    }
    terminal.hideCursor()
    HeaderLine(facts: headerFacts, status: status.value).draw(on: terminal, in: layout.header)
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
    statusLine.draw(on: terminal, in: layout.status)
    drawOverlay(layout)
    terminal.flush()
  }

  /// What the header says: the book's size, sort order, filter and path.
  private var headerFacts: [String] {
    var facts = ["refbook", counted(session.book.value.count, "contact"), "sort: \(list.view.sortOrder.label)"]
    if !list.view.query.isEmpty { facts.append("filter: “\(list.view.query.text)” (\(list.count))") }
    if !list.marks.isEmpty { facts.append("\(list.marks.count) marked") }
    if let category = list.view.category { facts.append("category: \(category) (\(list.count))") }
    if let collection = list.view.collection { facts.append("book: \(collection) (\(list.count))") }
    facts.append(title)
    return facts
  }

  /// Where each part of the screen goes now: the status line as high as
  /// what it shows; `nil` when the terminal is too small.
  var layout: Layout? {
    let size = terminal.size
    return Layout(size, statusRows: statusLine.rows(columns: size.columns))
  }

  /// What the bottom line shows now. Under an overlay the hint stays the
  /// focused pane's.
  private var statusLine: StatusLine {
    if let confirmation { return .question(confirmation.question) }
    if let line = list.searchLine { return .prompt(Prompt(label: "/", line: line)) }
    if let prompt = pathPrompt { return .prompt(Prompt(label: DisplayText(prompt.label), line: prompt.line)) }
    if let message { return .message(message.text, isError: message.isError) }
    return .hints(detail.editor != nil ? .fieldEditor : focus == .list ? .list : .detail)
  }

  private func drawOverlay(_ layout: Layout) {
    switch overlay {
    case nil: break
    case .help(let scroll): KeyHelp.draw(on: terminal, in: layout.body, scroll: scroll)
    case .messages(let scroll): MessageHistoryView.draw(messages, on: terminal, in: layout.body, scroll: scroll)
    case .birthdays(let days, let selected): BirthdaysView.draw(days, selected: selected, on: terminal, in: layout.body)
    case .duplicates(let groups, let selected):
      DuplicatesView.draw(groups, selected: selected, book: session.book.value, on: terminal, in: layout.body)
    case .mergePreview(let ids, let merged): DuplicatesView.drawPreview(of: merged, merging: ids.count, on: terminal, in: layout.body)
    case .categories(let categories, let selected):
      CategoriesView.draw(categories, selected: selected, total: session.book.value.count, on: terminal, in: layout.detail)
    case .fieldChooser: FieldChooser.draw(on: terminal, in: layout.detail)
    case .bookChooser(let choice): BookChooser.draw(choice, books: collections, on: terminal, in: layout.detail)
    case .form(let form): form.draw(on: terminal, in: layout.body)
    }
  }
}
