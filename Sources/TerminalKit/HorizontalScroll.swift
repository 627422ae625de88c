/// The part of a one-line value that a field editor shows, scrolled so that
/// the cursor stays visible however long or wide the value is.
///
/// It keeps the first visible character between calls, so the view moves
/// only when the cursor would leave it (not on every keystroke), and it
/// scrolls back when deletions leave room:
///
/// ```swift
/// var scroll = HorizontalScroll()
/// let view = scroll.view(of: editor.text, cursor: editor.cursor, columns: 20)
/// screen.put(view.text, row: r, column: c, style: .plain)
/// screen.showCursor(row: r, column: c + view.cursorColumn)
/// ```
///
/// It measures only the characters near the cursor, so a keystroke in a
/// megabyte-long note costs what one in a short name does.
public struct HorizontalScroll: Hashable, Sendable {
  /// The UTF-8 offset of the first character shown. An offset rather than
  /// an index, because the value is edited between calls.
  private var firstVisibleOffset = 0

  /// A scroll at the start of the value.
  public init() {}

  /// The first character shown in `value` by the last ``view(of:cursor:columns:)``.
  ///
  /// - Complexity: O(1).
  public func firstVisible(in value: String) -> String.Index {
    value.characterBoundary(atUTF8Offset: firstVisibleOffset)
  }

  /// What to draw for `value` in a field `columns` wide with the cursor
  /// before the character at `cursor` (`value.endIndex` for the end).
  ///
  /// The cursor's cell (the character under it, or one column after the
  /// end) is always inside the field when the field is wide enough for it;
  /// characters are never split, so the text may be a column short of
  /// `columns` next to a wide character. A cursor inside a character is
  /// taken to stand before it; one past the end, at the end.
  ///
  /// - Complexity: O(*c*) for a field of *c* columns, whatever the length of
  ///   the value (each shown character is at least one column wide).
  public mutating func view(of value: String, cursor: String.Index, columns: Int) -> (text: DisplayText, cursorColumn: Int) {
    let columns = max(1, columns)
    let cursor = value.characterBoundary(atOrBefore: cursor)
    let cursorCell = cursor < value.endIndex ? width(of: value[cursor]) : 1
    var first = min(firstVisible(in: value), cursor)
    // Move the start right until the cursor's cell fits, looking back from
    // the cursor no further than the field is wide.
    var start = cursor
    var beforeCursor = 0
    while start > first {
      let previous = value.index(before: start)
      let previousWidth = width(of: value[previous])
      if beforeCursor + previousWidth + cursorCell > columns { break }
      start = previous
      beforeCursor += previousWidth
    }
    first = start
    // Move it left while the rest of the value leaves room (after deletions).
    var shownToEnd = beforeCursor + width(from: cursor, in: value, limit: columns + 1) + (cursor == value.endIndex ? 1 : 0)
    while first > value.startIndex {
      let previous = value.index(before: first)
      let previousWidth = width(of: value[previous])
      if shownToEnd + previousWidth > columns { break }
      first = previous
      shownToEnd += previousWidth
      beforeCursor += previousWidth
    }
    firstVisibleOffset = value.utf8Offset(of: first)
    var text = ""
    var shownWidth = 0
    for character in value[first...] {
      let form = DisplayText.displayForm(of: character)
      if shownWidth + form.width > columns { break }
      text += form.text
      shownWidth += form.width
    }
    return (DisplayText(sanitized: text, width: shownWidth), beforeCursor)
  }

  private func width(of character: Character) -> Int {
    DisplayText.displayForm(of: character).width
  }

  /// The width of `value` from `start`, counted only up to `limit`.
  private func width(from start: String.Index, in value: String, limit: Int) -> Int {
    var total = 0
    for character in value[start...] {
      total += width(of: character)
      if total >= limit { break }
    }
    return total
  }
}
