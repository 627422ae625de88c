/// The text of a one-line field being edited and the cursor in it, with the
/// edits of a shell line (``Edit``): which key makes which edit is the
/// app's key map's to say.
///
/// The cursor is always a character (grapheme cluster) boundary of the text
/// as it is *now*: typing a combining mark, a virama, a Thai vowel, an emoji
/// modifier or the second half of a flag joins it to the character before,
/// and the cursor stays after the joined character; `←` `→` `Backspace` and
/// `Delete` move over or remove whole characters. No sequence of keys makes
/// it trap. There is no length limit, and a key costs O(1) in the length of
/// the text but for the insertion or removal itself.
///
/// ```swift
/// var editor = LineEditor("Zoe")
/// editor.apply(.insert("\u{308}"))   // "Zoë", cursor at the end
/// editor.apply(.deleteBackward)      // "Zo"
/// ```
public struct LineEditor: Equatable, Sendable {
  /// One change to the text or the cursor.
  public enum Edit: Hashable, Sendable {
    /// Types a character at the cursor.
    case insert(Character)
    case moveLeft, moveRight, moveToStart, moveToEnd
    /// Removes the character before the cursor, or the one after it.
    case deleteBackward, deleteForward
    /// Removes the text after the cursor, or before it.
    case deleteToEnd, deleteToStart
    /// Removes the word before the cursor, and the spaces after it.
    case deleteWord
  }

  public private(set) var text: String
  /// The boundary the cursor stands at (`text.endIndex` at the end).
  public private(set) var cursor: String.Index

  /// Starts with `text` and the cursor at its end.
  public init(_ text: String) {
    self.text = text
    cursor = text.endIndex
  }

  /// Applies `edit`; an edit with nothing to do (`deleteBackward` at the
  /// start) changes nothing.
  ///
  /// - Complexity: O(*k*) for characters of *k* scalars near the cursor,
  ///   plus O(*n*) in the length of the text for an insertion or removal
  ///   (a memory move) and for `deleteWord` over a word of *n* characters.
  public mutating func apply(_ edit: Edit) {
    switch edit {
    case .insert(let character): insert(character)
    case .moveLeft: if cursor > text.startIndex { cursor = text.index(before: cursor) }
    case .moveRight: if cursor < text.endIndex { cursor = text.index(after: cursor) }
    case .moveToStart: cursor = text.startIndex
    case .moveToEnd: cursor = text.endIndex
    case .deleteBackward:
      guard cursor > text.startIndex else { break }
      remove(text.index(before: cursor)..<cursor)
    case .deleteForward:
      guard cursor < text.endIndex else { break }
      remove(cursor..<text.index(after: cursor))
    case .deleteToEnd: remove(cursor..<text.endIndex)
    case .deleteToStart: remove(text.startIndex..<cursor)
    case .deleteWord:
      var start = cursor
      while start > text.startIndex, text[text.index(before: start)].isWhitespace { start = text.index(before: start) }
      while start > text.startIndex, !text[text.index(before: start)].isWhitespace { start = text.index(before: start) }
      remove(start..<cursor)
    }
  }

  /// Inserts `character` at the cursor and leaves the cursor after it, or
  /// after the character it joined.
  private mutating func insert(_ character: Character) {
    let end = text.utf8Offset(of: cursor) + character.utf8.count
    text.insert(character, at: cursor)
    cursor = text.characterBoundary(atOrAfter: text.utf8.index(text.startIndex, offsetBy: end))
  }

  /// Removes `range` and leaves the cursor where it started, or at the start
  /// of the character the neighbours joined into.
  private mutating func remove(_ range: Range<String.Index>) {
    let start = text.utf8Offset(of: range.lowerBound)
    text.removeSubrange(range)
    cursor = text.characterBoundary(atUTF8Offset: start)
  }
}
