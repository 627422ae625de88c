import RefbookModel

/// Output for mutt's `query_command`: a first line of text, then one line
/// `email<TAB>name<TAB>extra` per email address of each matching person.
public enum MuttQuery {
  /// Formats the matches (see ``QueryIndex/Entry``), in the order given.
  /// The extra column holds the person's organization. Tabs, line breaks
  /// and other control characters in a contact's fields become spaces, so a
  /// field can neither break mutt's columns nor reach the terminal.
  ///
  /// - Parameter entries: The persons matching the query; those without an
  ///   email add no line.
  /// - Complexity: O(*n*) in the total size of the entries.
  public static func output(for entries: [QueryIndex.Entry]) -> String {
    var lines = ""
    var count = 0
    for entry in entries where !entry.emails.isEmpty {
      let tail = "\t" + sanitized(entry.name) + "\t" + sanitized(entry.organization) + "\n"
      for email in entry.emails {
        lines += sanitized(email)
        lines += tail
        count += 1
      }
    }
    return "refbook: \(count == 1 ? "1 address" : "\(count) addresses") found\n" + lines
  }

  /// `text` with its control characters (general category Cc: U+0000–U+001F,
  /// U+007F–U+009F) and line separators (U+2028, U+2029) made spaces; text
  /// without any (most emails and names, in any script) as it is, without a
  /// copy.
  static func sanitized(_ text: String) -> String {
    guard needsSanitizing(text) else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
      scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" ? " " : scalar
    }))
  }

  /// Whether `text` holds a scalar ``sanitized(_:)`` replaces, told from
  /// its UTF-8 bytes: a byte below 0x20 or 0x7F, `C2 80`–`C2 9F`, or
  /// `E2 80 A8`–`E2 80 A9` (in UTF-8, `C2` and `E2` only ever lead).
  private static func needsSanitizing(_ text: String) -> Bool {
    var (beforeLast, last): (UInt8, UInt8) = (0, 0)
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x7F || last == 0xC2 && byte < 0xA0 && byte >= 0x80
        || beforeLast == 0xE2 && last == 0x80 && (byte == 0xA8 || byte == 0xA9)
      {
        return true
      }
      (beforeLast, last) = (last, byte)
    }
    return false
  }
}
