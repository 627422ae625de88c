import TerminalKit

/// Which overlay each command that opens one opens: the one place a new
/// overlay is opened from a key.
enum OverlayOpening {
  /// The overlay `command` opens over `app`'s panes, if it opens one and
  /// can now (`a` in the detail pane with nobody selected opens nothing).
  /// `inbox` wakes the app for work an overlay does on another thread.
  ///
  /// - Complexity: That of the overlay's making; O(1) for most.
  static func overlay(openedBy command: Command, with app: CommandContext, wakingThrough inbox: LoopInbox) -> (any Overlay)? {
    switch command {
    case .addPerson: FormOverlay(.newPerson())
    case .addField: app.detail.person?.value == nil ? nil : FieldChooserOverlay()
    case .editField: app.detail.selectedField.flatMap(app.detail.edit)
    case .moveToBook: BookChooserOverlay(movingSelectedWith: app)
    case .showHelp: HelpOverlay()
    case .showMessages: MessagesOverlay()
    case .showBirthdays: BirthdaysOverlay(in: app.book)
    case .showCategories: CategoriesOverlay(with: app)
    case .showDuplicates: DuplicatesOverlay(lookingIn: app.book, wakingThrough: inbox)
    case .mergeMarked: MergePreviewOverlay(mergingMarkedWith: app)
    default: nil
    }
  }
}
