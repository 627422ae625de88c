extension DisplayText {
  /// The text cut into lines of at most `columns`, at most `limit` of them.
  ///
  /// A line ends before the last space that fits (the space is left out),
  /// else after the last grapheme that fits, so no grapheme is split; a
  /// grapheme wider than `columns` gets a line of its own. When the text
  /// needs more than `limit` lines, the last one holds as much of the rest
  /// as fits, ending with `…` (see ``truncated(to:)``). Empty text is one
  /// empty line; nothing fits in fewer than one column or line.
  ///
  /// ```swift
  /// DisplayText("Not read: line 6: stray words").wrapped(to: 12)
  /// // ["Not read:", "line 6:", "stray words"]
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the lines returned.
  public func wrapped(to columns: Int, limit: Int = .max) -> [DisplayText] {
    guard columns > 0, limit > 0 else { return [] }
    var lines: [DisplayText] = []
    var rest = self
    while rest.width > columns && lines.count < limit - 1 {
      let (line, next) = rest.firstLine(in: columns)
      lines.append(line)
      rest = next
    }
    lines.append(rest.truncated(to: columns))
    return lines
  }

  /// The first line of the text wrapped at `columns`, and the text after it.
  private func firstLine(in columns: Int) -> (line: DisplayText, rest: DisplayText) {
    var index = string.startIndex
    var used = 0
    // Where the line may end: before a space, which the next line skips.
    var lastBreak: (end: String.Index, width: Int)?
    while index < string.endIndex {
      let character = string[index]
      let width = DisplayWidth.of(character)
      if character == " " && used > 0 { lastBreak = (index, used) }
      if used + width > columns && used > 0 { break }
      used += width
      index = string.index(after: index)
    }
    guard let (end, lineWidth) = lastBreak, index < string.endIndex else {
      return (DisplayText(sanitized: String(string[..<index]), width: used),
              DisplayText(sanitized: String(string[index...]), width: width - used))
    }
    let next = string.index(after: end)
    return (DisplayText(sanitized: String(string[..<end]), width: lineWidth),
            DisplayText(sanitized: String(string[next...]), width: width - lineWidth - 1))
  }
}
