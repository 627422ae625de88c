#if canImport(Glibc)
import Glibc
#endif
import RefbookModel
import Synchronization

/// A copy of the list's view whose search texts and index are being made on
/// another thread, for the list to adopt when done (see `ListPane+Search`).
final class SearchPreparation: Sendable {
  /// The book the copy is a view of.
  let book: Addressbook
  private let result = Mutex<BookView?>(nil)

  /// Starts preparing the search of `view`, a view of `book`, on a thread
  /// of the lowest priority, so that keys handled meanwhile do not wait for
  /// it on a busy machine; the thread calls `onReady` when it is done.
  ///
  /// - Complexity: O(1) here; O(n) search texts made on the other thread.
  init(_ view: BookView, of book: Addressbook, onReady: @escaping @Sendable () -> Void = {}) {
    self.book = book
    Self.startLowPriorityThread { [self] in
      var view = view
      while view.prepareSearch(in: book, limit: .max) {}
      result.withLock { $0 = view }
      onReady()
    }
  }

  /// Runs `work` on a new thread of the lowest priority (a POSIX thread:
  /// Foundation's `Thread` would load Foundation and its ICU data).
  private static func startLowPriorityThread(_ work: @escaping @Sendable () -> Void) {
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

  /// The prepared view, once it is ready.
  ///
  /// - Complexity: O(1)
  var prepared: BookView? {
    result.withLock { $0 }
  }
}
