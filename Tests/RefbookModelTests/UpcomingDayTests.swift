import RefbookModel
import VCard
import Testing

/// Birthdays and anniversaries from today: every vCard date form, year-less
/// dates, leap days, the turn of the year, and the order.
@Suite struct UpcomingDayTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 24)

  static func person(_ id: String, birthday: String = "", anniversary: String? = nil) -> Person {
    var person = Person(id: id, formattedName: id.capitalized)
    person.birthday = birthday
    if let anniversary { person.otherProperties = [VCardProperty(name: "ANNIVERSARY", value: anniversary)] }
    return person
  }

  @Test(arguments: [
    ("1990-11-30", 1990), ("19901130", 1990), ("--1130", nil), ("--11-30", nil), ("1990-11-30T08:00:00Z", 1990),
  ] as [(String, Int?)])
  func everyFormReads(text: String, year: Int?) {
    #expect(CalendarDate(vCard: text) == CalendarDate(year: year, month: 11, day: 30))
    let upcoming = UpcomingDay.within(30, of: Self.today, in: [Self.person("ann", birthday: text)])
    #expect(upcoming.map(\.daysToGo) == [6])
    #expect(upcoming.first?.years == year.map { 2026 - $0 })
  }

  @Test func yearsCountWholeYearsOnlyWhenBothYearsAreKnown() {
    let born = CalendarDate(year: 1962, month: 3, day: 16)
    #expect(born.years(to: CalendarDate(year: 2026, month: 3, day: 15)) == 63)
    #expect(born.years(to: CalendarDate(year: 2026, month: 3, day: 16)) == 64)
    #expect(born.years(to: CalendarDate(year: 1962, month: 3, day: 16)) == 0)
    #expect(born.years(to: CalendarDate(year: 1961, month: 12, day: 31)) == nil)
    #expect(born.years(to: CalendarDate(year: nil, month: 3, day: 16)) == nil)
    #expect(CalendarDate(year: nil, month: 3, day: 16).years(to: Self.today) == nil)
    let leap = CalendarDate(year: 2000, month: 2, day: 29)
    #expect(leap.years(to: CalendarDate(year: 2001, month: 2, day: 28)) == 0)
    #expect(leap.years(to: CalendarDate(year: 2001, month: 3, day: 1)) == 1)
  }

  @Test func theFirstAnniversaryPropertyIsTheAnniversary() {
    var person = Self.person("ann")
    #expect(person.anniversary == nil)
    person.otherProperties = [
      VCardProperty(name: "X-FOO", value: "1"), VCardProperty(name: "X-ANNIVERSARY", value: "2001-06-02"),
      VCardProperty(name: "ANNIVERSARY", value: "2002-06-02"),
    ]
    #expect(person.anniversary == "2001-06-02")
  }

  @Test func textThatIsNoDateIsPassedOver() {
    for text in ["circa 1800", "1990-13-01", "1990-02-30", "--0230", "", "1990"] {
      #expect(CalendarDate(vCard: text) == nil, "\(text)")
    }
  }

  @Test func theTurnOfTheYearLeapDaysAndTheOrder() {
    let persons = [
      Self.person("zed", birthday: "2000-01-02"),
      Self.person("leap", birthday: "1996-02-29"),
      Self.person("today", birthday: "--1124", anniversary: "2016-11-24"),
      Self.person("past", birthday: "1980-11-23"),
    ]
    let upcoming = UpcomingDay.within(366, of: Self.today, in: persons)
    #expect(upcoming.map(\.id) == ["today", "today", "zed", "leap", "past"])
    #expect(upcoming[0].kind == .anniversary && upcoming[0].years == 10)
    #expect(upcoming[1].kind == .birthday && upcoming[1].years == nil)
    #expect(upcoming[2].daysToGo == 39 && upcoming[2].years == 27, "turns 27 on 2027-01-02")
    // 2027 has no February 29: the leap-day birthday falls on the 28th.
    #expect(upcoming[3].daysToGo == CalendarDateDistance.days(from: Self.today, to: (2027, 2, 28)))
    #expect(upcoming[4].daysToGo == 364, "yesterday's comes back next year")
    #expect(UpcomingDay.within(10, of: Self.today, in: persons).map(\.id) == ["today", "today"])
  }
}

/// Days between dates, counted the slow way, for the tests.
enum CalendarDateDistance {
  static func days(from start: CalendarDate, to end: (year: Int, month: Int, day: Int)) -> Int {
    var (year, month, day) = (start.year!, start.month, start.day)
    var count = 0
    while (year, month, day) != end {
      let length = [31, year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
      day += 1
      if day > length { (month, day) = (month + 1, 1) }
      if month > 12 { (year, month) = (year + 1, 1) }
      count += 1
    }
    return count
  }
}
