/// The text of a one-line field being edited and the cursor in it, with the
/// editing keys of a shell line: `←` `→` `Home` `End` `Ctrl-A` `Ctrl-E`,
/// `Backspace` `Delete` `Ctrl-D`, `Ctrl-K` (kill to end), `Ctrl-U` (kill to
/// start), `Ctrl-W` (kill the word before the cursor).
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
/// _ = editor.handle(.character("\u{308}"))   // "Zoë", cursor at the end
/// _ = editor.handle(.backspace)               // "Zo"
/// ```
public struct LineEditor: Equatable, Sendable {
  public private(set) var text: String
  /// The boundary the cursor stands at (`text.endIndex` at the end).
  public private(set) var cursor: String.Index

  /// Starts with `text` and the cursor at its end.
  public init(_ text: String) {
    self.text = text
    cursor = text.endIndex
  }

  /// Applies an editing key.
  ///
  /// - Returns: Whether the key was an editing key (and so was used).
  /// - Complexity: O(*k*) for characters of *k* scalars near the cursor,
  ///   plus O(*n*) in the length of the text for an insertion or removal
  ///   (a memory move) and for `Ctrl-W` over a word of *n* characters.
  public mutating func handle(_ key: KeyEvent) -> Bool {
    switch key {
    case .character(let character): insert(character)
    case .left: if cursor > text.startIndex { cursor = text.index(before: cursor) }
    case .right: if cursor < text.endIndex { cursor = text.index(after: cursor) }
    case .home, .control("a"): cursor = text.startIndex
    case .end, .control("e"): cursor = text.endIndex
    case .backspace:
      guard cursor > text.startIndex else { break }
      remove(text.index(before: cursor)..<cursor)
    case .delete, .control("d"):
      guard cursor < text.endIndex else { break }
      remove(cursor..<text.index(after: cursor))
    case .control("k"): remove(cursor..<text.endIndex)
    case .control("u"): remove(text.startIndex..<cursor)
    case .control("w"):
      var start = cursor
      while start > text.startIndex, text[text.index(before: start)].isWhitespace { start = text.index(before: start) }
      while start > text.startIndex, !text[text.index(before: start)].isWhitespace { start = text.index(before: start) }
      remove(start..<cursor)
    default:
      return false
    }
    return true
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
