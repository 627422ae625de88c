import RefbookModel
import VCard

extension ImportResult {
  /// What importing a whole file gives: its format told from the content
  /// (or `override`), then read by that format's reader; vCard parse errors
  /// become skipped records. `nil` when the format cannot be told.
  ///
  /// The same function serves `refbook import` and the app's `i` key, so
  /// both read a file the same way.
  ///
  /// - Complexity: O(*n*) in the size of the file.
  public static func read(_ bytes: [UInt8], format override: BookFormat? = nil) -> ImportResult? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let format = BookFormat.of(text, override: override) else { return nil }
    switch format {
    case .vcard:
      let read = Person.people(fromVCard: bytes)
      let skipped = read.problems.filter { $0.severity == .error }
        .map { LineProblem(line: $0.line, message: $0.message) }
      return ImportResult(persons: read.people, skipped: skipped)
    case .abook: return AbookFormat.read(text)
    case .csv: return ContactCSV.read(text)
    }
  }
}
