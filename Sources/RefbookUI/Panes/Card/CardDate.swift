import RefbookModel

/// Dates as the card writes them: the day in words with the years it
/// marks, `16 March 1962 (64)`; text that is no date as it is.
enum CardDate {
  /// A birthday (`BDAY` as written) with the age on `today`.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func birthday(_ text: String, today: CalendarDate) -> String {
    written(text) { date in date.years(to: today).map { " (\($0))" } }
  }

  /// An anniversary (`ANNIVERSARY` as written) with the years it marks on
  /// `today`: `2 June 1990 (35 years)`.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func anniversary(_ text: String, today: CalendarDate) -> String {
    written(text) { date in date.years(to: today).map { " (\(counted($0, "year")))" } }
  }

  private static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]

  /// `text`'s date in words (`16 March 1962`, `16 March` without a year)
  /// followed by what `years` adds; `text` itself when it is no date.
  private static func written(_ text: String, years: (CalendarDate) -> String?) -> String {
    guard let date = CalendarDate(vCard: text) else { return text }
    let day = "\(date.day) \(months[date.month - 1])" + (date.year.map { " \($0)" } ?? "")
    return day + (years(date) ?? "")
  }
}
