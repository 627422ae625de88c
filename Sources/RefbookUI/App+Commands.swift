import RefbookModel
import TerminalKit

extension App {
  private var pageSize: Int {
    max(1, terminal.size.rows - 3)
  }

  /// Carries out `command`, which ``KeyMap`` found for a key; returns why
  /// to stop, if it says so.
  ///
  /// - Complexity: O(log n) for a book of n persons, except a search or an
  ///   import, which touch every person.
  func perform(_ command: Command) -> Exit? {
    switch command {
    case .moveDown: moveFocused(by: 1)
    case .moveUp: moveFocused(by: -1)
    case .pageDown: moveFocused(by: pageSize)
    case .pageUp: moveFocused(by: -pageSize)
    case .moveToFirst: if focus == .list { list.selectFirst() } else { detail.selectFirst() }
    case .moveToLast: if focus == .list { list.selectLast() } else { detail.selectLast() }
    case .focusDetail: setFocus(.detail)
    case .focusList: setFocus(.list)
    case .addPerson: open(.form(.newPerson()))
    case .deletePerson: deleteSelectedPerson()
    case .moveToBook: chooseBookForSelectedPerson()
    case .cycleBook: showNextBook()
    case .editInEditor: editInEditor()
    case .toggleMark: list.toggleMarkAndMoveDown()
    case .markAllShown:
      list.markAllShown()
      say("\(counted(list.marks.count, "contact")) marked — d deletes them, E edits them, x exports them, - clears")
    case .clearMarks: list.clearMarks()
    case .search: list.startSearch()
    case .clearFilter: if !list.view.query.isEmpty { list.setQuery(SearchQuery("")) }
    case .nextMatch: list.cycle(forward: true)
    case .previousMatch: list.cycle(forward: false)
    case .cycleSortOrder:
      list.cycleSortOrder()
      say("Sorted by \(list.view.sortOrder.label)")
    case .importFile: if importFile != nil { pathPrompt = PathPrompt(purpose: .importing) }
    case .exportMarked:
      guard exportFile != nil else { break }
      guard !list.marks.isEmpty else {
        say("Mark contacts first (Space, or * for all shown)", isError: true)
        break
      }
      pathPrompt = PathPrompt(purpose: .exporting(list.markedPersons))
    case .editField: startEditingSelectedField()
    case .addField: if detail.person?.value != nil { open(.fieldChooser) }
    case .deleteField: deleteSelectedField()
    case .confirm:
      let action = confirmation?.action
      confirmation = nil
      action?()
    case .decline:
      if let declined = confirmation?.declined { say(declined) }
      confirmation = nil
    case .undo: undoOrRedo(undo: true)
    case .redo: undoOrRedo(undo: false)
    case .saveEdit: detail.stopEditing(commit: true)
    case .cancelEdit: detail.stopEditing(commit: false)
    case .submitForm: if case .form(let form) = overlay { submit(form) }
    case .cancelForm: close()
    case .nextFormField, .previousFormField:
      guard case .form(var form) = overlay else { break }
      form.moveFocus(forward: command == .nextFormField)
      overlay = .form(form)
    case .keepSearch:
      let text = list.searchLine?.text ?? ""
      list.stopSearch(keepingFilter: true)
      if !list.view.query.isEmpty && list.view.isEmpty { say("No contact matches “\(text)”", isError: true) }
    case .cancelSearch: list.stopSearch(keepingFilter: false)
    case .submitPath:
      guard let prompt = pathPrompt else { break }
      pathPrompt = nil
      switch prompt.purpose {
      case .importing: importPersons(from: prompt.line.text)
      case .exporting(let persons): export(persons, to: prompt.line.text)
      }
    case .cancelPath: pathPrompt = nil
    case .showHelp: open(.help(scroll: 0))
    case .showMessages: open(.messages(scroll: 0))
    case .showBirthdays: showBirthdays()
    case .showCategories: showCategories()
    case .overlayDown, .overlayUp:
      let step = command == .overlayDown ? 1 : -1
      if case .help(let scroll) = overlay {
        let rows = layout?.body.rows ?? 0
        let maximum = KeyMap.$current.withValue(keyMap) { KeyHelp.maximumScroll(rows: rows) }
        overlay = .help(scroll: min(max(0, scroll + step), maximum))
      } else if case .messages(let scroll) = overlay, let body = layout?.body {
        let maximum = KeyMap.$current.withValue(keyMap) { MessageHistoryView.maximumScroll(of: messages, in: body) }
        overlay = .messages(scroll: min(max(0, scroll + step), maximum))
      } else if case .birthdays(let days, let selected) = overlay {
        overlay = .birthdays(days, selected: min(max(0, selected + step), max(0, days.count - 1)))
      } else if case .duplicates(let groups?, let selected) = overlay {
        overlay = .duplicates(groups, selected: min(max(0, selected + step), max(0, groups.count - 1)))
      } else if case .categories(let categories, let selected) = overlay {
        overlay = .categories(categories, selected: min(max(0, selected + step), categories.count))
      }
    case .chooseInOverlay:
      switch overlay {
      case .categories: showSelectedCategory()
      case .duplicates: previewMergeOfSelectedGroup()
      default: goToSelectedBirthday()
      }
    case .showDuplicates: showDuplicates()
    case .mergeMarked: previewMergeOfMarked()
    case .applyMerge: applyMerge()
    case .closeOverlay, .cancelChoice: close()
    case .redraw:
      terminal.invalidate()
      needsFullRedraw = true
    case .suspend:
      terminal.suspend()
      needsFullRedraw = true
    case .quit: return .quit
    }
    return nil
  }

  // MARK: Actions

  private func moveFocused(by delta: Int) {
    if focus == .list { list.move(by: delta) } else { detail.move(by: delta) }
  }

  func setFocus(_ new: Focus) {
    guard focus != new else { return }
    focus = new
  }

  func open(_ new: Overlay) {
    overlay = new
  }

  /// Closes the overlay; the next frame repaints what it covered.
  func close() {
    overlay = nil
    needsFullRedraw = true
  }

  /// Shows `text` on the status line until the next key, and keeps it in
  /// the message history.
  func say(_ text: String, isError: Bool = false) {
    let said = Message(text: text, isError: isError)
    message = said
    messages.record(said)
  }

  /// Deletes the marked persons, else the selected one; first asks, when
  /// the app confirms deletions.
  private func deleteSelectedPerson() {
    guard confirmsDelete else { return deleteSelectedPersonNow() }
    let what = list.marks.isEmpty ? list.selection?.value?.shownName : counted(list.marks.count, "marked contact")
    guard let what else { return }
    confirmation = Confirmation(question: "Delete \(what)?", declined: "Nothing deleted") { [unowned self] in
      deleteSelectedPersonNow()
    }
  }

  private func deleteSelectedPersonNow() {
    guard list.marks.isEmpty else {
      let count = list.deleteMarked()
      return say("Deleted \(counted(count, "marked contact")) — u to undo")
    }
    guard let deleted = list.deleteSelected() else { return }
    say("Deleted \(deleted.shownName) — u to undo")
  }

  private func startEditingSelectedField() {
    guard let person = detail.person?.value, let field = detail.selectedField else { return }
    edit(field, of: person)
  }

  /// Opens the editor for `field` of `person`: the address form for an
  /// address, the detail pane's field editor for the rest.
  func edit(_ field: PersonField, of person: Person) {
    if case .address(let index) = field {
      open(.form(.address(of: person, index: index)))
    } else {
      detail.startEditing(field)
    }
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
        guard collections.count < 2 else { return open(.bookChooser(.add(person))) }
        add(person, in: nil)
      } catch {
        form.problem = error.description
        overlay = .form(form)
      }
    case .address(let id, let index):
      close()
      detail.saveAddress(from: form, at: index, of: id)
    }
  }

  private func export(_ persons: [Person], to path: String) {
    guard let exportFile, !path.allSatisfy(\.isWhitespace) else { return }
    do {
      say("Exported \(try exportFile(persons, path)) to \(path)")
    } catch {
      say("Cannot export to \(path): \(error)", isError: true)
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
    // The panes' observers redraw what the step changed; when the selected
    // person is not among what is left of it, select the first that is.
    let book = session.book.value
    let selectedChanged = list.selectedID.map { step.changed.contains($0) && book[id: $0] != nil } ?? false
    if !selectedChanged, let id = step.changed.sorted().first(where: { book[id: $0] != nil }) {
      if list.view.position(of: id) == nil { list.setQuery(SearchQuery("")) }
      list.select(id)
    }
    say("\(undo ? "Undid" : "Redid"): \(step.description)")
  }
}
