#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The plain cards of a file (see ``PlainCardReader``), read in one pass each.
enum PlainCard {
  /// Reads the plain card that starts at `start` of `file` (and ends by
  /// `limit`) with a reader of type `R`, which is handed the lines `filter`
  /// keeps, and the card's bytes as `source` gives the range of `file`
  /// they lie in; `nil` when the card is not plain or the reader cannot
  /// read it.
  ///
  /// - Returns: What the reader gives, where the card's bytes end (after
  ///   its `END:VCARD` line's line end) and how many lines it has.
  /// - Complexity: O(*n*) in the size of the card, plus the reader's work.
  static func read<R: PlainCardReader>(
    _ file: UnsafeBufferPointer<UInt8>, at start: Int, limit: Int, firstLine: Int, keeping filter: PropertyNameFilter,
    with _: R.Type, slicing source: (Range<Int>) -> ArraySlice<UInt8>
  ) -> (read: R.Read, end: Int, lines: Int)? {
    var lines = Lines(file, from: start, limit: limit)
    guard let begin = lines.next(), begin.elementsEqual(beginLine), !lines.continues, let versionLine = lines.next(),
      !lines.continues, versionLine.starts(with: versionPrefix),
      PlainContentLine.isPlain(UnsafeBufferPointer(rebasing: versionLine))
    else { return nil }
    var reader = R(version: String(decoding: versionLine.dropFirst(versionPrefix.count), as: UTF8.self).trimmingASCIISpaces())
    // A folded line's physical lines joined, as the parser unfolds them.
    var unfolded: [UInt8] = []
    while let line = lines.next() {
      guard lines.continues else {
        if line.elementsEqual(endLine) {
          return reader.finish(source: source(start..<lines.position), line: firstLine).map { ($0, lines.position, lines.count) }
        }
        guard read(UnsafeBufferPointer(rebasing: line), keeping: filter, into: &reader) else { return nil }
        continue
      }
      unfolded.removeAll(keepingCapacity: true)
      unfolded += line
      while lines.continues {
        guard let continuation = lines.next() else { return nil }
        unfolded += continuation.dropFirst()
      }
      guard unfolded.withUnsafeBufferPointer({ read($0, keeping: filter, into: &reader) }) else { return nil }
    }
    return nil
  }

  /// Hands `reader` the logical line `line` when `filter` keeps it;
  /// `false` when it is not plain (empty, say), is a `VERSION` or `AGENT`
  /// line, or the reader cannot read it.
  private static func read<R: PlainCardReader>(
    _ line: UnsafeBufferPointer<UInt8>, keeping filter: PropertyNameFilter, into reader: inout R
  ) -> Bool {
    guard let plain = PlainLine(line), !plain.isNamed("VERSION"), !plain.isNamed("AGENT") else { return false }
    return !filter.admits(line) || reader.read(plain)
  }

  private static let beginLine = Array("BEGIN:VCARD".utf8)
  private static let endLine = Array("END:VCARD".utf8)
  private static let versionPrefix = Array("VERSION:".utf8)

  /// The lines of a plain card, each without its line end: `nil` at the
  /// limit, at a line without LF, or one holding a CR but before its LF.
  private struct Lines {
    let file: UnsafeBufferPointer<UInt8>
    /// Where the next line starts.
    private(set) var position: Int
    let limit: Int
    /// How many lines were read.
    private(set) var count = 0

    init(_ file: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) {
      (self.file, position, self.limit) = (file, start, limit)
    }

    /// Whether the next line starts with a space or a tab: it continues
    /// the line before (a folded line).
    var continues: Bool {
      position < limit && (file[position] == UInt8(ascii: " ") || file[position] == UInt8(ascii: "\t"))
    }

    mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
      guard position < limit, let base = file.baseAddress,
        let found = memchr(base + position, Int32(UInt8(ascii: "\n")), limit - position)
      else { return nil }
      let lineFeed = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      var end = lineFeed
      if end > position, file[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      guard memchr(base + position, Int32(UInt8(ascii: "\r")), end - position) == nil else { return nil }
      defer { (position, count) = (lineFeed + 1, count + 1) }
      return file[position..<end]
    }
  }
}
