import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import RefbookConfig
import RefbookModel
import RefbookUI
import StructRef
import Synchronization

/// The open books that live on CardDAV servers, synced while the app runs
/// by `refbook-carddav sync --book NAME` in the background: at start, every
/// `sync_minutes`, a few seconds after a change, and on `S`; one sync at a
/// time, a request made meanwhile running once it ends. What a sync brings
/// lands in the book's vdir, where the app's watcher takes it in as any
/// change made on disk (one undo step); what the app saved meanwhile goes
/// out with the next. A sync that cannot run is tried again a minute later.
///
/// ```swift
/// let sync = LiveSync(books: ["work"], minutes: settings.syncMinutes)
/// app.sync = LiveSyncLink(status: sync.status, now: sync.syncNow)
/// sync.start()
/// ```
final class LiveSync: Sendable {
  /// The names of the books to sync (`[books.NAME]`).
  let books: [String]
  /// How long after a change a sync starts (changes in a burst wait for the last).
  static let afterChange = Duration.seconds(3)
  /// How long after a sync that could not run the next starts.
  static let retry = Duration.seconds(60)

  private let interval: Duration?
  private let root = Ref(initialValue: LiveSyncStatus.waiting)
  private let queue = DispatchQueue(label: "refbook.live-sync", qos: .utility)
  private let state = Mutex(State())

  private struct State {
    var running = false
    /// No sync starts any more.
    var stopped = false
    /// A sync was asked for while one ran.
    var again = false
    /// Counts the requests for a later sync; only the last one's timer syncs.
    var soon = 0
  }

  /// The status the header shows; its observers run on the sync's thread.
  var status: ReadOnlyRef<LiveSyncStatus> { root.readOnly }

  /// - Parameter minutes: How many minutes apart to sync; 0: only at
  ///   start, after a change and when asked.
  init(books: [String], minutes: Int) {
    self.books = books
    interval = minutes > 0 ? .seconds(60 * minutes) : nil
  }

  /// Starts the first sync, and the one every `interval`.
  func start() {
    syncNow()
    if let interval { every(interval) }
  }

  /// Syncs now, or as soon as the sync running ends; returns at once.
  /// Nothing, once stopped.
  func syncNow() {
    let starts = state.withLock { state in
      guard !state.stopped else { return false }
      if state.running { state.again = true }
      defer { state.running = true }
      return !state.running
    }
    if starts { queue.async { self.run() } }
  }

  /// Starts no more syncs (one running ends on its own).
  func stop() {
    state.withLock { $0.stopped = true }
  }

  /// Syncs ``afterChange`` from now, unless asked again before then.
  func syncSoon() {
    syncAfter(Self.afterChange)
  }

  private func syncAfter(_ delay: Duration) {
    let request = state.withLock { state in
      state.soon += 1
      return state.soon
    }
    queue.asyncAfter(deadline: .now() + .milliseconds(Int(delay.components.seconds * 1000))) {
      if self.state.withLock({ $0.soon == request }) { self.syncNow() }
    }
  }

  private func every(_ interval: Duration) {
    queue.asyncAfter(deadline: .now() + .seconds(Int(interval.components.seconds))) {
      self.syncNow()
      self.every(interval)
    }
  }

  /// Syncs every book, one after the other, and says how it went. Runs on
  /// `queue` only.
  private func run() {
    root.value = .syncing(nil)
    var conflicts = 0
    var failure: String?
    for book in books {
      switch Self.sync(book, progress: { self.root.value = .syncing($0) }) {
      case .success(let found): conflicts += found
      case .failure(let failed): failure = failure ?? failed.reason
      }
    }
    if let failure {
      root.value = .failed(reason: failure, retry: Self.clockTime(in: Self.retry))
      syncAfter(Self.retry)
    } else {
      root.value = .synced(time: Self.clockTime(in: .zero), conflicts: conflicts)
    }
    let again = state.withLock { state in
      state.running = state.again
      defer { state.again = false }
      return state.again
    }
    if again { run() }
  }

  /// Runs `refbook sync --book NAME --progress-lines` in a session of its
  /// own (it can never read or draw on the terminal), its output read as
  /// it comes: each progress line it writes goes to `progress`, and at the
  /// end the number of conflicts it kept, or why it could not sync (its
  /// last line of errors).
  private static func sync(_ book: String, progress: (SyncProgress) -> Void) -> Result<Int, SyncFailure> {
    var output: [Int32] = [0, 0]
    guard pipe(&output) == 0 else { return .failure(SyncFailure("cannot make a pipe")) }
    for end in output { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, output[1], STDERR_FILENO)
    // POSIX_SPAWN_SETSID, which Glibc's module does not bring (a macro of `__USE_GNU`).
    let started = Result { () throws(SpawnedProgram.Failure) in
      try SpawnedProgram.start(
        "/proc/self/exe", ["refbook", "sync", "--book", book, "--progress-lines"], flags: 0x80, actions: &actions)
    }
    close(output[1])
    defer { close(output[0]) }
    guard case .success(let pid) = started else { return .failure(SyncFailure("cannot start refbook sync")) }
    var lines = SyncOutputLines(book: book)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(output[0], &buffer, buffer.count)
      if count > 0 {
        lines.take(buffer[..<count], progress: progress)
      } else if count == 0 || errno != EINTR {
        break
      }
    }
    guard let exit = try? SpawnedProgram.wait(for: pid) else { return .failure(SyncFailure("cannot wait for refbook sync")) }
    lines.finish(progress: progress)
    guard exit <= 1, let conflicts = lines.conflicts else {
      return .failure(SyncFailure(lines.lastOther ?? "refbook sync ended with status \(exit)"))
    }
    return .success(conflicts)
  }

  /// Why a book could not sync, as `refbook sync` said it.
  private struct SyncFailure: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }

  /// The local time `from` now, as the header says it: `14:07`.
  private static func clockTime(in from: Duration) -> String {
    var now = time(nil) + Int(from.components.seconds)
    var parts = tm()
    localtime_r(&now, &parts)
    return parts.tm_hour.zeroPadded(to: 2) + ":" + parts.tm_min.zeroPadded(to: 2)
  }
}

extension Int32 {
  /// The number with zeros before it, `width` digits at least.
  fileprivate func zeroPadded(to width: Int) -> String {
    let digits = String(self)
    return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
  }
}

extension LiveSync {
  /// Syncs those of `books` that live on a CardDAV server (as `settings`
  /// say) while `app` runs: its header shows how it goes, `S` syncs now,
  /// and a change to `book` syncs ``afterChange`` later. Until the token
  /// returned is disposed; `nil` when none of them does.
  static func start(books: [String], settings: Settings, in app: App, following book: Ref<Addressbook>) -> Disposable? {
    let synced = books.filter { name in settings.books.contains { $0.name == name && $0.carddav != nil } }
    guard !synced.isEmpty else { return nil }
    let sync = LiveSync(books: synced, minutes: settings.syncMinutes)
    app.sync = LiveSyncLink(status: sync.status, now: sync.syncNow)
    let following = book.addObserver { _ in sync.syncSoon() }
    sync.start()
    return Disposable {
      following.dispose()
      sync.stop()
    }
  }
}
