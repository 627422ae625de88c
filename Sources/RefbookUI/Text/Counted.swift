/// `"1 contact"`, `"2 contacts"`, `"1,000 contacts"`: a count with its
/// noun, the count grouped (see ``grouped(_:)``); the app's status line and
/// the command line's summaries say counts the same way.
///
/// - Complexity: O(1).
public func counted(_ count: Int, _ noun: String) -> String {
  "\(grouped(count)) \(noun)\(count == 1 ? "" : "s")"
}

/// `"1,000"`: `count` in digits, its thousands set apart by commas, as the
/// app says counts.
///
/// - Complexity: O(1).
public func grouped(_ count: Int) -> String {
  let digits = Array(String(count.magnitude))
  var text = count < 0 ? "-" : ""
  for (index, digit) in digits.enumerated() {
    if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
    text.append(digit)
  }
  return text
}

/// ` (and 2 more)`, or nothing for none: after the first of several
/// notices or warnings said on one line.
///
/// - Complexity: O(1).
func andMore(_ count: Int) -> String {
  count > 0 ? " (and \(count) more)" : ""
}
