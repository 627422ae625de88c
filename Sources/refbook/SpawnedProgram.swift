#if canImport(Glibc)
import Glibc
#endif

/// Another program started with `posix_spawn`, every signal at its default
/// disposition and none blocked, whatever refbook does with them meanwhile
/// (it ignores Ctrl-C while the editor runs): what starting the editor,
/// the background index and `refbook-carddav` share.
///
/// ```swift
/// let pid = try SpawnedProgram.start("/bin/sh", ["sh", "-c", "vi file"])
/// let status = try SpawnedProgram.run("/bin/sh", ["sh", "-c", "vi file"])
/// ```
enum SpawnedProgram {
  /// Why a program did not start, or could not be waited for: the error number.
  struct Failure: Error {
    let number: Int32
    var reason: String { String(cString: strerror(number)) }
  }

  /// Starts the program at `path` with `arguments` (its name first) and
  /// this process's environment, with `flags` (more `POSIX_SPAWN_*` flags)
  /// and `actions` on its descriptors.
  ///
  /// - Returns: Its process id.
  /// - Complexity: One `posix_spawn`.
  static func start(
    _ path: String, _ arguments: [String], flags: Int32 = 0, actions: UnsafePointer<posix_spawn_file_actions_t>? = nil
  ) throws(Failure) -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var every = sigset_t()
    sigfillset(&every)
    posix_spawnattr_setsigdefault(&attributes, &every)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK) | flags))
    var pid = pid_t()
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let status = posix_spawn(&pid, path, actions, &attributes, argv, environ)
    guard status == 0 else { throw Failure(number: status) }
    return pid
  }

  /// Runs the program at `path` with `arguments` (its name first) as
  /// ``start(_:_:flags:actions:)`` does, on this process's standard streams,
  /// and waits for it; meanwhile this process ignores Ctrl-C and Ctrl-\
  /// (the program gets them, as with `system(3)`).
  ///
  /// - Returns: Its exit status, or 128 + N when signal N ended it.
  /// - Throws: ``Failure`` when it cannot start or be waited for.
  static func run(_ path: String, _ arguments: [String]) throws(Failure) -> Int32 {
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    var previousInterrupt = sigaction()
    var previousQuit = sigaction()
    sigaction(SIGINT, &ignore, &previousInterrupt)
    sigaction(SIGQUIT, &ignore, &previousQuit)
    defer {
      sigaction(SIGINT, &previousInterrupt, nil)
      sigaction(SIGQUIT, &previousQuit, nil)
    }
    return try wait(for: try start(path, arguments))
  }

  /// Waits for the program `pid` started to end.
  ///
  /// - Returns: Its exit status, or 128 + N when signal N ended it.
  /// - Throws: ``Failure`` when it cannot be waited for.
  static func wait(for pid: pid_t) throws(Failure) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { throw Failure(number: errno) }
    }
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }
}
