extension CalendarDate {
  /// The whole years from this date to `day`: an age on `day`, or the
  /// years an anniversary marks. `nil` when either date has no year or
  /// `day` comes before this date. A February 29 counts its years on
  /// March 1 in years without one.
  ///
  /// ```swift
  /// CalendarDate(year: 1962, month: 3, day: 16).years(to: CalendarDate(year: 2026, month: 3, day: 15))  // 63
  /// ```
  ///
  /// - Complexity: O(1).
  public func years(to day: CalendarDate) -> Int? {
    guard let year, let end = day.year else { return nil }
    let years = end - year - ((day.month, day.day) < (month, self.day) ? 1 : 0)
    return years >= 0 ? years : nil
  }
}
