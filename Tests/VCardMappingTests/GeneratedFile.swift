@testable import RefbookModel

/// Generated persons as a vCard file, in the shapes the property tests of
/// reading whole files go through.
enum GeneratedFile {
  /// `persons` as refbook writes them in vCard 4.0 (variant 0) or 3.0 (1);
  /// variant 2 drops the `UID` of every third card, the first included
  /// (their ids are then generated, and an archive holds no outline of
  /// theirs); variant 3 wraps the cards in `BEGIN:VADDRESSBOOK` …
  /// `END:VADDRESSBOOK`; variant 4 writes `FN` in lower case and ends lines
  /// with LF alone, as another program might.
  static func of(_ persons: [Person], variant: Int) -> [UInt8] {
    var text = Person.vCardText(for: persons, version: variant == 1 ? .v3 : .v4)
    if variant == 2 {
      var card = -1
      text = text.split(separator: "\r\n", omittingEmptySubsequences: false).filter { line in
        if line == "BEGIN:VCARD" { card += 1 }
        return !(line.hasPrefix("UID:") && card % 3 == 0)
      }.joined(separator: "\r\n")
    }
    if variant == 3 { text = "BEGIN:VADDRESSBOOK\r\n" + text + "END:VADDRESSBOOK\r\n" }
    if variant == 4 {
      text = text.split(separator: "\r\n", omittingEmptySubsequences: false).map { line in
        line.hasPrefix("FN:") ? "fn:" + line.dropFirst(3) : line
      }.joined(separator: "\n")
    }
    return Array(text.utf8)
  }
}
