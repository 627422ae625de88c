/// A phone number as duplicates are found by: its digits, in international
/// form when the number says its country.
///
/// - `+49 30 1234567`, `0049 (30) 123-4567` and `+49-30-1234567` are all
///   `+49301234567`: a leading `+` or `00` (the international call prefix
///   of most of the world) starts the country code.
/// - A national number, with its trunk prefix `0` (`030 1234567`), does
///   not say its country. Without a `countryCode` it is kept as its digits
///   (`0301234567`) and matches only the same national form: no country is
///   guessed, since `030 1234567` is a different line in every country.
///   With a `countryCode` (`49`) the `0` is dropped and the code put in
///   front (`+49301234567`), the rule of most of Europe, the UK, Japan and
///   others; it is wrong for Italy, where the `0` stays (leave it unset
///   there, or write numbers with their `+39`).
/// - Any other number (`555-1234`, no prefix) is kept as its digits.
/// - Numbers of fewer than five digits (blanks, extensions, short codes)
///   give no key: they would group unrelated contacts.
enum PhoneNumberKey {
  /// The key of `number` (`nil` below five digits), reading a national
  /// number as one of `countryCode` (its digits, without `+`) when given.
  ///
  /// - Complexity: O(*m*) in the length of `number`.
  static func normalized(_ number: String, countryCode: String?) -> String? {
    let digits = SearchText.digits(of: number)
    guard digits.utf8.count >= 5 else { return nil }
    if number.trimmingWhitespace().hasPrefix("+") { return "+" + digits }
    if digits.hasPrefix("00") { return "+" + digits.dropFirst(2) }
    if digits.hasPrefix("0"), let countryCode, !countryCode.isEmpty { return "+" + countryCode + digits.dropFirst() }
    return digits
  }
}
