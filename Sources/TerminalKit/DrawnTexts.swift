/// The texts a screen was given and still shows, row by row: each one put
/// whose cells nothing has drawn over since. Putting the same text in the
/// same style at the same place again would change nothing, so a screen
/// whose app draws whole panes at every key can pass such a put over
/// (`NcursesTerminal` then does not convert the text and hand it to
/// ncurses again).
///
/// A put forgets every text it draws over, even in part (drawing over half
/// of a wide character blanks its other half, which is in the same text).
///
/// ```swift
/// if drawn.shows(text, row: row, column: column, style: style, size: size) { return }
/// draw(text, row: row, column: column, style: style)
/// ```
public struct DrawnTexts {
  private struct Drawn {
    let column: Int
    let text: DisplayText
    let style: TextStyle

    var end: Int { column + text.width }

    /// Whether `other` is drawn as this text is: the same scalars (two
    /// strings equal as `String`s may hold different ones, such as `é`
    /// and `e` with a combining accent, which a terminal may draw apart).
    func draws(_ other: DisplayText) -> Bool {
      text.width == other.width && text.string.unicodeScalars.elementsEqual(other.string.unicodeScalars)
    }
  }

  /// The size of the screen the texts are on; another size forgets them all.
  private var size: ScreenSize?
  /// Per row, the texts it shows, none overlapping another.
  private var rows: [[Drawn]] = []

  public init() {}

  /// Whether the screen, now of `size`, already shows `text` (all of it
  /// visible) in `style` from `row`, `column`; when it does not, notes that
  /// it will, forgetting what the text draws over: the caller then draws it.
  ///
  /// - Complexity: O(*k*) for the *k* texts the row shows, plus comparing
  ///   texts.
  public mutating func shows(_ text: DisplayText, row: Int, column: Int, style: TextStyle, size: ScreenSize) -> Bool {
    if size != self.size {
      self.size = size
      rows = Array(repeating: [], count: size.rows)
    }
    guard rows.indices.contains(row) else { return false }
    if rows[row].contains(where: { $0.column == column && $0.style == style && $0.draws(text) }) { return true }
    rows[row].removeAll { $0.column < column + text.width && column < $0.end }
    rows[row].append(Drawn(column: column, text: text, style: style))
    return false
  }

  /// Forgets every text: the screen was drawn on otherwise.
  public mutating func forgetAll() {
    size = nil
    rows = []
  }
}
