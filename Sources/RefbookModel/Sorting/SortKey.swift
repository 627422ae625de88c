#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A person's position in a ``SortOrder``, precomputed so that sorting and
/// binary search compare bytes instead of re-folding text on every comparison.
///
/// Keys of different persons are distinct (the id is the last tie-breaker)
/// and compare in the order's collation: folded text first, the original
/// spelling (case, accents) second, the id last.
public struct SortKey: Comparable, Hashable, Sendable {
  /// Raised with every change to how keys are made that could escape
  /// ``OutlineArchive``'s probe: keys kept by another version are then
  /// made again, not trusted.
  static let version: UInt64 = 1

  /// The key's bytes: of a key kept with an outline, a slice of the archive
  /// read, so that a book's keys cost no array of their own.
  let bytes: ArraySlice<UInt8>
  /// The first eight bytes (zeros after a shorter key's end), big-endian:
  /// most comparisons end here, without reading the bytes on the heap.
  private let prefix: UInt64

  init(bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    prefix = bytes.prefix(8).enumerated().reduce(0) { $0 | UInt64($1.element) << (56 - 8 * $1.offset) }
  }

  /// - Complexity: O(m), the length of the shorter key; O(1) when they
  ///   differ in their first eight bytes.
  public static func < (lhs: SortKey, rhs: SortKey) -> Bool {
    // Prefixes that differ order as the bytes do: a padding zero stands
    // where the shorter key, which sorts first, has ended.
    guard lhs.prefix == rhs.prefix else { return lhs.prefix < rhs.prefix }
    return lhs.bytes.withUnsafeBytes { left in
      rhs.bytes.withUnsafeBytes { right in
        let common = min(left.count, right.count)
        let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
        return order != 0 ? order < 0 : left.count < right.count
      }
    }
  }
}

extension SortOrder {
  /// The key that places `person` in this order.
  ///
  /// - Complexity: O(m), the length of the person's name fields.
  public func sortKey(for person: some OutlineFields) -> SortKey {
    let (rank, components) = sortComponents(of: person)
    // Room for both levels and the id, so that the bytes seldom grow (a
    // run of digits takes three bytes more).
    var bytes: [UInt8] = []
    bytes.reserveCapacity(4 + 2 * components.reduce(0) { $0 + $1.utf8.count + 1 } + person.id.utf8.count)
    bytes.append(rank)
    for (index, component) in components.enumerated() {
      if index > 0 { bytes.append(SortKey.componentSeparator) }
      if component.utf8.allSatisfy({ $0 < 0x80 }) {
        SortKey.appendPrimary(component.utf8.lazy.map(TextFolding.foldedASCII), to: &bytes)
      } else {
        SortKey.appendPrimary(TextFolding.fold(component).utf8, to: &bytes)
      }
    }
    bytes.append(SortKey.levelSeparator)
    for (index, component) in components.enumerated() {
      if index > 0 { bytes.append(SortKey.componentSeparator) }
      for byte in component.utf8 where byte > SortKey.componentSeparator { bytes.append(byte) }
    }
    bytes.append(SortKey.levelSeparator)
    bytes.append(contentsOf: person.id.utf8)
    return SortKey(bytes: bytes[...])
  }

  /// The rank (1: sorted by its key, 2: by a fallback after the others,
  /// 3: nothing to sort by) and the texts compared, most significant first.
  private func sortComponents(of person: some OutlineFields) -> (UInt8, [String]) {
    let name = person.nameForDisplay
    switch self {
    case .name:
      if let name { return (1, [name]) }
    case .familyName:
      if let family = Person.nonBlank(person.name.family) { return (1, [family, person.name.given]) }
      if let name { return (1, [name]) }
    case .organization:
      if let organization = person.organization.first.flatMap(Person.nonBlank) {
        return (1, [organization, name ?? ""])
      }
      if let name { return (2, [name]) }
    }
    return (3, [])
  }
}

extension SortKey {
  /// Ends a level (primary, secondary): lower than any text byte, so a
  /// shorter text sorts before its extensions.
  static let levelSeparator: UInt8 = 0x00
  /// Separates the components of one level (family from given name).
  static let componentSeparator: UInt8 = 0x01
  /// Starts a run of digits, followed by its length (two bytes) and its
  /// digits without leading zeros, so that numbers compare by value. Digits
  /// never appear outside such a run, so the marker is unambiguous.
  private static let numberMarker = UInt8(ascii: "0")

  /// Appends folded text as primary-level bytes: runs of white space become
  /// one space (none at the ends), control characters are dropped, and runs
  /// of digits are encoded to compare by value.
  static func appendPrimary(_ folded: some Sequence<UInt8>, to bytes: inout [UInt8]) {
    var pendingSpace = false
    var digits: [UInt8] = []
    func flushDigits() {
      guard !digits.isEmpty else { return }
      let significant = digits.drop { $0 == UInt8(ascii: "0") }
      let length = min(significant.count, Int(UInt16.max))
      bytes.append(numberMarker)
      bytes.append(UInt8(length >> 8))
      bytes.append(UInt8(length & 0xFF))
      bytes.append(contentsOf: significant.prefix(length))
      digits.removeAll(keepingCapacity: true)
    }
    let start = bytes.count
    for byte in folded {
      if byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) {
        flushDigits()
        pendingSpace = bytes.count > start
        continue
      }
      if byte < 0x20 || byte == 0x7F { continue }
      if pendingSpace {
        bytes.append(UInt8(ascii: " "))
        pendingSpace = false
      }
      if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        digits.append(byte)
      } else {
        flushDigits()
        bytes.append(byte)
      }
    }
    flushDigits()
  }
}
