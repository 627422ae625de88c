/// The part of a one-line value that a field editor shows, scrolled so that
/// the cursor stays visible however long or wide the value is.
///
/// It keeps the first visible character between calls, so the view moves
/// only when the cursor would leave it (not on every keystroke), and it
/// scrolls back when deletions leave room:
///
/// ```swift
/// var scroll = HorizontalScroll()
/// scroll.follow(editor.text, cursor: editor.cursor, columns: 20)   // after each key
/// let view = scroll.view(of: editor.text, cursor: editor.cursor, columns: 20)  // when drawing
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

  /// The first character shown in `value` since the last ``follow(_:cursor:columns:)``.
  ///
  /// - Complexity: O(1).
  public func firstVisible(in value: String) -> String.Index {
    value.characterBoundary(atUTF8Offset: firstVisibleOffset)
  }

  /// Moves the view, if needed, so that the cursor before the character at
  /// `cursor` (`value.endIndex` for the end) is inside a field `columns`
  /// wide; call it when the value, the cursor or the width change, before
  /// ``view(of:cursor:columns:)`` draws.
  ///
  /// The cursor's cell (the character under it, or one column after the
  /// end) is always inside the field when the field is wide enough for it;
  /// after deletions the view scrolls back while the rest of the value
  /// leaves room. A cursor inside a character is taken to stand before it.
  ///
  /// - Complexity: O(*c*) for a field of *c* columns, whatever the length of
  ///   the value (each shown character is at least one column wide).
  public mutating func follow(_ value: String, cursor: String.Index, columns: Int) {
    firstVisibleOffset = value.utf8Offset(of: window(of: value, cursor: cursor, columns: columns).first)
  }

  /// What to draw for `value` in a field `columns` wide with the cursor
  /// before the character at `cursor`: the window ``follow(_:cursor:columns:)``
  /// chose, moved (in this answer only) if it no longer shows the cursor.
  /// Characters are never split, so the text may be a column short of
  /// `columns` next to a wide character.
  ///
  /// - Complexity: O(*c*) for a field of *c* columns, whatever the length of
  ///   the value.
  public func view(of value: String, cursor: String.Index, columns: Int) -> (text: DisplayText, cursorColumn: Int) {
    let columns = max(1, columns)
    let (first, beforeCursor) = window(of: value, cursor: cursor, columns: columns)
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

  /// The first character to show and the columns before the cursor.
  private func window(of value: String, cursor: String.Index, columns: Int) -> (first: String.Index, beforeCursor: Int) {
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
    return (first, beforeCursor)
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
