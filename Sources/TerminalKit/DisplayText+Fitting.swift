extension DisplayText {
  /// The graphemes of the text with the columns each occupies.
  var glyphs: some Sequence<(character: Character, width: Int)> {
    string.lazy.map { ($0, DisplayWidth.of($0)) }
  }

  /// The longest leading part that fits in `columns`, never splitting a
  /// grapheme (so it may be one column short before a wide character).
  ///
  /// - Complexity: O(*n*) in the length of the result.
  public func prefix(columns: Int) -> DisplayText {
    if width <= columns { return self }
    var kept = ""
    var keptWidth = 0
    for glyph in glyphs {
      if keptWidth + glyph.width > columns { break }
      kept.append(glyph.character)
      keptWidth += glyph.width
    }
    return DisplayText(sanitized: kept, width: keptWidth)
  }

  /// The text if it fits in `columns`; otherwise its longest prefix that fits
  /// in `columns - 1`, followed by `…`.
  ///
  /// The result is never wider than `columns`, and narrower only when a wide
  /// character would have straddled the ellipsis (by one column for CJK,
  /// more for a wider grapheme such as `👨‍👩‍👧`); it is empty when `columns`
  /// is not positive.
  ///
  /// - Complexity: O(*n*) in the length of the result.
  public func truncated(to columns: Int) -> DisplayText {
    if width <= columns { return self }
    if columns <= 0 { return .empty }
    return prefix(columns: columns - 1) + Self.ellipsis
  }

  /// `raw` sanitized as ``init(_:)`` does, then ``truncated(to:)``, reading
  /// only as much of `raw` as can show: a megabyte-long note costs what its
  /// first line of cells does.
  ///
  /// - Complexity: O(*columns*) characters of `raw` (each shown character is
  ///   at least one column wide).
  public init(_ raw: some StringProtocol, truncatedTo columns: Int) {
    var string = ""
    var width = 0
    for character in raw {
      let form = Self.displayForm(of: character)
      string += form.text
      width += form.width
      if width > columns { break }
    }
    self = DisplayText(sanitized: string, width: width).truncated(to: columns)
  }

  /// The text followed by spaces up to `columns`; unchanged if it is already
  /// that wide or wider.
  ///
  /// - Complexity: O(*columns*).
  public func padded(to columns: Int) -> DisplayText {
    self + .spaces(columns - width)
  }

  /// The text truncated to `columns` with an ellipsis, then padded: exactly
  /// `columns` wide (or empty when `columns` is not positive). The shape of a
  /// table cell.
  ///
  /// - Complexity: O(*columns*).
  public func fitted(to columns: Int) -> DisplayText {
    truncated(to: columns).padded(to: columns)
  }

  /// The part of the text that is visible when it is drawn from `column` on
  /// a line whose cells are numbered `0..<lineWidth`, and where that part
  /// starts; `nil` when nothing is visible.
  ///
  /// A wide character cut by either edge is replaced by spaces over the
  /// columns of it that are visible, so that half a character is never drawn.
  /// ``Screen`` implementations draw through this, which is what clipping
  /// means for them.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public func visiblePart(from column: Int, lineWidth: Int) -> (column: Int, text: DisplayText)? {
    // Below the line's width, the column cannot overflow by the text's.
    guard width > 0, column < lineWidth else { return nil }
    let end = column + width
    guard end > 0 else { return nil }
    if column >= 0 && end <= lineWidth { return (column, self) }
    let first = max(column, 0)
    var visible = ""
    var cell = column
    for glyph in glyphs {
      let glyphEnd = cell + glyph.width
      defer { cell = glyphEnd }
      if glyphEnd <= 0 { continue }
      if cell >= lineWidth { break }
      if cell < 0 || glyphEnd > lineWidth {
        visible += String(repeating: " ", count: min(glyphEnd, lineWidth) - max(cell, 0))
      } else {
        visible.append(glyph.character)
      }
    }
    return (first, DisplayText(sanitized: visible, width: min(end, lineWidth) - first))
  }

  /// The mark that shows text was cut: `…` U+2026, one column.
  public static let ellipsis = DisplayText(sanitized: "\u{2026}", width: 1)
}
