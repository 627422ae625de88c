/// The output of `refbook sync --book NAME --progress-lines` as the app's
/// live sync reads it from a pipe, as it comes: each progress line
/// (`NAME: progress ↓ 120/1000`, see ``SyncProgress/line``) is handed on
/// at once; the book's summary (`NAME: ↓ 3 changed, 1 new · ↑ 2 · 1
/// conflict`) and the last other line (why it could not sync) are kept.
/// A line is read up to ``longestLine`` bytes (the rest is dropped), so
/// output of any length costs little memory.
///
/// ```swift
/// var lines = SyncOutputLines(book: "work")
/// lines.take(chunk) { status.value = .syncing($0) }   // for each chunk read
/// lines.finish { status.value = .syncing($0) }        // at the end of the output
/// lines.conflicts                                     // from the summary
/// ```
public struct SyncOutputLines {
  public let book: String
  /// The book's summary line, once read.
  public private(set) var summary: String?
  /// The last line read that is neither progress nor the summary.
  public private(set) var lastOther: String?
  /// How much of one line is read.
  public static let longestLine = 4096
  /// The line read so far (its first ``longestLine`` bytes).
  private var pending: [UInt8] = []

  public init(book: String) {
    self.book = book
  }

  /// The conflicts the summary counts (its last part, `1 conflict`); `nil`
  /// until a summary is read.
  public var conflicts: Int? {
    summary.map { $0.split(separator: "·").last.flatMap { Int($0.split(separator: " ").first ?? "") } ?? 0 }
  }

  /// Reads `bytes`, the next of the output, telling `progress` each
  /// progress line they end.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  public mutating func take(_ bytes: some Collection<UInt8>, progress: (SyncProgress) -> Void) {
    for byte in bytes {
      if byte == UInt8(ascii: "\n") {
        endLine(progress: progress)
      } else if pending.count < Self.longestLine {
        pending.append(byte)
      }
    }
  }

  /// Reads the last line when the output did not end with a newline.
  public mutating func finish(progress: (SyncProgress) -> Void) {
    if !pending.isEmpty { endLine(progress: progress) }
  }

  private mutating func endLine(progress: (SyncProgress) -> Void) {
    let line = String(decoding: pending, as: UTF8.self)
    pending.removeAll(keepingCapacity: true)
    let ownPrefix = book + ": "
    if line.hasPrefix(ownPrefix), let told = SyncProgress(line: line.dropFirst(ownPrefix.count)) {
      progress(told)
    } else if line.hasPrefix(ownPrefix + "↓") {
      summary = line
    } else if !line.isEmpty {
      lastOther = line
    }
  }
}
