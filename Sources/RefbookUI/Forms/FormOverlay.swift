import RefbookModel
import TerminalKit

/// A ``Form`` over the panes: a new person (`a` in the list), or an
/// address of the shown one. Nothing reaches the book until it is
/// submitted and valid; then it is written through the panes' refs.
struct FormOverlay: Overlay {
  var form: Form

  init(_ form: Form) {
    self.form = form
  }

  var mode: KeyMap.Mode { .form }

  mutating func perform(_ command: Command, with app: CommandContext) -> OverlayOutcome? {
    switch command {
    case .submitForm: return submit(with: app)
    case .nextFormField, .previousFormField: form.moveFocus(forward: command == .nextFormField)
    default:
      guard let edit = command.lineEdit else { return nil }
      form.edit(edit)
    }
    return .stays
  }

  /// Types a printable key into the focused field.
  mutating func type(_ key: KeyEvent, with app: CommandContext) -> OverlayOutcome {
    if case .character(let character) = key { form.edit(.insert(character)) }
    return .stays
  }

  mutating func arrange(in region: Region, with app: CommandContext) {
    form.arrange(in: region)
  }

  func draw(on screen: some Screen, in region: Region, with app: CommandContext) {
    form.draw(on: screen, in: region)
  }

  /// A new person is added (among several books, once the book is
  /// chosen), or stays in the form with what is missing; an address is
  /// written to the person.
  private mutating func submit(with app: CommandContext) -> OverlayOutcome {
    switch form.purpose {
    case .newPerson:
      do {
        let person = try form.draft.completed()
        guard app.collections.count < 2 else { return .becomes(BookChooserOverlay(adding: person)) }
        app.add(person, in: nil)
        return .closes
      } catch {
        form.problem = error.description
        return .stays
      }
    case .address(let id, let index):
      app.detail.saveAddress(from: form, at: index, of: id)
      return .closes
    }
  }
}
