import RefbookModel
import VCard

extension ImportResult {
  /// What importing a whole file gives: its format told from the content
  /// (or `override`), then read by that format's reader; vCard parse errors
  /// become skipped records, its warnings warnings, and a card whose UID an
  /// earlier card of the file has gets a fresh one (see
  /// ``renewingRepeatedIDs(lines:makeID:)``). `nil` when the format cannot
  /// be told.
  ///
  /// The same function serves `refbook import` and the app's `i` key, so
  /// both read a file the same way.
  ///
  /// - Complexity: O(*n*) in the size of the file.
  public static func read(
    _ bytes: [UInt8], format override: BookFormat? = nil, makeID: () -> String = randomID
  ) -> ImportResult? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let format = BookFormat.of(text, override: override) else { return nil }
    switch format {
    case .vcard:
      let parsed = VCardParser.parse(bytes)
      let read = ImportResult(
        persons: parsed.cards.map(Person.init(card:)), skipped: LineProblem.of(.error, in: parsed.problems),
        warnings: LineProblem.of(.warning, in: parsed.problems))
      return read.renewingRepeatedIDs(lines: parsed.cards.map(\.line), makeID: makeID)
    case .abook: return AbookFormat.read(text, makeID: makeID)
    case .csv: return ContactCSV.read(text, makeID: makeID)
    }
  }
}
