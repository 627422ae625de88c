import RefbookModel
import TerminalKit

/// `a` in the detail pane: which field to add to the shown person, by
/// letter (see ``FieldChooser``), over the detail pane; the field is then
/// edited (an address in its form, the rest in place).
struct FieldChooserOverlay: Overlay {
  var mode: KeyMap.Mode { .fieldChooser }

  func region(in layout: Layout) -> Region { layout.detail }

  func perform(_ command: Command, with app: CommandContext) -> OverlayOutcome? { nil }

  /// A letter of ``PersonField/addable`` adds its field; other keys do nothing.
  func type(_ key: KeyEvent, with app: CommandContext) -> OverlayOutcome {
    guard case .character(let letter) = key, let choice = PersonField.addable.first(where: { $0.key == letter }),
      let person = app.detail.person?.value
    else { return .stays }
    app.focus(.detail)
    return app.detail.edit(choice.field(person)).map(OverlayOutcome.becomes) ?? .closes
  }

  /// A click on a line picks it, as its letter does.
  func point(_ event: MouseEvent, in region: Region, with app: CommandContext) -> OverlayOutcome {
    guard let line = event.menuLine(in: region), let choice = PersonField.addable[safe: line] else { return .stays }
    return type(.character(choice.key), with: app)
  }

  func draw(on screen: some Screen, in region: Region, with app: CommandContext) {
    FieldChooser.draw(on: screen, in: region)
  }
}
