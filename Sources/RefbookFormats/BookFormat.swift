/// The address-book file formats refbook imports, told apart by content.
public enum BookFormat: String, CaseIterable, Sendable {
  case vcard
  case abook
  case csv
  /// mutt's alias file (see ``MuttAliases``).
  case mutt
  /// LDIF, as Thunderbird exports it (see ``LDIFFormat``).
  case ldif

  /// Guesses the format of a file from its first meaningful line:
  /// `BEGIN:VCARD` (any case) is vCard; a `[format]` or `[0]` section header
  /// or a `#` comment line followed by one is abook; an `alias`, `set` or
  /// `source` line is a mutt alias file (or a muttrc holding aliases); a
  /// `dn:` or `version:` line is LDIF; a line with a comma is a CSV header. Blank lines and a
  /// byte-order mark are skipped.
  ///
  /// - Returns: `nil` when no rule matches (the caller asks for `--format`).
  /// - Complexity: O(*k*) in the length of the lines before the first match.
  public static func sniff(_ text: String) -> BookFormat? {
    // Line by line from the start, not split whole: the first line that says something decides.
    var rest = text[...]
    while !rest.isEmpty {
      let end = rest.firstIndex(where: \.isNewline) ?? rest.endIndex
      let rawLine = rest[..<end]
      rest = rest[end...].dropFirst()
      let line = rawLine.drop { $0 == "\u{FEFF}" }.trimmingWhitespace()
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.uppercased().hasPrefix("BEGIN:VCARD") { return .vcard }
      if line.hasPrefix("["), line.hasSuffix("]") { return .abook }
      if line.lowercased().hasPrefix("dn:") || line.lowercased().hasPrefix("version:") { return .ldif }
      if ["alias", "set", "source"].contains(where: { line.hasPrefix($0 + " ") || line.hasPrefix($0 + "\t") }) { return .mutt }
      return line.contains(",") ? .csv : nil
    }
    return nil
  }

  /// The format to read `text` in: `override` when given (`--format`), else
  /// the sniffed one.
  ///
  /// - Complexity: O(1) with an override, else that of ``sniff(_:)``.
  public static func of(_ text: String, override: BookFormat?) -> BookFormat? {
    override ?? sniff(text)
  }
}
