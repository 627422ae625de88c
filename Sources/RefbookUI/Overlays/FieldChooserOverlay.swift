import RefbookModel
import TerminalKit

/// `a` in the detail pane: which field to add to the shown person, by the
/// key the key map gives it (see ``FieldChooser``), over the detail pane;
/// the field is then edited (an address in its form, the rest in place).
struct FieldChooserOverlay: Overlay {
  var mode: KeyMap.Mode { .fieldChooser }

  func region(in layout: Layout) -> Region { layout.aside }

  /// A command that adds a field (``PersonField/added(by:to:)``) adds it.
  func perform(_ command: Command, with app: CommandContext) -> OverlayOutcome? {
    guard let person = app.detail.person?.value, let field = PersonField.added(by: command, to: person) else { return nil }
    app.focus(.detail)
    return app.detail.edit(field).map(OverlayOutcome.becomes) ?? .closes
  }

  /// A click on a line picks it, as its key does.
  func point(_ event: MouseEvent, in region: Region, with app: CommandContext) -> OverlayOutcome {
    guard let line = event.menuLine(in: region), let choice = FieldChooser.choices[safe: line] else { return .stays }
    return perform(choice.command, with: app) ?? .stays
  }

  func draw(on screen: some Screen, in region: Region, with app: CommandContext) {
    FieldChooser.draw(on: screen, in: region)
  }
}
