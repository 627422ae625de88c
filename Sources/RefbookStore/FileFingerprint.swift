#if canImport(Glibc)
import Glibc
#endif

/// What identifies one version of a file: where it is stored, its size, when
/// it was modified, and a hash of its content. Two fingerprints are equal when
/// the file has not changed in between, as far as can be told cheaply.
struct FileFingerprint: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modifiedSeconds: Int
  var modifiedNanoseconds: Int
  /// FNV-1a over the content; not cryptographic, only a change detector.
  var contentHash: UInt64

  init(status: stat, content: [UInt8]) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    modifiedSeconds = Int(status.st_mtim.tv_sec)
    modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
    contentHash = Self.hash(content)
  }

  /// Whether `status` describes the same file, size and modification time,
  /// so that the content need not be read again to know it is unchanged.
  func matches(_ status: stat) -> Bool {
    device == UInt64(status.st_dev) && inode == UInt64(status.st_ino) && size == Int64(status.st_size)
      && modifiedSeconds == Int(status.st_mtim.tv_sec) && modifiedNanoseconds == Int(status.st_mtim.tv_nsec)
  }

  /// - Complexity: O(*n*) in the number of bytes.
  static func hash(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
