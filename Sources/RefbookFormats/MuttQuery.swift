import RefbookModel

/// Output for mutt's `query_command`: a first line of text, then one line
/// `email<TAB>name<TAB>extra` per email address of each matching person.
public enum MuttQuery {
  /// Formats the matches, in the order given. The extra column holds the
  /// person's organization. Tabs, line breaks and other control characters in
  /// a contact's fields become spaces, so a field can neither break mutt's
  /// columns nor reach the terminal.
  ///
  /// - Parameter persons: The persons matching the query; those without an
  ///   email add no line.
  /// - Complexity: O(*n*) in the total size of the persons' emails and names.
  public static func output(for persons: [Person]) -> String {
    var lines: [String] = []
    for person in persons {
      let name = sanitized(person.displayName)
      let extra = sanitized(person.organization.first ?? "")
      for email in person.emails {
        lines.append(sanitized(email.value) + "\t" + name + "\t" + extra)
      }
    }
    let count = lines.count == 1 ? "1 address" : "\(lines.count) addresses"
    return (["refbook: \(count) found"] + lines).map { $0 + "\n" }.joined()
  }

  /// `text` with its control characters and line separators made spaces;
  /// printable ASCII (most emails and names) as it is, without a copy.
  static func sanitized(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
      scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" ? " " : scalar
    }))
  }
}
