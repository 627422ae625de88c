/// `"1 contact"`, `"2 contacts"`: a count with its noun (the app's status
/// line and the command line's summaries say counts the same way).
///
/// - Complexity: O(1).
public func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// ` (and 2 more)`, or nothing for none: after the first of several
/// notices or warnings said on one line.
///
/// - Complexity: O(1).
func andMore(_ count: Int) -> String {
  count > 0 ? " (and \(count) more)" : ""
}
