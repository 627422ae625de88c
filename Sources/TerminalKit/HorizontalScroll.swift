/// The part of a one-line value that a field editor shows, scrolled so that
/// the cursor stays visible however long or wide the value is.
///
/// It keeps the first visible character between calls, so the view moves
/// only when the cursor would leave it (not on every keystroke), and it
/// scrolls back when deletions leave room:
///
/// ```swift
/// var scroll = HorizontalScroll()
/// let view = scroll.view(of: value, cursor: cursor, columns: 20)
/// screen.put(view.text, row: r, column: c, style: .plain)
/// screen.showCursor(row: r, column: c + view.cursorColumn)
/// ```
public struct HorizontalScroll: Hashable, Sendable {
  /// The offset, in characters of the value, of the first one shown.
  public private(set) var firstVisible = 0

  /// A scroll at the start of the value.
  public init() {}

  /// What to draw for `value` in a field `columns` wide with the cursor
  /// before the character at offset `cursor` (`value.count` for the end).
  ///
  /// The cursor's cell (the character under it, or one column after the
  /// end) is always inside the field when the field is wide enough for it;
  /// characters are never split, so the text may be a column short of
  /// `columns` next to a wide character.
  ///
  /// - Precondition: `0 <= cursor <= value.count`.
  /// - Complexity: O(*n*) for a value of *n* characters.
  public mutating func view(of value: String, cursor: Int, columns: Int) -> (text: DisplayText, cursorColumn: Int) {
    precondition(cursor >= 0 && cursor <= value.count, "cursor outside the value")
    let forms = value.map(DisplayText.displayForm(of:))
    let cursorCell = cursor < forms.count ? forms[cursor].width : 1
    firstVisible = min(firstVisible, cursor)
    var beforeCursor = forms[firstVisible..<cursor].reduce(0) { $0 + $1.width }
    while firstVisible < cursor && beforeCursor + cursorCell > columns {
      beforeCursor -= forms[firstVisible].width
      firstVisible += 1
    }
    var shownToEnd = forms[firstVisible...].reduce(0) { $0 + $1.width } + (cursor == forms.count ? 1 : 0)
    while firstVisible > 0 && shownToEnd + forms[firstVisible - 1].width <= columns {
      firstVisible -= 1
      shownToEnd += forms[firstVisible].width
      beforeCursor += forms[firstVisible].width
    }
    var text = ""
    var width = 0
    for form in forms[firstVisible...] {
      if width + form.width > columns { break }
      text += form.text
      width += form.width
    }
    return (DisplayText(sanitized: text, width: width), beforeCursor)
  }
}
