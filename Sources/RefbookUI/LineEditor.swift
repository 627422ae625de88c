import TerminalKit

/// The text of a field being edited and the cursor in it, with the editing
/// keys of a shell line: `←` `→` `Home` `End` `Ctrl-A` `Ctrl-E`, `Backspace`
/// `Delete`, `Ctrl-K` (kill to end), `Ctrl-U` (kill to start), `Ctrl-W`
/// (kill the word before the cursor).
///
/// The cursor counts characters (grapheme clusters), so it never stands
/// inside a wide or combined character. There is no length limit.
struct LineEditor: Equatable {
  private(set) var characters: [Character]
  /// The offset of the character the cursor stands before (`count` at the end).
  private(set) var cursor: Int

  /// Starts with `text` and the cursor at its end.
  init(_ text: String) {
    characters = Array(text)
    cursor = characters.count
  }

  var text: String { String(characters) }

  /// Applies an editing key.
  ///
  /// - Returns: Whether the key was an editing key (and so was used).
  /// - Complexity: O(*n*) for a value of *n* characters.
  mutating func handle(_ key: KeyEvent) -> Bool {
    switch key {
    case .character(let character):
      characters.insert(character, at: cursor)
      cursor += 1
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(characters.count, cursor + 1)
    case .home, .control("a"): cursor = 0
    case .end, .control("e"): cursor = characters.count
    case .backspace:
      guard cursor > 0 else { break }
      cursor -= 1
      characters.remove(at: cursor)
    case .delete, .control("d"):
      if cursor < characters.count { characters.remove(at: cursor) }
    case .control("k"): characters.removeSubrange(cursor...)
    case .control("u"):
      characters.removeSubrange(..<cursor)
      cursor = 0
    case .control("w"):
      var start = cursor
      while start > 0, characters[start - 1].isWhitespace { start -= 1 }
      while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
      characters.removeSubrange(start..<cursor)
      cursor = start
    default:
      return false
    }
    return true
  }
}
