/// A birthday or anniversary coming up: whose, which, how many days to go,
/// and the age or number of years it marks when the year is known.
public struct UpcomingDay: Hashable, Sendable {
  public enum Kind: String, Sendable {
    case birthday, anniversary
  }

  public var id: Person.ID
  public var name: String
  public var kind: Kind
  public var date: CalendarDate
  /// 0 today, 1 tomorrow….
  public var daysToGo: Int
  /// The age it turns, or the years it marks; `nil` without a year.
  public var years: Int?

  /// The birthdays (`BDAY`) and anniversaries (`ANNIVERSARY`, or 3.0's
  /// `X-ANNIVERSARY`) of `persons`
  /// within `days` days of `today` (today included), soonest first, then
  /// by name. A February 29 falls on February 28 in years without one.
  ///
  /// ```swift
  /// UpcomingDay.within(30, of: CalendarDate(year: 2026, month: 11, day: 24), in: book)
  /// ```
  ///
  /// - Complexity: O(*n* log *n*) for *n* persons, each decoded.
  public static func within(_ days: Int, of today: CalendarDate, in persons: some Sequence<Person>) -> [UpcomingDay] {
    guard let year = today.year else { return [] }
    let todayNumber = CalendarDate.dayNumber(year: year, month: today.month, day: today.day)
    var upcoming: [UpcomingDay] = []
    for person in persons {
      for (kind, text) in [(Kind.birthday, person.birthday), (.anniversary, person.anniversary ?? "")] {
        guard let date = CalendarDate(vCard: text) else { continue }
        for candidate in [year, year + 1] {
          let day = min(date.day, CalendarDate.days(inMonth: date.month, year: candidate))
          let distance = CalendarDate.dayNumber(year: candidate, month: date.month, day: day) - todayNumber
          guard distance >= 0 else { continue }
          if distance <= days {
            upcoming.append(UpcomingDay(
              id: person.id, name: person.displayName, kind: kind, date: date, daysToGo: distance,
              years: date.year.map { candidate - $0 }))
          }
          break
        }
      }
    }
    return upcoming.sorted { ($0.daysToGo, $0.name, $0.kind.rawValue) < ($1.daysToGo, $1.name, $1.kind.rawValue) }
  }
}

extension UpcomingDay {
  /// `today`, `tomorrow`, `in 6 days`.
  public var when: String {
    daysToGo == 0 ? "today" : daysToGo == 1 ? "tomorrow" : "in \(daysToGo) days"
  }

  /// The month and day, `11-30`.
  public var monthDay: String {
    (date.month < 10 ? "0" : "") + "\(date.month)-" + (date.day < 10 ? "0" : "") + "\(date.day)"
  }

  /// `birthday (turns 36)`, `anniversary (10 years)`, `birthday`.
  public var what: String {
    switch (kind, years) {
    case (.birthday, let years?): "birthday (turns \(years))"
    case (.anniversary, let years?): "anniversary (\(years) years)"
    case (let kind, nil): kind.rawValue
    }
  }
}
