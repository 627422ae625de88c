#if canImport(Glibc)
import Glibc
#endif

/// Work done on a thread of its own at the lowest priority (nice 19), so
/// that on a busy machine what the user waits for runs first.
public enum LowPriorityThread {
  /// Runs `work` on a new thread of the lowest priority (a POSIX thread:
  /// Foundation's `Thread` would load Foundation and its ICU data); on this
  /// thread when no thread can be made.
  ///
  /// ```swift
  /// LowPriorityThread.run { prepareEverySearchText() }
  /// ```
  ///
  /// - Complexity: O(1) here, plus `work` on the other thread.
  public static func run(_ work: @escaping @Sendable () -> Void) {
    final class Work {
      let run: @Sendable () -> Void
      init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
    var thread = pthread_t()
    let argument = Unmanaged.passRetained(Work(work))
    let created = pthread_create(&thread, nil, { argument in
      let work = Unmanaged<Work>.fromOpaque(argument!).takeRetainedValue()
      #if os(Linux)
      // On Linux the nice value is the calling thread's, not the process's.
      setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
      #endif
      work.run()
      return nil
    }, argument.toOpaque())
    if created == 0 {
      pthread_detach(thread)
    } else {
      argument.release()
      work()
    }
  }
}
