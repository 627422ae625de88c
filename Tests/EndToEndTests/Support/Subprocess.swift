import Glibc

/// Runs a command to completion and collects its standard output.
///
/// Uses `posix_spawnp` rather than Foundation's `Process`: the child starts with an
/// empty signal mask, default signal handlers and every descriptor above 2 closed, so
/// a tmux server it forks neither inherits the test runner's blocked signals nor
/// holds one of its pipes open (see `terminal-pitfalls.md`).
enum Subprocess {
  /// What a finished command left behind.
  struct Outcome: Sendable {
    /// The exit status, or 128 + the signal number if a signal ended it.
    var status: Int32
    /// Everything written to standard output, decoded as UTF-8.
    var output: String
  }

  /// A command that could not be started, or that reported failure.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `arguments` (the first one looked up in `PATH`) with standard input and
  /// standard error on `/dev/null` and standard output captured.
  ///
  /// Blocks the calling thread until the command ends; meant for short tmux client
  /// commands, which return within milliseconds.
  ///
  /// - Parameter environment: The child's whole environment, as `NAME=value` strings;
  ///   `nil` passes this process's environment on.
  static func run(_ arguments: [String], environment: [String]? = nil) throws -> Outcome {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else {
      throw Failure(description: "pipe failed: errno \(errno)")
    }
    let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    guard let closeFrom else { throw Failure(description: "glibc 2.34 or later is needed") }
    _ = closeFrom(&actions, 3)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var child: pid_t = 0
    let spawned = withCStrings(arguments) { argv in
      if let environment {
        return withCStrings(environment) { envp in
          posix_spawnp(&child, arguments[0], &actions, &attributes, argv, envp)
        }
      }
      return posix_spawnp(&child, arguments[0], &actions, &attributes, argv, environ)
    }
    close(writeEnd)
    defer { close(readEnd) }
    guard spawned == 0 else {
      throw Failure(description: "cannot start \(arguments[0]): errno \(spawned)")
    }

    let output = readToEnd(readEnd)
    var status: Int32 = 0
    while waitpid(child, &status, 0) == -1 && errno == EINTR {}
    let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Outcome(status: exitStatus, output: output)
  }

  /// `posix_spawn_file_actions_addclosefrom_np`, which glibc 2.34+ has but Swift's
  /// `Glibc` module does not declare (it is hidden behind `_GNU_SOURCE`).
  ///
  /// Closing every inherited descriptor in the child keeps a forked tmux server from
  /// holding this pipe, or the test runner's, open.
  private static let closeFrom = unsafeBitCast(
    dlsym(nil, "posix_spawn_file_actions_addclosefrom_np"),
    to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)?.self)

  private static func readToEnd(_ descriptor: Int32) -> String {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes += chunk[0..<count]
      } else if count == 0 || errno != EINTR {
        break
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Calls `body` with a NULL-terminated array of C strings copied from `strings`.
  private static func withCStrings<R>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R
  ) -> R {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    return body(copies + [nil])
  }
}
