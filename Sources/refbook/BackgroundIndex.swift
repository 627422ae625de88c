#if canImport(Glibc)
import Glibc
#endif
import RefbookStore

/// `refbook index` of a book file, started by a `refbook query` that had to
/// read the book, to run on after it: in a session of its own, with its
/// standard streams on `/dev/null` and no other descriptor of the query's,
/// so that mutt, which waits for the query's output to end, does not wait
/// for it, and nothing of it reaches mutt's screen.
enum BackgroundIndex {
  /// The size of a book file from which a query that read it starts its
  /// index. Below it, a query reads the book in well under 100 ms: an index
  /// would save little.
  static let minimumSize = 8 << 20

  /// Starts `refbook index --background --book PATH` for the book file
  /// `store` read, when it is of ``minimumSize`` or more and can be indexed
  /// (see `QueryIndexCache`): it read whole and without a repair, no UID is
  /// in two of its cards, and its change time is not ahead of the clock.
  /// Failing to start it is silent: the index only saves time.
  ///
  /// - Complexity: O(*n*) hashes of the ids of the book's *n* cards, when
  ///   it is large enough.
  static func start(for store: any BookStorage) {
    guard store.problems.isEmpty, store.warnings.isEmpty, let version = BookVersion(of: store.path),
      version.size >= minimumSize, QueryIndexCache.canIndex(version), QueryIndexCache.canIndex(store.storedPersons)
    else { return }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_RDWR, 0)
    }
    closingOnExec()
    // POSIX_SPAWN_SETSID, which Glibc's module does not bring (a macro of `__USE_GNU`).
    _ = try? SpawnedProgram.start(
      "/proc/self/exe", ["refbook", "index", "--background", "--book", store.path], flags: 0x80, actions: &actions)
  }

  /// Marks every descriptor of this process past the standard streams to be
  /// closed on `exec`: those it inherited (a pipe of mutt's, say) as well
  /// as its own (which are so already). The query is about to exit.
  private static func closingOnExec() {
    guard let folder = opendir("/proc/self/fd") else { return }
    defer { closedir(folder) }
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if let descriptor = Int32(name), descriptor > STDERR_FILENO { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    }
  }
}
