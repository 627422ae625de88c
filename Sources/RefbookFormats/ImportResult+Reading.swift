import RefbookModel
import VCard

extension ImportResult {
  /// What importing a whole file gives: its format told from the content
  /// (or `override`), then read by that format's reader; vCard parse errors
  /// become skipped records, its warnings warnings, and a line that could
  /// not be read is held as text (see ``Person/holdingUnreadableLinesAsText``);
  /// an abook or CSV file is
  /// read in the encoding its bytes show (see ``UndeclaredEncoding``), with a
  /// warning at the first line that is not UTF-8; and a card whose UID an
  /// earlier card of the file, or one of `earlier` (the ids of files read
  /// before in the same import, with their names), has gets a fresh one (see
  /// ``renewingRepeatedIDs(lines:earlier:makeID:)``). `nil` when the format
  /// cannot be told.
  ///
  /// The same function serves `refbook import` and the app's `i` key, so
  /// both read a file the same way.
  ///
  /// - Complexity: O(*n*) in the size of the file.
  public static func read(
    _ bytes: [UInt8], format override: BookFormat? = nil, earlier: [Person.ID: String] = [:],
    makeID: () -> String = randomID
  ) -> ImportResult? {
    let (text, encodingWarning) = UndeclaredEncoding.decode(bytes)
    guard let format = BookFormat.of(text, override: override) else { return nil }
    var read: ImportResult
    switch format {
    case .vcard:
      // Read and decoded on all processors: an import of 10,000 cards into the app holds its keys meanwhile.
      return readVCard(bytes, parts: Processors.parts(forReading: bytes.count), earlier: earlier, makeID: makeID)
    case .abook: read = AbookFormat.read(text, makeID: makeID)
    case .csv: read = ContactCSV.read(text, makeID: makeID)
    case .mutt: read = MuttAliases.read(text, makeID: makeID)
    case .ldif: read = LDIFFormat.read(text, makeID: makeID)
    }
    if let encodingWarning {
      read.warnings.insert(LineProblem(line: firstLineNotUTF8(in: bytes), message: encodingWarning), at: 0)
    }
    return read
  }

  /// The vCard file `bytes` as ``read(_:format:earlier:makeID:)`` reads
  /// it, in `parts` pieces at once (see ``VCardParser/parse(_:parts:keeping:transform:)``).
  ///
  /// - Complexity: O(*n*) in the size of the file, spread over `parts` processors.
  static func readVCard(
    _ bytes: [UInt8], parts: Int, earlier: [Person.ID: String], makeID: () -> String
  ) -> ImportResult {
    // Read as a book reads it: a card without UID gets the id a book of this file gives it.
    let (parsed, persons) = StoredPerson.persons(fromVCard: bytes, parts: parts, deferring: false)
    let read = ImportResult(
      persons: persons.map(\.person.holdingUnreadableLinesAsText), skipped: LineProblem.of(.error, in: parsed.problems),
      warnings: LineProblem.of(.warning, in: parsed.problems))
    return read.renewingRepeatedIDs(lines: persons.map(\.line), earlier: earlier, makeID: makeID)
  }

  /// The 1-based number of the first line of `bytes` that is not valid
  /// UTF-8 (1 when every line is, as for a UTF-16 file).
  private static func firstLineNotUTF8(in bytes: [UInt8]) -> Int {
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    return (lines.firstIndex { String(validating: $0, as: UTF8.self) == nil } ?? 0) + 1
  }
}
