#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import RefbookModel

/// A file of the cache folder (kept outlines, kept search texts): written
/// atomically and not flushed to the disk, since it is checked when read,
/// and written beside no file of an earlier layout, since no build reads
/// those again and they hold the book's names, emails and phones.
enum CacheFile {
  /// Writes `bytes` atomically to `path`, then removes the files of its
  /// folder that do not begin with `mark` (of any book; an earlier build
  /// may also have named them otherwise). Failing is silent: a cache only
  /// saves time.
  ///
  /// - Complexity: O(*n*) in the size of `bytes`, plus one read of the
  ///   mark's size per file in the folder.
  static func write(_ bytes: [UInt8], to path: String, mark: FileMark) {
    DurableFile.removeAbandonedTemporaries(of: path)
    _ = try? DurableFile.write(bytes, to: path, keepingBackup: false, flushing: false)
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
      let file = folder + "/" + name
      let descriptor = open(file, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
      guard descriptor >= 0 else { continue }
      var start = [UInt8](repeating: 0, count: mark.size)
      let count = read(descriptor, &start, start.count)
      close(descriptor)
      if count >= 0, !mark.marks(start[..<count]) { unlink(file) }
    }
  }
}
