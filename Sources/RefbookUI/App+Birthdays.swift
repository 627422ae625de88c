import RefbookModel

/// `B`: the birthdays and anniversaries of the coming year; Enter selects
/// the contact in the list (showing every contact again if a search or a
/// book filter hid it).
extension App {
  /// Opens the view of what is coming up from today.
  ///
  /// - Complexity: O(*n* log *n*), decoding every person.
  func showBirthdays() {
    open(.birthdays(UpcomingDay.within(366, of: .today(), in: session.book.value), selected: 0))
  }

  /// Closes the view on the selected contact.
  func goToSelectedBirthday() {
    guard case .birthdays(let days, let selected) = overlay, days.indices.contains(selected) else { return close() }
    close()
    let id = days[selected].id
    if list.view.position(of: id) == nil {
      list.setQuery(SearchQuery(""))
      list.setCollection(nil)
    }
    list.select(id)
  }
}
