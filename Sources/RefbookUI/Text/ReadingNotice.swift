import TerminalKit

/// What the terminal shows while a large book is read before the app can
/// draw it (its first start, or the first after another program changed
/// it, when no screen of that version was kept): which file, and how
/// large, in the middle of an otherwise blank screen. The app's first
/// screen then draws over it.
///
/// ```swift
/// ReadingNotice(book: "~/contacts.vcf", bytes: 41_308_221).draw(on: terminal)
/// // Reading ~/contacts.vcf (39.4 MiB)…
/// ```
public struct ReadingNotice {
  /// The book's path, as given.
  public var book: String
  /// The size of its file.
  public var bytes: Int

  public init(book: String, bytes: Int) {
    self.book = book
    self.bytes = bytes
  }

  /// The line shown: the path (sanitized) and the size in MiB, to a tenth.
  public var text: DisplayText {
    let tenths = (bytes * 10 + (1 << 19)) >> 20
    return DisplayText("Reading \(book) (\(tenths / 10).\(tenths % 10) MiB)\u{2026}")
  }

  /// Blanks `screen` and shows ``text`` on its middle row, centred, cut
  /// with an ellipsis when the screen is narrower; then flushes it.
  ///
  /// - Complexity: O(rows × columns).
  public func draw(on screen: some Screen) {
    let size = screen.size
    let line = text.truncated(to: size.columns)
    screen.clear()
    screen.put(line, row: size.rows / 2, column: (size.columns - line.width) / 2)
    screen.hideCursor()
    screen.flush()
  }
}
