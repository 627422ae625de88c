import TerminalKit

/// How far a sync of a CardDAV book has come: `done` of `total` cards
/// fetched from the server (in batches) or sent to it (one at a time). The
/// app's header says it (`syncing 120/1,000`), `refbook sync` draws it as a
/// bar on a terminal (``bar(book:columns:)``) and tells it to the app in
/// lines of its output (see ``line`` and ``init(line:)``). It holds counts
/// only: nothing a server sent.
public struct SyncProgress: Hashable, Sendable {
  /// Which way the cards go.
  public enum Direction: String, Hashable, Sendable {
    /// From the server (`↓`).
    case down = "↓"
    /// To the server (`↑`).
    case up = "↑"
  }

  public var direction: Direction
  public var done: Int
  public var total: Int

  /// `done` is kept within `0...total`.
  public init(_ direction: Direction, done: Int, total: Int) {
    self.direction = direction
    self.total = max(0, total)
    self.done = min(max(0, done), self.total)
  }

  /// `120/1,000` for cards coming in, `↑ 2/5` for cards going out, the
  /// counts grouped as the app says them (``grouped(_:)``).
  public var counts: String {
    (direction == .up ? "↑ " : "") + "\(grouped(done))/\(grouped(total))"
  }

  /// The progress as one terminal line, at most `columns` wide: the book's
  /// name (sanitized: it is the config file's), the direction, a bar of up
  /// to 20 cells, and the counts: `work ↓ [████████░░░░░░░░░░░░] 400/1,000`.
  /// The bar shrinks first on a narrow terminal, then the line is cut.
  ///
  /// - Complexity: O(*columns*).
  public func bar(book: String, columns: Int) -> String {
    let head = DisplayText(book).string + " " + direction.rawValue + " "
    let tail = " \(grouped(done))/\(grouped(total))"
    let cells = min(20, columns - DisplayText(head + tail).width - 2)
    let full = cells > 0 && total > 0 ? cells * done / total : 0
    let drawn = cells > 0 ? "[" + String(repeating: "█", count: full) + String(repeating: "░", count: cells - full) + "]" : ""
    return DisplayText(head + (drawn.isEmpty ? String(tail.dropFirst()) : drawn + tail), truncatedTo: columns).string
  }

  /// The line `refbook sync --progress-lines` writes for the app to read:
  /// `progress ↓ 120/1000`, plain digits.
  public var line: String {
    "progress \(direction.rawValue) \(done)/\(total)"
  }

  /// Reads a ``line``; `nil` for any other text.
  ///
  /// - Complexity: O(*n*) in the length of `line`.
  public init?(line: some StringProtocol) {
    let words = line.split(separator: " ", omittingEmptySubsequences: false)
    guard words.count == 3, words[0] == "progress", let direction = Direction(rawValue: String(words[1])) else { return nil }
    let counts = words[2].split(separator: "/", omittingEmptySubsequences: false)
    guard counts.count == 2, let done = Int(counts[0]), let total = Int(counts[1]), 0 <= done, done <= total else { return nil }
    self.init(direction, done: done, total: total)
  }
}
