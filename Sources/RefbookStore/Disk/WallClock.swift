#if canImport(Glibc)
import Glibc
#endif

/// The time of day as files carry it (`CLOCK_REALTIME`), as a duration
/// since the epoch: what a file's modification time is compared with.
enum WallClock {
  /// The time now.
  static var now: Duration {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
  }
}
