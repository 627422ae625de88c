import RefbookModel

/// The cards of one book file that its last vCard export copied (see
/// ``VerbatimCards``), kept for the next export: `verbatim/HASH` in
/// ``UserFolders/cache(environment:)``, HASH naming the file's real path.
///
/// It holds hashes only, no text of the book. A file that is damaged, of
/// another layout or written by a build that exports otherwise gives no
/// card; failing to read or write one is silent (the cache only saves
/// time).
///
/// ```swift
/// let cache = VerbatimCardCache(book: path)
/// let (pieces, known) = (cache?.cards() ?? VerbatimCards()).export(store.storedPersons)
/// cache?.keep(known)
/// ```
public struct VerbatimCardCache: Sendable {
  /// The file's path.
  public let path: String

  /// The cache of the book file at `book`; `nil` when the book has no
  /// real path (it does not exist yet).
  ///
  /// - Complexity: O(1) system calls.
  public init?(book: String, environment: [String: String] = ProcessEnvironment.variables) {
    guard let path = UserFolders.cache(of: book, in: "verbatim", environment: environment) else { return nil }
    self.path = path
  }

  /// The cards kept; none when there is no readable file of this build.
  ///
  /// - Complexity: O(*n*) in the size of the file.
  public func cards() -> VerbatimCards {
    guard let bytes = try? BookFile.read(path)?.bytes, bytes.count >= Self.magic.count + 24, bytes.starts(with: Self.magic),
      BytesHash.of(bytes.dropLast(8)) == bytes.littleEndianWord(at: bytes.count - 8)
    else { return VerbatimCards() }
    let probe = bytes.littleEndianWord(at: Self.magic.count)
    let count = Int(truncatingIfNeeded: bytes.littleEndianWord(at: Self.magic.count + 8))
    guard count >= 0, count == (bytes.count - Self.magic.count - 24) / 8, (bytes.count - Self.magic.count) % 8 == 0 else {
      return VerbatimCards()
    }
    let first = Self.magic.count + 16
    return VerbatimCards(keys: (0..<count).map { bytes.littleEndianWord(at: first + 8 * $0) }, probe: probe)
  }

  /// Keeps `cards` in place of what was kept, with this build's probe
  /// (see ``CacheFile``: files of another layout are removed).
  ///
  /// - Complexity: O(*n*) in the number of cards, plus an atomic write, not
  ///   flushed to the disk (a cache is checked when read).
  public func keep(_ cards: VerbatimCards) {
    var bytes = Self.magic
    bytes.reserveCapacity(Self.magic.count + 24 + 8 * cards.keys.count)
    for word in [VerbatimCards.probe, UInt64(cards.keys.count)] + cards.keys { bytes.appendLittleEndian(word) }
    bytes.appendLittleEndian(BytesHash.of(bytes))
    CacheFile.write(bytes, to: path, mark: FileMark(magic: Self.magic))
  }

  private static let magic = Array("REFBOOK-VERBATIM-1\n".utf8)
}
