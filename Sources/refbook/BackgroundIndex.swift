#if canImport(Glibc)
import Glibc
#endif
import RefbookStore

/// `refbook index` of a book file, started by a `refbook query` that had to
/// read the book, to run on after it: in a session of its own, with its
/// standard streams on `/dev/null`, so that mutt, which waits for the
/// query's output to end, does not wait for it, and nothing of it reaches
/// mutt's screen.
enum BackgroundIndex {
  /// The size of a book file from which a query that read it starts its
  /// index. Below it, a query reads the book in well under 100 ms: an index
  /// would save little.
  static let minimumSize = 8 << 20

  /// Starts `refbook index --book path` when the book at `path` is a file
  /// of ``minimumSize`` or more that reads whole and without a repair (so
  /// that it can be indexed: see `QueryIndexCache`). Failing to start it is
  /// silent: the index only saves time.
  ///
  /// - Complexity: O(1) system calls.
  static func start(for store: any BookStorage) {
    guard store.problems.isEmpty, store.warnings.isEmpty, let version = BookVersion(of: store.path),
      version.size >= minimumSize
    else { return }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // POSIX_SPAWN_SETSID, which Glibc's module does not bring (a macro of `__USE_GNU`).
    posix_spawnattr_setflags(&attributes, 0x80)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_RDWR, 0)
    }
    let arguments: [String] = ["refbook", "index", "--book", store.path]
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    _ = posix_spawn(&pid, "/proc/self/exe", &actions, &attributes, argv, environ)
  }
}
