import RefbookModel

/// The first screen the app drew of one book file, kept for its next start:
/// `frames/HASH` in ``UserFolders/cache(environment:)``, HASH naming the
/// book's real path. The next start of the app on the same version of the
/// book shows it while it reads the book, then draws its own (the same,
/// unless something else changed).
///
/// A frame is kept with the ``BookVersion`` it shows and a `context`: a
/// hash of whatever else the screen depends on (the build, the settings,
/// the terminal's type and locale, how the book was named), which the app
/// works out. The store only gives a frame back for the same version and
/// context, checked whole by a checksum; what a frame holds is opaque to
/// it. Written atomically, mode 0600 like the outlines (a screen shows
/// names, emails and phones); failing to read or write one is silent: the
/// cache only saves time.
///
/// ```swift
/// let frames = FrameCache(book: path)
/// let shown = frames?.frame(of: version, context: context)   // at start, before reading the book
/// frames?.keep(drawn, of: version, context: context)         // once the app drew its first screen
/// ```
public struct FrameCache: Sendable {
  /// The file's path.
  public let path: String

  /// The frame of the book file at `book`; `nil` when the book has no real
  /// path (it does not exist yet).
  ///
  /// - Complexity: O(1) system calls.
  public init?(book: String, environment: [String: String] = ProcessEnvironment.variables) {
    guard let path = UserFolders.cache(of: book, in: "frames", environment: environment) else { return nil }
    self.path = path
  }

  /// The frame kept of `version` in `context`; `nil` when there is none,
  /// or it is damaged.
  ///
  /// - Complexity: O(*n*) in the size of the file.
  public func frame(of version: BookVersion, context: UInt64) -> [UInt8]? {
    guard let bytes = try? BookFile.read(path)?.bytes, bytes.count >= Self.frameStart + 8,
      bytes.starts(with: Self.magic),
      BytesHash.of(bytes.dropLast(8)) == bytes.littleEndianWord(at: bytes.count - 8),
      bytes[Self.magic.count..<Self.contextStart].elementsEqual(version.bytes),
      bytes.littleEndianWord(at: Self.contextStart) == context
    else { return nil }
    return Array(bytes[Self.frameStart..<bytes.count - 8])
  }

  /// Keeps `frame`, drawn of `version` in `context`, in place of the frame
  /// kept (the caller knows whether that is the same already: the app
  /// compares it with the frame it showed).
  ///
  /// - Complexity: O(*n*) in the size of `frame`, plus an atomic write, not
  ///   flushed to the disk (a cache is checked when read).
  public func keep(_ frame: [UInt8], of version: BookVersion, context: UInt64) {
    var bytes = Self.magic + version.bytes
    bytes.appendLittleEndian(context)
    bytes += frame
    bytes.appendLittleEndian(BytesHash.of(bytes))
    CacheFile.write(bytes, to: path, mark: FileMark(magic: Self.magic))
  }

  private static let magic = Array("REFBOOK-FRAME-1\n".utf8)
  /// Where the context is: after the magic and the version's seven words.
  private static let contextStart = magic.count + 7 * 8
  private static let frameStart = contextStart + 8
}
