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
    var digits: [UInt8] = []
    digits.reserveCapacity(number.utf8.count)
    for byte in number.utf8 where (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { digits.append(byte) }
    guard digits.count >= 5 else { return nil }
    let international = number.utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } == UInt8(ascii: "+")
    let zero = UInt8(ascii: "0")
    if international { return "+" + String(decoding: digits, as: UTF8.self) }
    if digits[0] == zero, digits[1] == zero { return "+" + String(decoding: digits.dropFirst(2), as: UTF8.self) }
    if digits[0] == zero, let countryCode, !countryCode.isEmpty {
      return "+" + countryCode + String(decoding: digits.dropFirst(), as: UTF8.self)
    }
    return String(decoding: digits, as: UTF8.self)
  }
}
