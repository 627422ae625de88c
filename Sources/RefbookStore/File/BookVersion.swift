#if canImport(Glibc)
import Glibc
#endif
import RefbookModel

/// One version of a book file, told by the file's identity: its device,
/// inode, size, and modification and change times. Any write to the file,
/// or its replacement, gives it another identity, except a write that leaves
/// the size alone within one tick of a coarse file time; caches that must
/// not be fooled by that wait until a version has ``age`` of more than such
/// a tick (see ``QueryIndexCache``).
///
/// The identity is taken from a descriptor opened on the file, not from its
/// path alone, so that a network file system looks again rather than
/// answering from its cache.
///
/// ```swift
/// let version = BookVersion(of: "/home/ada/contacts.vcf")
/// version?.bytes   // what a cache of this version keeps, to compare later
/// ```
public struct BookVersion: Hashable, Sendable {
  /// The identity, as a cache keeps it: seven little-endian words.
  public let bytes: [UInt8]

  /// The version of the regular file at `path` now; `nil` when it cannot be
  /// opened or is not a regular file.
  ///
  /// - Complexity: O(1) system calls.
  public init?(of path: String) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    var bytes: [UInt8] = []
    for word in [
      UInt64(status.st_dev), UInt64(status.st_ino), UInt64(status.st_size),
      UInt64(bitPattern: Int64(status.st_mtim.tv_sec)), UInt64(status.st_mtim.tv_nsec),
      UInt64(bitPattern: Int64(status.st_ctim.tv_sec)), UInt64(status.st_ctim.tv_nsec),
    ] {
      bytes.appendLittleEndian(word)
    }
    self.bytes = bytes
  }

  /// The file's size in bytes.
  public var size: Int { Int(truncatingIfNeeded: bytes.littleEndianWord(at: 16)) }

  /// How long ago this version came to be, by its change time (which no
  /// program can set back), in seconds; negative when that is ahead of the
  /// clock, `nil` when the clock cannot be read.
  public var age: Double? {
    var now = timespec()
    guard clock_gettime(CLOCK_REALTIME, &now) == 0 else { return nil }
    let (seconds, nanoseconds) = (bytes.littleEndianWord(at: 40), bytes.littleEndianWord(at: 48))
    return Double(Int64(now.tv_sec) - Int64(bitPattern: seconds)) + (Double(now.tv_nsec) - Double(nanoseconds)) / 1e9
  }
}
