import Dispatch
import RefbookModel
import Synchronization
import VCard

/// The outlines of one book file kept between starts (see
/// ``OutlineArchive``), so that opening the same bytes again reads no card:
/// `outlines/HASH` in ``UserFolders/cache(environment:)``, HASH naming the
/// file's real path.
///
/// A cache is never trusted over the book: an archive of other bytes (the
/// book changed since), or a damaged one, is passed over and the book read
/// as ever. An archive is known to be of the bytes read by the file's
/// version (see ``BookVersion``), as git and make know a file unchanged,
/// when it names that version: it does only of a version that had settled
/// (see ``BookVersion/settling``) before its bytes were read, since a write
/// within a tick of the file clock may leave the identity as it was.
/// Otherwise (an archive of a file just written, or a file rewritten with the
/// same bytes) the file's bytes are hashed, and an archive that holds them
/// is kept again naming the version they are, when it has settled. Archives are written atomically, mode 0600 in a folder of mode
/// 0700 (they hold the book's names, emails and phones), and only of books
/// read without a problem or a repair. Failing to read or write one is
/// silent: the cache only saves time.
///
/// ```swift
/// let cache = OutlineCache(book: "/home/ada/contacts.vcf", keyedBy: .name)?.readingAhead()
/// let encoding = BookEncoding.vCard(deferringDecoding: true, outlines: cache)
/// ```
public struct OutlineCache: Sendable {
  /// The archive's path.
  public let path: String
  /// The order whose keys the archive keeps with the outlines, so that the
  /// list in that order is made without computing them; `nil`: none.
  public let order: RefbookModel.SortOrder?

  /// The cache of the book file at `book`, keeping each outline's key in
  /// `order`; `nil` when the book has no real path (it does not exist yet).
  ///
  /// - Complexity: O(1) system calls.
  public init?(
    book: String, keyedBy order: RefbookModel.SortOrder? = nil, environment: [String: String] = ProcessEnvironment.variables
  ) {
    self.order = order
    guard let path = UserFolders.cache(of: book, in: "outlines", environment: environment) else { return nil }
    self.path = path
  }

  /// The archive read ahead by ``readingAhead()``, until ``archive()``
  /// takes it.
  private var readAhead: ReadAhead?

  /// The cache, its archive being read meanwhile on another processor (the
  /// book's file is read on this one): the first ``archive()`` takes what
  /// was read, waiting for it if need be; later ones read the archive then.
  ///
  /// - Complexity: O(1); the read is O(*n*) in the size of the archive.
  public func readingAhead() -> OutlineCache {
    var cache = self
    cache.readAhead = ReadAhead(path)
    return cache
  }

  /// The archive kept, if there is one.
  func archive() -> [UInt8]? {
    if let early = readAhead?.take() { return early }
    return (try? BookFile.read(path))?.bytes
  }

  /// An archive being read on another thread, to be taken once.
  private final class ReadAhead: Sendable {
    private let reading = DispatchGroup()
    /// `.none` once taken.
    private let bytes = Mutex<[UInt8]??>(.some(nil))

    init(_ path: String) {
      DispatchQueue.global(qos: .userInitiated).async(group: reading) { [self] in
        let read = (try? BookFile.read(path))?.bytes
        bytes.withLock { $0 = .some(read) }
      }
    }

    /// What was read (`.some(nil)`: no archive), waiting for it; `nil` when
    /// it was taken already.
    func take() -> [UInt8]?? {
      reading.wait()
      return bytes.withLock { taken in
        defer { taken = nil }
        return taken
      }
    }
  }

  /// What `archive` holds of `bytes`, which are `version` of the book
  /// (settled when read) when it is given (see
  /// ``OutlineArchive/read(_:of:version:)``). When the archive did not name
  /// that version but the bytes' hash held, it is kept again naming it, on a
  /// thread of the lowest priority, so that the next read of this version
  /// hashes nothing.
  ///
  /// - Complexity: That of ``OutlineArchive/read(_:of:version:)``; keeping it
  ///   again, a copy of the archive and its checksum, and an atomic write.
  func read(_ archive: [UInt8], of bytes: [UInt8], version: BookVersion?) -> OutlineArchive.Contents? {
    guard let contents = OutlineArchive.read(archive, of: bytes, version: version?.bytes) else { return nil }
    if contents.hashed, let version {
      LowPriorityThread.run { write(OutlineArchive.archive(archive, version: version.bytes)) }
    }
    return contents
  }

  /// Keeps the outlines of `decoded`, read from `bytes` deferring (see
  /// ``BookEncoding/vCard(version:deferringDecoding:readingIDsOnly:outlines:keepingOutlines:queries:)``),
  /// unless it holds a problem or a warning, naming `version`: that of the
  /// file `bytes` are, settled when they were read, when known.
  ///
  /// - Complexity: O(*n*) in the size of the book, plus an atomic write, not
  ///   flushed to the disk (a cache is checked when read).
  func keep(_ decoded: DecodedBook, of bytes: [UInt8], version: BookVersion? = nil) {
    guard decoded.problems.isEmpty, decoded.warnings.isEmpty,
      let archive = OutlineArchive.archive(
        decoded.stored, sources: decoded.sources, head: decoded.head, tail: decoded.tail, of: bytes,
        version: version?.bytes, keyedBy: order)
    else { return }
    write(archive)
  }

  /// Keeps the outlines of the file just written from `image` (see
  /// ``BookImage/updated(to:encode:)``): the persons of its cards
  /// nobody changed keep the outlines they were read with; changed and new
  /// cards are read again when the archive is read.
  ///
  /// - Complexity: O(*n*) in the size of the book, plus an atomic write, not
  ///   flushed to the disk (a cache is checked when read).
  func keep(written image: BookImage) {
    write(OutlineArchive.archive(
      writtenFrom: image.book, head: image.head, cards: image.cards, tail: image.tail,
      keyedBy: order))
  }

  private func write(_ archive: [UInt8]) {
    CacheFile.write(archive, to: path, mark: OutlineArchive.mark)
  }
}

extension DecodedBook {
  /// The book an archive holds of a file's bytes: read without a problem
  /// or a repair, as only such books are kept.
  init(_ contents: OutlineArchive.Contents) {
    self.init(stored: contents.persons, sources: contents.sources, head: contents.head, tail: contents.tail)
  }
}
