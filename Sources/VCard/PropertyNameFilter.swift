/// The property names a reader keeps, checked on a content line's bytes
/// before anything is decoded: a reader that needs a few properties of each
/// card (a list's names, emails and phones) then spends nothing on the others.
///
/// A line is kept when its name — the bytes before the first `;` or `:`,
/// after a group's first `.` — equals one of the names, in any case. That
/// is the name ``VCardParser`` gives the line's property when it reads it,
/// so a filtered card holds exactly the properties of the whole card whose
/// ``VCardProperty/name`` is among the names, plus whatever lines with such
/// a name it could not read (kept as ``VCardProperty/init(unreadableLine:)``,
/// as in the whole card). `VERSION` and `AGENT` lines, which say how the
/// card is read, are always kept.
///
/// ```swift
/// let filter = PropertyNameFilter(["FN", "EMAIL"])
/// let (read, cards) = VCardParser.parse(bytes, parts: 2, keeping: filter) { cards, _ in cards }
/// ```
public struct PropertyNameFilter: Sendable {
  /// The names, upper-cased, as bytes.
  private let names: [[UInt8]]

  /// A filter keeping the properties named `names` (any case).
  public init(_ names: some Sequence<String>) {
    self.names = (names.map(\.asciiUppercaseName) + ["VERSION", "AGENT"]).map { Array($0.utf8) }
  }

  /// Whether a reader keeps the content line `line` (unfolded, without its
  /// line end).
  ///
  /// - Complexity: O(*m*) in the length of the line's name, times the
  ///   number of names.
  func admits(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var start = line.startIndex
    var end = line.startIndex
    var sawDot = false
    while end < line.endIndex {
      let byte = line[end]
      if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") { break }
      if byte == UInt8(ascii: "."), !sawDot {
        sawDot = true
        start = end + 1
      }
      end += 1
    }
    let name = line[start..<end]
    return names.contains { candidate in
      candidate.count == name.count && zip(candidate, name).allSatisfy { $0 == $1.asciiUppercased }
    }
  }
}
