import RefbookModel
import TerminalKit

/// `B`: the birthdays and anniversaries of the coming year (see
/// ``BirthdaysView``); Enter selects the contact in the list, showing
/// every contact again if a search or a book filter hid it.
struct BirthdaysOverlay: PickerOverlay {
  let days: [UpcomingDay]
  var selected = 0

  /// What is coming up from today in `book`.
  ///
  /// - Complexity: O(*n* log *n*), decoding every person.
  init(in book: Addressbook) {
    days = UpcomingDay.within(366, of: .today(), in: book)
  }

  var count: Int { days.count }

  func choose(with app: CommandContext) -> OverlayOutcome {
    guard days.indices.contains(selected) else { return .closes }
    let id = days[selected].id
    if app.list.view.position(of: id) == nil {
      app.list.setQuery(SearchQuery(""))
      app.list.setCollection(nil)
    }
    app.list.select(id)
    return .closes
  }

  func draw(on screen: some Screen, in region: Region, with app: CommandContext) {
    BirthdaysView.draw(days, selected: selected, on: screen, in: region)
  }
}
