import Dispatch
import RefbookModel
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Saves snapshots of the book off the calling thread, so the UI never waits
/// for the disk.
///
/// Snapshots are values, so submitting one is free and the saver can write it
/// while the caller goes on editing. A submit after `delay` without writes
/// is written a moment later, so that the edit is drawn before a write
/// takes a processor from it (at 100,000 contacts, writing at once made an
/// edit's screen come about twice as late through tmux): as long as a
/// write holds a processor, at most `settle`. That is the processor time
/// of the last save that wrote (a save that found nothing to write does
/// not count), and before the first, `firstWrite`. So at 1,000 contacts a
/// change is written about a millisecond after it is made. Submits
/// made meanwhile, while a write runs, or within `delay` after one, are
/// gathered into one write of the latest snapshot, at least `delay` after
/// the write before. So one edit starts being written a moment after it is
/// made, and a burst of edits costs two writes. A failed write keeps the snapshot, and
/// the next ``submit(_:)`` or ``flush()`` tries again.
///
/// Observers are called on the saver's queue (or on the thread calling
/// ``flush()``), one at a time and in order.
public final class BookSaver: Sendable {
  private let store: any BookStorage
  private let delay: Duration
  private let settle: Duration
  private let queue = DispatchQueue(label: "refbook.book-saver")
  private let onStateChange: @Sendable (SaveState) -> Void
  private let onMerge: @Sendable (_ merged: Addressbook, _ snapshot: Addressbook) -> Void
  private let onKeptBeside: @Sendable (KeptBeside) -> Void
  private let shared: Mutex<Shared>

  private struct Shared {
    /// The latest snapshot not yet on disk.
    var pending: Addressbook?
    /// Counts submits, to tell whether the snapshot written is still the latest.
    var generation = 0
    var isScheduled = false
    /// When the last write ended (`nil` before the first): the next waits
    /// until `delay` after it.
    var lastWriteEnd: ContinuousClock.Instant?
    /// Whether a write runs now: a submit meanwhile waits `delay` from then.
    var isWriting = false
    /// The processor time of the last save that wrote (before the first, a
    /// guess): a submit after a quiet spell waits that long, at most `settle`.
    var writeTime: Duration
    var state = SaveState.saved
    /// The last snapshot the store saved (or loaded): what changes on disk
    /// are merged into when nothing is pending.
    var lastSaved: Addressbook
    /// The last merged book handed to `onMerge`, until it is submitted back.
    var offered: Addressbook?
  }

  /// - Parameters:
  ///   - store: The store to save into.
  ///   - delay: How long after a write the next one waits, gathering the
  ///     submits made meanwhile.
  ///   - settle: The longest a submit after a quiet spell waits before
  ///     its write (see the type's discussion).
  ///   - firstWrite: How long the first write is guessed to hold a
  ///     processor (``guessedWriteTime(contacts:)`` guesses it from the
  ///     size of the book); `nil` for `settle`.
  ///   - onStateChange: Called whenever ``state`` changes.
  ///   - onMerge: Called with the merged book when the file had changed on
  ///     disk and was merged, and with the snapshot it was merged with. The
  ///     app should adopt the merged book only if its book is still that
  ///     snapshot; otherwise its newer edits would be lost, and the next save
  ///     merges again anyway.
  ///   - onKeptBeside: Called after `onMerge` when some of the snapshot's
  ///     changes collided with those on disk: which contacts, and where
  ///     ours of them went.
  public init(
    store: any BookStorage, delay: Duration = .milliseconds(200), settle: Duration = .milliseconds(30),
    firstWrite: Duration? = nil, onStateChange: @escaping @Sendable (SaveState) -> Void = { _ in },
    onMerge: @escaping @Sendable (_ merged: Addressbook, _ snapshot: Addressbook) -> Void = { _, _ in },
    onKeptBeside: @escaping @Sendable (KeptBeside) -> Void = { _ in }
  ) {
    self.store = store
    self.shared = Mutex(Shared(writeTime: firstWrite ?? settle, lastSaved: store.book))
    self.delay = delay
    self.settle = settle
    self.onStateChange = onStateChange
    self.onMerge = onMerge
    self.onKeptBeside = onKeptBeside
  }

  /// The current state, for showing in the UI.
  public var state: SaveState {
    shared.withLock { $0.state }
  }

  /// Schedules `book` to be saved, replacing any snapshot not yet written.
  ///
  /// - Complexity: O(1); the write happens later on the saver's queue.
  ///
  /// A merged book handed to `onMerge` and submitted back (the app adopted
  /// it) is saved at once, before anything submitted later: the store then
  /// counts later changes from it, so that undoing the merge, or editing
  /// what it brought, is not taken for a change made on disk.
  public func submit(_ book: Addressbook) {
    let (delay, settle) = (delay, settle)
    let (wait, adoption) = shared.withLock { shared -> (Duration?, Int?) in
      let isAdoption = shared.offered.map { $0 == book } ?? false
      if isAdoption { shared.offered = nil }
      shared.pending = book
      shared.generation += 1
      shared.state = .saving
      let adoption = isAdoption ? shared.generation : nil
      defer { shared.isScheduled = true }
      guard !shared.isScheduled else { return (nil, adoption) }
      let quietSince = shared.isWriting ? .zero : shared.lastWriteEnd.map { ContinuousClock.now - $0 } ?? delay
      let moment = Swift.min(settle, shared.writeTime)
      return (Swift.max(quietSince < delay ? delay - quietSince : .zero, moment), adoption)
    }
    if let adoption { queue.async { self.write(book, generation: adoption) } }
    // The state as it is when the queue gets to it: a write may have ended
    // in between, and its `saved` must not be followed by a stale `saving`.
    queue.async { self.onStateChange(self.state) }
    if let wait { queue.asyncAfter(deadline: .now() + Self.interval(wait)) { self.writeWhenQuiet() } }
  }

  /// Writes the pending snapshot once `delay` has passed since the last
  /// write ended: a submit made while a write ran waited `delay` from the
  /// submit, and the write may have ended later. Runs on `queue` only.
  private func writeWhenQuiet() {
    let delay = delay
    let remaining = shared.withLock { shared in shared.lastWriteEnd.map { delay - (ContinuousClock.now - $0) } ?? .zero }
    guard remaining > .zero else { return writePending() }
    queue.asyncAfter(deadline: .now() + Self.interval(remaining)) { self.writeWhenQuiet() }
  }

  private static func interval(_ duration: Duration) -> DispatchTimeInterval {
    .nanoseconds(Int(duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000))
  }

  /// Writes the pending snapshot now, waiting for it (and for a write in
  /// progress) to finish; used before quitting and on SIGTERM or SIGHUP.
  ///
  /// - Precondition: Not called from an observer (it would wait for itself).
  /// - Returns: The state afterwards: ``SaveState/saved`` when everything
  ///   submitted is on disk.
  /// - Complexity: That of ``BookStore/save(_:)`` when a snapshot is pending.
  @discardableResult
  public func flush() -> SaveState {
    queue.sync { writePending() }
    return state
  }

  /// Takes in what changed on disk, as a save does, without waiting: the
  /// pending snapshot (or the last saved) is saved, which merges the
  /// changes and calls `onMerge` with the merged book. What the book
  /// watcher calls.
  ///
  /// - Complexity: O(1); the save's own cost is paid on the saver's queue.
  public func takeInChangesOnDisk() {
    queue.async { self.writePending(orLastSaved: true) }
  }

  /// Writes the latest pending snapshot, if any (else, when asked, the last
  /// saved one again). Runs on `queue` only.
  private func writePending(orLastSaved: Bool = false) {
    let (snapshot, generation) = shared.withLock { shared in
      shared.isScheduled = false
      return (shared.pending ?? (orLastSaved ? shared.lastSaved : nil), shared.generation)
    }
    guard let snapshot else { return }
    write(snapshot, generation: generation)
  }

  /// Saves `snapshot`, the book submitted `generation`th, and hands on what
  /// came of it: a merge to `onMerge`, contacts kept beside the book to
  /// `onKeptBeside`, the state to `onStateChange` (when no later book was
  /// submitted meanwhile). Runs on `queue` only.
  private func write(_ snapshot: Addressbook, generation: Int) {
    shared.withLock { $0.isWriting = true }
    let next: SaveState
    var merged: Addressbook?
    var keptBeside: KeptBeside?
    var wrote = false
    let start = Self.processorTime()
    do {
      let outcome = try store.save(snapshot)
      wrote = outcome != .unchanged
      switch outcome {
      case .unchanged, .written: next = .saved
      case .merged(let book):
        next = .saved
        merged = book
      case .savedBeside(let path, _): next = .savedBeside(path: path)
      case .mergedKeepingOursBeside(let book, let paths, let conflicts):
        next = .saved
        merged = book
        keptBeside = KeptBeside(persons: conflicts.compactMap { snapshot[id: $0] }, paths: paths)
      }
    } catch {
      next = .failed(error.description)
    }
    let writeTime = Self.processorTime() - start
    let current = shared.withLock { shared -> SaveState in
      shared.lastWriteEnd = .now
      if wrote { shared.writeTime = writeTime }
      shared.isWriting = false
      if case .failed = next {} else { shared.lastSaved = snapshot }
      shared.offered = merged
      guard shared.generation == generation else { return shared.state }
      if case .failed = next {} else { shared.pending = nil }
      shared.state = next
      return next
    }
    if let merged { onMerge(merged, snapshot) }
    if let keptBeside { onKeptBeside(keptBeside) }
    if current == next { onStateChange(next) }
  }

  /// A guess of how long a save of one change holds a processor in a book
  /// of `contacts`, before one has been timed: about 0.3 µs a contact (as
  /// measured on a 2-core machine: 30 ms at 100,000 contacts, most of it
  /// copying the unchanged cards into the new file).
  ///
  /// - Complexity: O(1).
  public static func guessedWriteTime(contacts: Int) -> Duration {
    .nanoseconds(300 * contacts)
  }

  /// The processor time the calling thread has used.
  private static func processorTime() -> Duration {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
  }
}
