#if canImport(Glibc)
import Glibc
#endif

/// Work done on a thread of its own at the lowest priority, so that what
/// the user waits for runs first: the thread gives way at once to any
/// other that wants its processor (Linux's `SCHED_IDLE`; nice 19 where
/// that is refused).
///
/// Such work also takes turns: at most ``turns`` pieces of it run at once,
/// one fewer than the processors (at least one), so that one processor is
/// left to the program's main thread and the terminal drawing its screen.
/// Measured on two processors, a move sent right after a first start's
/// first key at 100,000 contacts (the start's outlines and search texts
/// being made) was answered in 5.3–12 ms at nice 19 with no turns, and in
/// 2.6–8.0 ms (median 2.9) with both, against 2.9–3.7 ms once idle.
public enum LowPriorityThread {
  /// How many pieces of work run at once: one fewer than the processors,
  /// at least one.
  public static let turns = max(1, Processors.online - 1)

  /// Runs `work` on a new thread of the lowest priority (a POSIX thread:
  /// Foundation's `Thread` would load Foundation and its ICU data), once it
  /// has a turn (see ``turns``) unless `takingTurn` is false (work the user
  /// waits to see, such as a photo, which must not queue behind a start's);
  /// on this thread, taking no turn, when no thread can be made.
  ///
  /// Work that takes a turn holds it until it returns, sleeping included:
  /// it must not wait for other work that takes one.
  ///
  /// ```swift
  /// LowPriorityThread.run { prepareEverySearchText() }
  /// ```
  ///
  /// - Complexity: O(1) here, plus `work` on the other thread.
  public static func run(takingTurn: Bool = true, _ work: @escaping @Sendable () -> Void) {
    final class Work {
      let run: @Sendable () -> Void
      let takesTurn: Bool
      init(_ run: @escaping @Sendable () -> Void, takesTurn: Bool) {
        self.run = run
        self.takesTurn = takesTurn
      }
    }
    var thread = pthread_t()
    let argument = Unmanaged.passRetained(Work(work, takesTurn: takingTurn))
    let created = pthread_create(&thread, nil, { argument in
      let work = Unmanaged<Work>.fromOpaque(argument!).takeRetainedValue()
      #if os(Linux)
      // On Linux the nice value and the policy are the calling thread's, not the process's.
      setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
      var parameters = sched_param()
      _ = sched_setscheduler(0, 5 /* SCHED_IDLE, which Glibc's module leaves out */, &parameters)
      #endif
      if work.takesTurn {
        while sem_wait(LowPriorityThread.turnsLeft) != 0 && errno == EINTR {}
        work.run()
        sem_post(LowPriorityThread.turnsLeft)
      } else {
        work.run()
      }
      return nil
    }, argument.toOpaque())
    if created == 0 {
      pthread_detach(thread)
    } else {
      argument.release()
      work()
    }
  }

  /// The turns not taken: a semaphore of ``turns``, never freed.
  nonisolated(unsafe) private static let turnsLeft: UnsafeMutablePointer<sem_t> = {
    let semaphore = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
    sem_init(semaphore, 0, UInt32(turns))
    return semaphore
  }()
}
