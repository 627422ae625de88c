#if canImport(Glibc)
import Glibc
#endif

/// What identifies one version of a file cheaply: where it is stored, its
/// size and when it was modified. When a file's fingerprint changed, its
/// content may still be the same (a `touch`); the store then compares the
/// bytes themselves.
public struct FileFingerprint: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modifiedSeconds: Int
  var modifiedNanoseconds: Int

  init(status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    modifiedSeconds = Int(status.st_mtim.tv_sec)
    modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
  }

  /// When the file was last modified, as ``WallClock`` tells time.
  var modified: Duration { .seconds(modifiedSeconds) + .nanoseconds(modifiedNanoseconds) }

  /// Whether `status` describes the same file, size and modification time,
  /// so that the content need not be read again to know it is unchanged.
  func matches(_ status: stat) -> Bool {
    device == UInt64(status.st_dev) && inode == UInt64(status.st_ino) && size == Int64(status.st_size)
      && modifiedSeconds == Int(status.st_mtim.tv_sec) && modifiedNanoseconds == Int(status.st_mtim.tv_nsec)
  }
}
