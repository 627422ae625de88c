/// `"1 contact"`, `"2 contacts"`: a count with its noun (the app's status
/// line and the command line's summaries say counts the same way).
///
/// - Complexity: O(1).
public func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
