#if canImport(Glibc)
import Glibc
#endif

/// A day of the year, with the year when it is known: what a vCard `BDAY`
/// or `ANNIVERSARY` holds (`1990-05-17`, `19900517`, `--0517`, `--05-17`, a
/// date-time whose date part is one of those).
public struct CalendarDate: Hashable, Sendable {
  public var year: Int?
  public var month: Int
  public var day: Int

  public init(year: Int?, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The date `text` writes, or `nil` when it is none of the forms above
  /// (free text such as `circa 1800`, a month that does not exist).
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public init?(vCard text: String) {
    var value = Substring(text.trimmingASCIISpaces())
    if let time = value.firstIndex(of: "T") { value = value[..<time] }
    let digits = value.filter { $0 != "-" }
    guard digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
    if value.hasPrefix("--") {
      guard digits.count == 4 else { return nil }
      year = nil
    } else {
      guard digits.count == 8 else { return nil }
      year = Int(digits.prefix(4))
    }
    month = Int(digits.suffix(4).prefix(2)) ?? 0
    day = Int(digits.suffix(2)) ?? 0
    guard (1...12).contains(month), (1...Self.days(inMonth: month, year: year ?? 2000)).contains(day) else { return nil }
  }

  /// Days in `month` of `year` (Gregorian).
  static func days(inMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The day number since 0001-01-01 of `year`-`month`-`day` (proleptic
  /// Gregorian), to count days between dates.
  static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let m = month <= 2 ? month + 12 : month
    return 365 * y + y / 4 - y / 100 + y / 400 + (153 * (m - 3) + 2) / 5 + day
  }
}

extension CalendarDate {
  /// Today in the local time zone.
  ///
  /// - Complexity: O(1).
  public static func today() -> CalendarDate {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    return CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
  }
}

extension String {
  fileprivate func trimmingASCIISpaces() -> String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
