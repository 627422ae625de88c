#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One logical line of a vCard file: a content line after unfolding.
///
/// Its bytes are a range of the file, unless it was folded: then a copy of
/// its own. It holds no reference to the file's buffer (which the threads
/// reading parts of a large file share, and would take turns at counting
/// for every line): the reader looks at the bytes in place, in the file
/// it reads, and copies only the lines it keeps.
struct LogicalLine {
  private let joined: [UInt8]?
  private let range: Range<Int>
  /// The 1-based physical line on which it starts.
  let line: Int
  /// Where its physical lines lie in the file: from the first one's start to
  /// just after the last one's line end.
  let span: Range<Int>

  /// A line whose bytes are `joined`, else `range` of the file.
  fileprivate init(joined: [UInt8]?, range: Range<Int>, line: Int, span: Range<Int>) {
    self.joined = joined
    self.range = range
    self.line = line
    self.span = span
  }

  /// `body` of the line's bytes, in place in `file`, the file it was read from.
  ///
  /// - Complexity: O(1), plus `body`.
  func withBytes<R>(in file: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    guard let joined else { return body(UnsafeBufferPointer(rebasing: file[range])) }
    return joined.withUnsafeBufferPointer(body)
  }

  /// The line's bytes, a copy of its own.
  ///
  /// - Complexity: O(*n*) in the length of the line.
  func bytes(in file: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    joined ?? Array(file[range])
  }
}

/// Turns the physical lines of a file into logical lines.
///
/// - A line that starts with a space or a tab continues the previous one
///   (RFC 6350 §3.2); the one whitespace character is removed.
/// - A quoted-printable value whose line ends in `=` (a soft line break, as
///   vCard 2.1 writers produce) continues on the next line verbatim, even
///   when that line starts with whitespace; the `=` is removed. A
///   `BEGIN:VCARD` or `END:VCARD` line is never taken as a continuation.
/// - A vCard 2.1 base64 value continues on following lines made only of
///   base64 characters, until an empty line.
/// - Lines end with CRLF, LF or a lone CR; CR CR LF (iOS exports), or any
///   run of CRs before an LF, is one line end, like CRLF. Empty lines end a logical line and are otherwise
///   ignored.
///
/// It reads the file in place: it must not outlive the buffer it is given.
struct VCardUnfolder: IteratorProtocol {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position: Int
  /// Where the part of `bytes` being read ends.
  private let limit: Int
  private var physicalLine: Int
  private var pending: PhysicalLine?

  /// Reads `range` of `bytes` (all of it by default), whose first line is
  /// line `firstLine` of the file.
  init(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil, firstLine: Int = 1) {
    self.bytes = bytes
    position = range?.lowerBound ?? 0
    limit = range?.upperBound ?? bytes.count
    physicalLine = firstLine - 1
  }

  mutating func next() -> LogicalLine? {
    var current: Accumulator?
    var isQuotedPrintable = false
    var isBase64 = false
    while let physical = pending ?? nextPhysicalLine() {
      pending = nil
      let content = physical.content
      guard var joined = current else {
        if content.isEmpty { continue }
        current = Accumulator(range: content, line: physical.line, end: physical.end)
        (isQuotedPrintable, isBase64) = Self.encodings(of: bytes[content])
        continue
      }
      current = nil
      let first = content.isEmpty ? nil : bytes[content.lowerBound]
      if isQuotedPrintable && joined.last(of: bytes) == UInt8(ascii: "=") && CardMarker(UnsafeBufferPointer(rebasing: bytes[content])) == .other {
        joined.append(content, of: bytes, dropping: 0, removingLast: true)
      } else if let first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
        joined.append(content, of: bytes, dropping: 1, removingLast: false)
      } else if isBase64 && !content.isEmpty && bytes[content].allSatisfy(Self.isBase64Byte) {
        joined.append(content, of: bytes, dropping: 0, removingLast: false)
      } else {
        if !content.isEmpty { pending = physical }
        return joined.logicalLine
      }
      joined.end = physical.end
      current = joined
    }
    return current?.logicalLine
  }

  /// Whether the line `line` starts a quoted-printable value and whether it
  /// starts a base64 one, as its header says.
  private static func encodings(of line: Slice<UnsafeBufferPointer<UInt8>>) -> (quotedPrintable: Bool, base64: Bool) {
    let header = ContentLineHeader.headerBytes(of: line)
    // Every marker holds a Q or a B: most headers are ruled out by one pass.
    let hasQ = header.contains { $0 | 0x20 == UInt8(ascii: "q") }
    let hasB = header.contains { $0 | 0x20 == UInt8(ascii: "b") }
    return (
      hasQ && header.containsASCIICaseInsensitive("QUOTED-PRINTABLE"),
      hasB && (header.containsASCIICaseInsensitive("BASE64") || header.containsASCIICaseInsensitive("ENCODING=B"))
    )
  }

  /// One line of the file, without its line end.
  private struct PhysicalLine {
    /// Where its content lies in the file.
    var content: Range<Int>
    var line: Int
    /// The offset just after its line end.
    var end: Int
  }

  private mutating func nextPhysicalLine() -> PhysicalLine? {
    guard position < limit else { return nil }
    physicalLine += 1
    let start = position
    let limit = self.limit
    // The first CR or LF: an LF bounds the search for a CR (both by `memchr`).
    var end = Self.offset(of: UInt8(ascii: "\n"), in: bytes, from: start, to: limit)
    end = Self.offset(of: UInt8(ascii: "\r"), in: bytes, from: start, to: end)
    position = end
    let content = start..<position
    if position < limit {
      let terminator = bytes[position]
      position += 1
      if terminator == UInt8(ascii: "\r") {
        var next = position
        while next < limit, bytes[next] == UInt8(ascii: "\r") { next += 1 }
        if next < limit, bytes[next] == UInt8(ascii: "\n") { position = next + 1 }
      }
    }
    return PhysicalLine(content: content, line: physicalLine, end: position)
  }

  /// The offset of the first `byte` in `from..<to` of `bytes`, or `to`.
  private static func offset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
    guard from < to, let base = bytes.baseAddress, let found = memchr(base + from, Int32(byte), to - from) else { return to }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// How many physical lines `range` of `bytes` holds, counted as the
  /// unfolder counts them.
  ///
  /// - Complexity: O(*n*) in the size of the range.
  static func lineCount(of bytes: [UInt8], in range: Range<Int>) -> Int {
    bytes.withUnsafeBufferPointer { bytes in
      var unfolder = VCardUnfolder(bytes, range: range)
      while unfolder.nextPhysicalLine() != nil {}
      return unfolder.physicalLine
    }
  }

  private static func isBase64Byte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="):
      true
    default:
      false
    }
  }
}

/// A logical line being joined: a range of the file until a continuation
/// forces a copy.
private struct Accumulator {
  var range: Range<Int>
  var owned: [UInt8]?
  let line: Int
  /// The offset just after the last physical line's line end.
  var end: Int

  init(range: Range<Int>, line: Int, end: Int) {
    self.range = range
    self.line = line
    self.end = end
  }

  /// Its last byte, read from `file` while it is a range of it.
  func last(of file: UnsafeBufferPointer<UInt8>) -> UInt8? {
    owned?.last ?? (range.isEmpty ? nil : file[range.upperBound - 1])
  }

  var logicalLine: LogicalLine {
    LogicalLine(joined: owned, range: range, line: line, span: range.lowerBound..<end)
  }

  /// Appends the physical line at `content` of `file`, but for its first
  /// `count` bytes, removing this line's last byte first if asked.
  mutating func append(_ content: Range<Int>, of file: UnsafeBufferPointer<UInt8>, dropping count: Int, removingLast: Bool) {
    if owned == nil { owned = Array(file[range]) }
    if removingLast { owned!.removeLast() }
    owned!.append(contentsOf: file[content].dropFirst(count))
  }
}

extension RandomAccessCollection<UInt8> where Index == Int {
  /// Whether `needle` (ASCII, upper-case) occurs in these bytes, ignoring ASCII case.
  func containsASCIICaseInsensitive(_ needle: StaticString) -> Bool {
    needle.withUTF8Buffer { pattern in
      guard count >= pattern.count else { return false }
      var start = startIndex
      while start + pattern.count <= endIndex {
        var offset = 0
        while offset < pattern.count, self[start + offset].asciiUppercased == pattern[offset] { offset += 1 }
        if offset == pattern.count { return true }
        start += 1
      }
      return false
    }
  }

  /// Whether these bytes equal `other` (ASCII), ignoring ASCII case.
  func equalsASCIICaseInsensitive(_ other: StaticString) -> Bool {
    other.withUTF8Buffer { pattern in
      count == pattern.count && zip(self, pattern).allSatisfy { $0.asciiUppercased == $1.asciiUppercased }
    }
  }
}

extension UInt8 {
  var asciiUppercased: UInt8 {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) ? self - 32 : self
  }
}
