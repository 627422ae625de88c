#if canImport(Glibc)
import Glibc
#endif

/// The machine's processors, as work is spread over them.
public enum Processors {
  /// How many processors are online now (at least one).
  ///
  /// - Complexity: O(1), but three system calls: glibc reads a file of
  ///   `/sys` each time. Ask only when the answer can matter.
  public static var online: Int { Swift.max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  /// In how many pieces at once a file of `byteCount` bytes is read: one,
  /// and one more for each 256 KiB it holds, up to one per processor (a
  /// file under 256 KiB is read in one piece: below that, starting a thread
  /// costs more than it saves).
  ///
  /// - Complexity: O(1): ``online``'s system calls, none for a file under
  ///   256 KiB (a vdir's contact files, a journal's cards: opening a folder
  ///   of 10,000 contacts asked 10,000 times).
  public static func parts(forReading byteCount: Int) -> Int {
    let wanted = byteCount / (256 * 1024) + 1
    return wanted == 1 ? 1 : Swift.min(online, wanted)
  }
}
