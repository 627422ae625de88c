import CWidth

/// Display columns of characters, as a terminal and ncurses count them.
///
/// The width of a scalar is libc's `wcwidth` in a UTF-8 locale (see
/// ``TerminalLocale``), which is also what ncurses uses to place characters:
/// CJK ideographs and most emoji take 2 columns, combining marks and joiners
/// take 0. The width of a grapheme (a Swift `Character`) is the **sum** of its
/// scalars' widths, because that is how far ncurses moves the cursor when it
/// draws them: `张伟` = 4, `😀` = 2, `🇨🇳` = 2, `e` + U+0301 = 1,
/// `❤️` (U+2764 U+FE0F) = 1, `👨‍👩‍👧` = 6. Many terminals draw the last two
/// as 2 columns; a layout must not depend on them lining up, which is one
/// reason truncation never splits a grapheme.
///
/// Scalars that are not printable (`wcwidth` -1: controls, unassigned code
/// points) count 0 here; ``DisplayText`` replaces them before anything is
/// measured for drawing.
public enum DisplayWidth {
  /// The columns `scalar` occupies, or `nil` if it is not printable.
  ///
  /// - Complexity: O(1).
  public static func of(_ scalar: Unicode.Scalar) -> Int? {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return 1 }
    if value < 0x20 || (0x7F...0x9F).contains(value) { return nil }
    guard TerminalLocale.isUTF8 else { return nil }
    let width = Int(wcwidth(wchar_t(bitPattern: value)))
    return width < 0 ? nil : width
  }

  /// The columns `character` occupies: the sum of its scalars' widths.
  ///
  /// - Complexity: O(*k*) for a grapheme of *k* scalars.
  public static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    var total = 0
    for scalar in character.unicodeScalars { total += of(scalar) ?? 0 }
    return total
  }

  /// The columns `text` occupies: the sum of its characters' widths.
  ///
  /// - Complexity: O(*n*) for *n* scalars.
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for scalar in text.unicodeScalars { total += of(scalar) ?? 0 }
    return total
  }
}
