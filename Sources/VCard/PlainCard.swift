#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads what a file's cards give in one pass over each card's bytes, for a
/// reader that turns a card's lines into what it needs without making a
/// ``Card`` of them (see ``VCardParser/parse(_:parts:keeping:scanning:transform:)``).
///
/// A card is *plain* when reading it surely gives no problem and no warning,
/// and its lines are its logical lines: it starts with a `BEGIN:VCARD` line
/// and ends with the first `END:VCARD` line, both as written here; its
/// second line is `VERSION:…`; every line ends with LF or CRLF, holds no
/// other CR, is not empty and does not start with a space or a tab (nothing
/// is folded); and every other line is a ``PlainContentLine`` whose name is
/// not `VERSION` or `AGENT`. Any other card is left to ``VCardParser``.
public protocol PlainCardReader {
  /// What a card read gives.
  associatedtype Read
  /// A reader of one card whose `VERSION` is `version`.
  init(version: String)
  /// Reads one line of the card that the filter keeps; `false` when the
  /// reader cannot read the card this way (the parser then reads it).
  mutating func read(_ line: PlainLine) -> Bool
  /// What the card gives, once all its lines were read: its bytes
  /// `source` (from its `BEGIN:VCARD` line to its `END:VCARD` line's line
  /// end) start on line `line` of the file; `nil` when the reader cannot
  /// read the card this way.
  func finish(source: ArraySlice<UInt8>, line: Int) -> Read?
}

/// A content line of a plain card (see ``PlainCardReader``), read where it
/// lies: its name and group are tokens, its header printable ASCII without
/// quotes, `CHARSET` or quoted-printable, its value UTF-8.
public struct PlainLine {
  /// The line, without its line end.
  private let bytes: UnsafeBufferPointer<UInt8>
  private let colon: Int
  private let nameStart: Int
  private let nameEnd: Int

  fileprivate init?(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard PlainContentLine.isPlain(bytes), let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
    var nameEnd = 0
    var nameStart = 0
    while nameEnd < colon, bytes[nameEnd] != UInt8(ascii: ";") {
      if bytes[nameEnd] == UInt8(ascii: "."), nameStart == 0 { nameStart = nameEnd + 1 }
      nameEnd += 1
    }
    (self.bytes, self.colon, self.nameStart, self.nameEnd) = (bytes, colon, nameStart, nameEnd)
  }

  /// Whether the property's name is `name` (upper-case ASCII), in any case.
  public func isNamed(_ name: StaticString) -> Bool {
    bytes[nameStart..<nameEnd].equalsASCIICaseInsensitive(name)
  }

  /// Whether the line has a group or parameters: only a name before its `:`.
  public var hasGroupOrParameters: Bool { nameStart > 0 || nameEnd < colon }

  /// The raw value, as ``VCardProperty/value`` holds it.
  public var value: String { String(decoding: UnsafeBufferPointer(rebasing: bytes[(colon + 1)...]), as: UTF8.self) }

  /// Whether the line has a group.
  public var hasGroup: Bool { nameStart > 0 }

  /// Hands `body` each parameter's upper-cased name and values (split at
  /// `,`), as the parser reads them, in order, until it says `false`;
  /// `false` when a parameter is not `NAME=value` or the header holds a
  /// caret, which the parser reads otherwise, or when `body` said so.
  ///
  /// - Complexity: O(*n*) in the length of the header.
  public func forEachParameter(_ body: (_ name: String, _ values: [String]) -> Bool) -> Bool {
    let header = bytes[..<colon]
    guard !header.contains(UInt8(ascii: "^")) else { return false }
    var segment = nameEnd
    while segment < colon {
      let start = segment + 1
      segment = header[start...].firstIndex(of: UInt8(ascii: ";")) ?? colon
      guard start < segment else { continue }
      guard let equals = header[start..<segment].firstIndex(of: UInt8(ascii: "=")) else { return false }
      let values = header[(equals + 1)..<segment].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
      }
      guard body(String(decoding: header[start..<equals], as: UTF8.self).asciiUppercaseName, values) else { return false }
    }
    return true
  }
}

extension PlainCard {
  /// Reads the plain card that starts at `start` of `file` (and ends by
  /// `limit`) with a reader of type `R`, which is handed the lines `filter`
  /// keeps; `nil` when the card is not plain or the reader cannot read it.
  ///
  /// - Returns: What the reader gives, where the card's bytes end (after
  ///   its `END:VCARD` line's line end) and how many lines it has.
  /// - Complexity: O(*n*) in the size of the card, plus the reader's work.
  static func read<R: PlainCardReader>(
    _ file: UnsafeBufferPointer<UInt8>, text: [UInt8], at start: Int, limit: Int, firstLine: Int, keeping filter: PropertyNameFilter,
    with _: R.Type
  ) -> (read: R.Read, end: Int, lines: Int)? {
    var lines = Lines(file, from: start, limit: limit)
    guard let begin = lines.next(), begin.elementsEqual(beginLine), let versionLine = lines.next(),
      versionLine.starts(with: versionPrefix), PlainContentLine.isPlain(UnsafeBufferPointer(rebasing: versionLine))
    else { return nil }
    var reader = R(version: String(decoding: versionLine.dropFirst(versionPrefix.count), as: UTF8.self).trimmingASCIISpaces())
    while let line = lines.next() {
      if line.elementsEqual(endLine) {
        let source = text[start..<lines.position]
        return reader.finish(source: source, line: firstLine).map { ($0, lines.position, lines.count) }
      }
      // A line that is not plain (empty, or continuing a folded one) leaves the card to the parser.
      guard let plain = PlainLine(UnsafeBufferPointer(rebasing: line)), !plain.isNamed("VERSION"), !plain.isNamed("AGENT")
      else { return nil }
      guard filter.admits(UnsafeBufferPointer(rebasing: line)) else { continue }
      guard reader.read(plain) else { return nil }
    }
    return nil
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

/// The plain cards of a file (see ``PlainCardReader``).
enum PlainCard {}
