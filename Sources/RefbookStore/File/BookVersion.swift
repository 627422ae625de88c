#if canImport(Glibc)
import Glibc
#endif
import RefbookModel

/// One version of a book file, told by the file's identity: its device,
/// inode, size, and modification and change times. Any write to the file,
/// or its replacement, gives it another identity, except a write that leaves
/// the size alone within one tick of a coarse file time; caches that must
/// not be fooled by that trust only a version that had ``settling`` to
/// settle: one that had changed that long before its bytes were read (see
/// ``settled(_:readSince:)``, ``OutlineCache``), or that has ``age`` of as
/// much (see ``QueryIndexCache``).
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
    self.init(status: status)
  }

  /// The version `status` describes.
  init(status: stat) {
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

  /// How long before its bytes are read a version must have last changed
  /// (by its modification and change times) for its identity to stand for
  /// those bytes, in seconds: longer than the coarsest file time's tick (2 s,
  /// of FAT), and than the lag of the clock the kernel stamps file times
  /// with. A write made after that tick gives the file a later change time,
  /// which no program can set back: so a version settled when read still
  /// has the bytes read while its identity is unchanged. A write within the
  /// tick may leave size and times as they were (git's "racy" files).
  public static let settling = 3.0

  /// The version `status` (taken once the bytes were read) describes, when it
  /// had settled (see ``settling``) at `moment` (the clock before the read
  /// began, `nil` when it could not be read); `nil` otherwise, and when its
  /// times are ahead of that moment.
  ///
  /// - Complexity: O(1).
  static func settled(_ status: stat, readSince moment: timespec?) -> BookVersion? {
    guard let moment else { return nil }
    let times = [status.st_mtim, status.st_ctim]
    func seconds(_ time: timespec) -> Double { Double(time.tv_sec) + Double(time.tv_nsec) / 1e9 }
    guard times.allSatisfy({ seconds(moment) - seconds($0) >= settling }) else { return nil }
    return BookVersion(status: status)
  }

  /// The clock now, as file times tell time; `nil` when it cannot be read.
  static var now: timespec? {
    var now = timespec()
    return clock_gettime(CLOCK_REALTIME, &now) == 0 ? now : nil
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
