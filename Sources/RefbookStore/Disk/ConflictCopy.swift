import CRename
#if canImport(Glibc)
import Glibc
#endif

/// Where a store puts a version of a contact (or a book) that collided with
/// another: beside the file, named so that no reader of the book takes it
/// for part of it, and never over another copy.
public enum ConflictCopy {
  /// The name a copy made now would have: `target.refbook-conflict-20240131T235959.123456789Z`,
  /// at the current UTC time to the nanosecond; with `-N` after it for the
  /// *N*-th try of a copy that found the name taken.
  static func path(beside target: String, attempt: Int = 0) -> String {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    var parts = tm()
    gmtime_r(&now.tv_sec, &parts)
    func digits(_ value: Int, _ count: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, count - text.count)) + text
    }
    let stamp =
      digits(Int(parts.tm_year) + 1900, 4) + digits(Int(parts.tm_mon) + 1, 2) + digits(Int(parts.tm_mday), 2) + "T"
      + digits(Int(parts.tm_hour), 2) + digits(Int(parts.tm_min), 2) + digits(Int(parts.tm_sec), 2) + "."
      + digits(now.tv_nsec, 9) + "Z"
    return target + ".refbook-conflict-" + stamp + (attempt > 0 ? "-\(attempt)" : "")
  }

  /// Moves the file at `file` (in `target`'s folder) to a new conflict copy
  /// of `target`, never over an existing file: a name taken (another copy
  /// made in the same nanosecond, by us or another refbook) is tried again
  /// with a counter.
  ///
  /// - Returns: The copy's path.
  /// - Complexity: One `renameat2` call, a few more when names are taken.
  static func move(_ file: String, beside target: String) throws(SystemError) -> String {
    var attempt = 0
    while true {
      let copy = path(beside: target, attempt: attempt)
      if refbook_renameat2(AT_FDCWD, file, AT_FDCWD, copy, refbook_rename_noreplace) == 0 { return copy }
      switch errno {
      case EEXIST: attempt += 1
      case EINVAL, ENOSYS:
        // A file system without renameat2's flags: link(2) fails on a taken name too.
        if link(file, copy) == 0 {
          unlink(file)
          return copy
        }
        guard errno == EEXIST else { throw .current }
        attempt += 1
      default: throw .current
      }
    }
  }

  /// Writes the bytes of `pieces`, one after another, durably to a new
  /// conflict copy of `target` (see ``move(_:beside:)``; mode 0600).
  ///
  /// - Returns: The copy's path.
  public static func write(_ pieces: [ArraySlice<UInt8>], beside target: String) throws(StoreError) -> String {
    let staged = try DurableFile.stage(pieces, beside: target)
    do { return try move(staged, beside: target) } catch {
      unlink(staged)
      throw .cannotWrite(path: path(beside: target), reason: error.reason)
    }
  }
}
