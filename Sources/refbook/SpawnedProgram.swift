#if canImport(Glibc)
import Glibc
#endif

/// Another program started with `posix_spawn`, every signal at its default
/// disposition and none blocked, whatever refbook does with them meanwhile
/// (it ignores Ctrl-C while the editor runs): what starting the editor and
/// the background index share.
///
/// ```swift
/// let pid = try SpawnedProgram.start("/bin/sh", ["sh", "-c", "vi file"])
/// ```
enum SpawnedProgram {
  /// Why a program did not start: `posix_spawn`'s error number.
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
}
