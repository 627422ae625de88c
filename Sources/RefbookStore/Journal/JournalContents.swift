import RefbookModel

/// The records of a journal file (see ``JournalLine``), read up to the
/// first one that is damaged or cut short.
struct JournalContents {
  var records: [JournalRecord] = []
  /// Where each record's line is in the file, newline included.
  var lines: [Range<Int>] = []
  /// The first record that could not be read, counted from 1, and why.
  var damage: (record: Int, reason: String)?

  /// Reads `bytes`, which start with ``JournalLine/header`` (or are a part
  /// of it: a journal cut short when it was being created, read as empty);
  /// a person still in the card `book` holds for it is that person of `book`.
  ///
  /// - Complexity: O(*n*) in the size of the file, plus reading its persons
  ///   that `book` does not hold as they are.
  init(_ bytes: [UInt8], encoding: BookEncoding, sharing book: Addressbook) {
    var offset = JournalLine.header.count
    while offset < bytes.count {
      guard let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else {
        damage = (records.count + 1, "it was cut short, refbook having stopped while writing it")
        return
      }
      do {
        records.append(try JournalLine.decode(bytes[offset..<newline], encoding: encoding, sharing: book))
      } catch {
        damage = (records.count + 1, error.reason)
        return
      }
      lines.append(offset..<newline + 1)
      offset = newline + 1
    }
  }
}
