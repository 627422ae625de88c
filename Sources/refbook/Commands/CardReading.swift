import RefbookStore

/// How a command that only reads has the cards of a book read (see
/// `BookEncoding.vCard`); a book file whose outlines were kept (by the app,
/// or `refbook index`) is read from them where they hold, and none are kept.
enum CardReading {
  /// Each card decoded whole: for a command that needs every field.
  case whole
  /// Each card read for its outline, the fields a list shows (see
  /// `StoredPerson.outline`): for a command that lists every person.
  case outlines
  /// Each card read for its id only, the rest decoded when asked for: for
  /// a command that decodes whole the few persons it needs.
  case idsOnly

  /// The encoding that reads a book so; `outlines`: the book file's cache.
  func encoding(outlines: OutlineCache?) -> BookEncoding {
    .vCard(deferringDecoding: self != .whole, readingIDsOnly: self == .idsOnly, outlines: outlines, keepingOutlines: false)
  }
}
