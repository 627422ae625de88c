import RefbookModel
import TerminalKit

extension App {
  /// The mode whose bindings a key is looked up in: what is open, else the
  /// focused pane.
  var keyMode: KeyMap.Mode {
    if confirmation != nil { return .confirmation }
    if detail.editor != nil { return .fieldEditor }
    if list.searchLine != nil { return .search }
    if pathPrompt != nil { return .pathPrompt }
    switch overlay {
    case .help: return .help
    case .messages: return .messages
    case .birthdays, .categories, .duplicates: return .picker
    case .mergePreview: return .mergePreview
    case .fieldChooser: return .fieldChooser
    case .bookChooser: return .bookChooser
    case .form: return .form
    case nil: return focus == .list ? .list : .detail
    }
  }

  /// A key ``KeyMap`` does not bind in `mode`: typed into the open line
  /// editor or form, or a letter of the field chooser; ignored elsewhere.
  /// The mouse, which no key binds, goes to `App+Mouse`.
  func handleUnbound(_ key: KeyEvent, in mode: KeyMap.Mode) {
    if case .mouse(let event) = key { return handleMouse(event, in: mode) }
    switch mode {
    case .fieldEditor:
      detail.type(key)
    case .search: list.typeSearch(key)
    case .pathPrompt: _ = pathPrompt?.line.handle(key)
    case .fieldChooser:
      guard case .character(let letter) = key,
        let choice = PersonField.addable.first(where: { $0.key == letter })
      else { return }
      addField(choice.field)
    case .bookChooser:
      guard case .bookChooser(let choice) = overlay, case .character(let digit) = key,
        let number = Int(String(digit)), collections.indices.contains(number - 1)
      else { return }
      close()
      choose(collections[number - 1], for: choice)
    case .confirmation:
      _ = perform(.decline)
    case .form:
      guard case .form(var form) = overlay else { return }
      form.type(key)
      overlay = .form(form)
    case .anywhere, .list, .detail, .help, .messages, .picker, .mergePreview:
      break
    }
  }

  /// Adds the field `field` names on the shown person: a form for an
  /// address, the field editor on a new line for the rest.
  private func addField(_ field: (Person) -> PersonField) {
    guard let person = detail.person?.value else { return }
    close()
    edit(field(person), of: person)
    setFocus(.detail)
  }
}
