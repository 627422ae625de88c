import RefbookModel
import TerminalKit

/// Which of several books, by number (see ``BookChooser``), over the
/// detail pane: for a new person, or to move the selected one (`M`), each
/// one undo step written through the list's refs.
struct BookChooserOverlay: Overlay {
  let choice: BookChooser.Choice

  /// Asks which book the new `person` goes to.
  init(adding person: Person) {
    choice = .add(person)
  }

  /// Asks which book the person selected in the list moves to; `nil`,
  /// having said why, with one book open or nobody selected.
  init?(movingSelectedWith app: CommandContext) {
    guard app.collections.count > 1 else {
      app.say(Self.oneBookOpen, isError: true)
      return nil
    }
    guard let id = app.list.selectedID, let person = app.book.outline(id: id) else { return nil }
    choice = .move(id, name: person.shownName)
  }

  /// What the keys for several books say with one open.
  static let oneBookOpen = "Only one book is open (--book twice opens two)"

  var mode: KeyMap.Mode { .bookChooser }

  func region(in layout: Layout) -> Region { layout.aside }

  /// A book's number (1 to 9, ``Command/chooseBook``) chooses it; a number
  /// no book has does nothing.
  func perform(_ command: Command, with app: CommandContext) -> OverlayOutcome? {
    guard let index = Command.chooseBook.firstIndex(of: command) else { return nil }
    guard app.collections.indices.contains(index) else { return .stays }
    let collection = app.collections[index]
    switch choice {
    case .add(let person):
      app.add(person, in: collection)
    case .move(let id, let name):
      if app.list.move(id, to: collection) {
        app.say("Moved \(name) to \(collection) — u to undo")
      } else {
        app.say("\(name) is in \(collection) already")
      }
    }
    return .closes
  }

  /// A click on a line picks it, as its number does.
  func point(_ event: MouseEvent, in region: Region, with app: CommandContext) -> OverlayOutcome {
    guard let line = event.menuLine(in: region), Command.chooseBook.indices.contains(line) else { return .stays }
    return perform(Command.chooseBook[line], with: app) ?? .stays
  }

  func draw(on screen: some Screen, in region: Region, with app: CommandContext) {
    BookChooser.draw(choice, books: app.collections, on: screen, in: region)
  }
}
