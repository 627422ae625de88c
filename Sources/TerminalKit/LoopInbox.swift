import Synchronization

/// Work that other threads hand to the thread running a terminal app's loop.
///
/// ``post(_:)`` queues the work and wakes the loop (see ``KeyInput/wake``),
/// which calls ``runPosted()`` between keys: the work runs on the loop's
/// thread, in the order posted, and never while a key is being handled.
///
/// ```swift
/// let inbox = LoopInbox(waking: terminal.wake)
/// worker.onDone = { result in inbox.post { show(result) } }   // any thread
/// while true {
///   inbox.runPosted()
///   draw()
///   guard let key = terminal.readKey(timeout: nil) else { continue }   // nil: woken
///   handle(key)
/// }
/// ```
public final class LoopInbox: Sendable {
  private let pending = Mutex<[@Sendable () -> Void]>([])
  private let wake: @Sendable () -> Void

  /// - Parameter wake: Makes the loop's wait for a key return; called from
  ///   the posting thread.
  public init(waking wake: @escaping @Sendable () -> Void) {
    self.wake = wake
  }

  /// Queues `work` for the loop's thread and wakes the loop.
  ///
  /// - Complexity: O(1) amortized.
  public func post(_ work: @escaping @Sendable () -> Void) {
    pending.withLock { $0.append(work) }
    wake()
  }

  /// Runs the work posted so far, first posted first. Call it on the
  /// loop's thread only; work posted meanwhile waits for the next call.
  ///
  /// - Complexity: O(*k*) for *k* pieces of work, plus what they do.
  public func runPosted() {
    let work = pending.withLock { pending in
      defer { pending = [] }
      return pending
    }
    for piece in work { piece() }
  }
}
