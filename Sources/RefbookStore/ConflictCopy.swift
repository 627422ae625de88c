#if canImport(Glibc)
import Glibc
#endif

/// Where a store puts its own version of what collided with a change made
/// on disk by another program: beside the file, named so that no reader of
/// the book takes it for part of it.
enum ConflictCopy {
  /// `target.refbook-conflict-20240131T235959Z`, at the current UTC time.
  static func path(beside target: String) -> String {
    var now = time(nil)
    var parts = tm()
    gmtime_r(&now, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return target + ".refbook-conflict-\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
  }
}
