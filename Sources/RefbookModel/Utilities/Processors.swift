#if canImport(Glibc)
import Glibc
#endif

/// The machine's processors, as work is spread over them.
public enum Processors {
  /// How many processors are online now (at least one).
  ///
  /// - Complexity: O(1): one system call.
  public static var online: Int { Swift.max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
