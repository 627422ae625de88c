import Foundation
import RefbookModel
import TerminalKit

extension App {
  private var pageSize: Int {
    max(1, terminal.size.rows - 3)
  }

  /// Keys both panes share; `nil` when `key` is not one of them.
  private func handleCommon(_ key: KeyEvent) -> Exit?? {
    switch key {
    case .character("q"): return .some(.quit)
    case .character("u"): undoOrRedo(undo: true)
    case .control("r"): undoOrRedo(undo: false)
    case .character("?"): open(.help)
    default: return nil
    }
    return .some(nil)
  }

  func handleList(_ key: KeyEvent) -> Exit? {
    if let common = handleCommon(key) { return common }
    switch key {
    case .character("j"), .down: list.move(by: 1)
    case .character("k"), .up: list.move(by: -1)
    case .pageDown, .control("f"): list.move(by: pageSize)
    case .pageUp, .control("b"): list.move(by: -pageSize)
    case .character("g"), .home: list.selectFirst()
    case .character("G"), .end: list.selectLast()
    case .tab, .right, .character("l"), .enter, .character("e"): setFocus(.detail)
    case .escape:
      if !list.view.query.isEmpty { list.setQuery(SearchQuery("")) }
    case .character("a"): open(.form(.newPerson()))
    case .character("d"), .delete: deleteSelectedPerson()
    case .character("/"):
      prompt = Prompt(purpose: .search, line: LineEditor(list.view.query.text))
    case .character("i") where importFile != nil:
      prompt = Prompt(purpose: .importFile, line: LineEditor(""))
    case .character("n"): list.cycle(forward: true)
    case .character("N"): list.cycle(forward: false)
    case .character("s"):
      list.cycleSortOrder()
      say("Sorted by \(list.view.sortOrder.label)")
    default: break
    }
    return nil
  }

  func handleDetail(_ key: KeyEvent) -> Exit? {
    if let common = handleCommon(key) { return common }
    switch key {
    case .character("j"), .down: detail.move(by: 1)
    case .character("k"), .up: detail.move(by: -1)
    case .character("g"), .home: detail.selectFirst()
    case .character("G"), .end: detail.selectLast()
    case .tab, .left, .character("h"), .escape: setFocus(.list)
    case .enter, .character("e"): startEditingSelectedField()
    case .character("a"): if detail.person?.value != nil { open(.fieldChooser) }
    case .character("d"), .delete: deleteSelectedField()
    default: break
    }
    return nil
  }

  func handleEditing(_ key: KeyEvent) {
    guard var editor = editing else { return }
    switch key {
    case .escape:
      editing = nil
    case .enter:
      editing = nil
      commit(editor)
    default:
      _ = editor.line.handle(key)
      editing = editor
    }
    detail.setNeedsDisplay()
  }

  func handlePrompt(_ key: KeyEvent) {
    guard var current = prompt else { return }
    switch (current.purpose, key) {
    case (.search, .escape):
      prompt = nil
      list.setQuery(SearchQuery(""))
    case (.search, .enter):
      prompt = nil
      if !list.view.query.isEmpty && list.view.isEmpty {
        say("No contact matches “\(current.line.text)”", isError: true)
      }
    case (.importFile, .escape):
      prompt = nil
    case (.importFile, .enter):
      prompt = nil
      importPersons(from: current.line.text)
    default:
      guard current.line.handle(key) else { return }
      prompt = current
      if current.purpose == .search { list.setQuery(SearchQuery(current.line.text)) }
    }
  }

  func handleOverlay(_ overlay: Overlay, _ key: KeyEvent) {
    switch overlay {
    case .help:
      if [.escape, .character("q"), .character("?")].contains(key) { close() }
    case .fieldChooser:
      if key == .escape { return close() }
      guard case .character(let letter) = key,
        let choice = PersonField.addable.first(where: { $0.key == letter }),
        let person = detail.person?.value
      else { return }
      close()
      let field = choice.field(person)
      if case .address(let index) = field {
        open(.form(.address(of: person, index: index)))
      } else {
        let text = field.text(in: person) ?? ""
        editing = FieldEditing(field: field, text: text, isNew: field.text(in: person) == nil)
        detail.select(field)
        setFocus(.detail)
      }
    case .form(var form):
      switch form.handle(key) {
      case .cancelled: close()
      case .editing: self.overlay = .form(form)
      case .submitted: submit(form)
      }
    }
  }

  // MARK: Actions

  private func setFocus(_ new: Focus) {
    guard focus != new else { return }
    focus = new
    list.setNeedsDisplay()
    detail.setNeedsDisplay()
  }

  private func open(_ new: Overlay) {
    overlay = new
  }

  private func close() {
    overlay = nil
    list.setNeedsDisplay()
    detail.setNeedsDisplay()
  }

  func say(_ text: String, isError: Bool = false) {
    message = (text, isError)
  }

  private func deleteSelectedPerson() {
    guard let deleted = list.deleteSelected() else { return }
    say("Deleted \(deleted.shownName) — u to undo")
  }

  private func startEditingSelectedField() {
    guard let person = detail.person?.value, let field = detail.selectedField else { return }
    if case .address(let index) = field {
      open(.form(.address(of: person, index: index)))
    } else {
      editing = FieldEditing(field: field, text: field.text(in: person) ?? "", isNew: false)
      detail.setNeedsDisplay()
    }
  }

  private func commit(_ editor: FieldEditing) {
    guard let person = detail.person?.value else { return }
    let old = editor.field.text(in: person)
    guard old != editor.line.text else { return }
    let verb = editor.isNew ? "add" : "edit"
    detail.write(editor.line.text, to: editor.field, as: "\(verb) \(editor.field.noun) of \(person.shownName)")
    detail.select(editor.field)
  }

  private func deleteSelectedField() {
    guard let person = detail.person?.value, let field = detail.selectedField else { return }
    if field == .formattedName && person.formattedName.isEmpty { return }
    detail.write(nil, to: field, as: "delete \(field.noun) of \(person.shownName)")
    say("Deleted \(field.noun) of \(person.shownName) — u to undo")
  }

  private func submit(_ form: Form) {
    var form = form
    switch form.purpose {
    case .newPerson:
      do {
        let person = try form.draft.completed()
        close()
        list.add(person)
        setFocus(.detail)
        say("Added \(person.shownName) — u to undo")
      } catch {
        form.problem = error.description
        overlay = .form(form)
      }
    case .address(let id, let index):
      close()
      guard let person = detail.person?.value, person.id == id else { return }
      let isNew = index >= person.addresses.count
      let address = form.applied(to: person.addresses[safe: index] ?? PostalAddress())
      guard isNew ? !address.singleLine.isEmpty : address != person.addresses[index] else { return }
      detail.change(as: "\(isNew ? "add" : "edit") address of \(person.shownName)") { person in
        if isNew { person.addresses.append(address) } else if person.addresses.indices.contains(index) {
          person.addresses[index] = address
        }
      }
      detail.select(.address(index))
    }
  }

  private func importPersons(from path: String) {
    guard let importFile, !path.allSatisfy(\.isWhitespace) else { return }
    do {
      let imported = try importFile(path)
      guard let first = imported.persons.first else {
        return say("Nothing to import from \(path) (\(imported.skipped) records skipped)", isError: true)
      }
      let skipped = imported.skipped == 0 ? "" : ", \(imported.skipped) skipped"
      let warning = imported.warnings.first.map { "; \($0)\(Self.more(imported.warnings.count - 1))" } ?? ""
      let count = counted(imported.persons.count, "contact")
      list.merge(imported.persons, description: "import \(count) from \(path)")
      list.select(first.id)
      say("Imported \(count)\(skipped) — u to undo\(warning)", isError: !imported.warnings.isEmpty)
    } catch {
      say("Cannot import \(path): \(error)", isError: true)
    }
  }

  private func undoOrRedo(undo: Bool) {
    guard let step = undo ? session.undo() : session.redo() else {
      return say(undo ? "Nothing to undo" : "Nothing to redo")
    }
    let book = session.book.value
    if let id = list.selectedID, step.changed.contains(id), book[id: id] != nil {
      detail.setNeedsDisplay()
    } else if let id = step.changed.sorted().first(where: { book[id: $0] != nil }) {
      if list.view.position(of: id) == nil { list.setQuery(SearchQuery("")) }
      list.select(id)
    }
    say("\(undo ? "Undid" : "Redid"): \(step.description)")
  }
}
