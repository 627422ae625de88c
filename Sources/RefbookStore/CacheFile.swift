#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A file of the cache folder (kept outlines, kept search texts): written
/// atomically and not flushed to the disk, since it is checked when read,
/// and written beside no file of an earlier layout, since no build reads
/// those again and they hold the book's names, emails and phones.
enum CacheFile {
  /// Writes `bytes` atomically to `path`, then removes the files of its
  /// folder whose first bytes `isCurrent` refuses (of any book; an earlier
  /// build may also have named them otherwise). Failing is silent: a cache
  /// only saves time.
  ///
  /// - Complexity: O(*n*) in the size of `bytes`, plus one read of
  ///   `markSize` bytes per file in the folder.
  static func write(_ bytes: [UInt8], to path: String, markSize: Int, isCurrent: (ArraySlice<UInt8>) -> Bool) {
    DurableFile.removeAbandonedTemporaries(of: path)
    _ = try? DurableFile.write(bytes, to: path, keepingBackup: false, flushing: false)
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
      let file = folder + "/" + name
      let descriptor = open(file, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
      guard descriptor >= 0 else { continue }
      var mark = [UInt8](repeating: 0, count: markSize)
      let count = read(descriptor, &mark, mark.count)
      close(descriptor)
      if count >= 0, !isCurrent(mark[..<count]) { unlink(file) }
    }
  }
}
