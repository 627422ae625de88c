#if canImport(Glibc)
import Glibc
#endif

/// A copy of a book that could not be saved to its file, written to a new
/// file so that quitting never loses an edit.
public enum RescueFile {
  /// Writes `bytes` as `name` in the first of `folders` that takes it, the
  /// way the book itself is written (a temporary file renamed into place, so
  /// a failure leaves nothing behind; mode 0600, as an address book is
  /// nobody else's business; owned like its folder when written by root).
  ///
  /// A soft file size limit (`ulimit -S -f`) is raised to the hard one
  /// first: the limit may be what stopped the book's save, and the edits
  /// matter more than a limit the process is allowed to raise.
  ///
  /// - Returns: The path written, or `nil`, and why each folder tried before
  ///   it failed (`folder: reason`).
  /// - Complexity: O(*n*) in the number of bytes, per folder tried.
  public static func write(_ bytes: [UInt8], named name: String, inFirstOf folders: [String])
    -> (path: String?, failures: [String])
  {
    var limit = rlimit()
    if getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0, limit.rlim_cur < limit.rlim_max {
      limit.rlim_cur = limit.rlim_max
      _ = setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
    }
    var failures: [String] = []
    for folder in folders where !folder.isEmpty {
      let path = UserFolders.joined(folder, name)
      var status = stat()
      guard lstat(path, &status) != 0 else {
        failures.append("\(folder): \(name) exists")
        continue
      }
      do throws(StoreError) {
        try DurableFile.write(bytes, to: path, keepingBackup: false)
        return (path, failures)
      } catch {
        if case .cannotWrite(_, let reason) = error {
          failures.append("\(folder): \(reason)")
        } else {
          failures.append("\(folder): \(error)")
        }
      }
    }
    return (nil, failures)
  }
}
