import Glibc

/// Runs a command to completion and collects what it wrote: the one way the tests
/// and the bench start another program.
///
/// Uses `posix_spawnp` rather than Foundation's `Process`: the child starts with an
/// empty signal mask, default signal handlers and every descriptor above 2 closed, so
/// a tmux server it forks neither inherits the caller's blocked signals nor holds one
/// of its pipes open (see `terminal-pitfalls.md`), and the call returns when the
/// command ends even if a daemon it started lives on.
public enum Subprocess {
  /// What a finished command left behind.
  public struct Outcome: Sendable {
    /// The exit status, or 128 + the signal number if a signal ended it.
    public var status: Int32
    /// Everything written to standard output, decoded as UTF-8.
    public var output: String
    /// Everything written to standard error, decoded as UTF-8; empty unless asked for.
    public var errors: String
    /// Wall-clock time from the start to the end of the command.
    public var duration: Duration
  }

  /// A command that could not be started, or that reported failure.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String

    public init(description: String) {
      self.description = description
    }
  }

  /// Runs `arguments` (the first one a path, or a name looked up in `PATH`) with
  /// standard output captured, and waits for it to end.
  ///
  /// Its standard streams are files without a name, not pipes: a command that writes
  /// much, or reads little of its input, cannot block; one that leaves a daemon
  /// behind (the tmux server) does not keep the call waiting; and a file size limit
  /// (`prlimit --fsize`) holds for its output as it would in a shell redirecting to a file.
  ///
  /// - Parameters:
  ///   - environment: The child's whole environment; `nil` passes this process's on.
  ///   - input: What the command reads on standard input; `/dev/null` if `nil`.
  ///   - capturesErrors: Whether to collect standard error into `Outcome.errors`
  ///     (else it goes to `/dev/null`).
  /// - Throws: `Failure` if the command cannot be started.
  /// - Complexity: Blocks until the command ends; O(*n*) in what it writes.
  public static func run(
    _ arguments: [String], environment: [String: String]? = nil, input: String? = nil,
    capturesErrors: Bool = false
  ) throws -> Outcome {
    precondition(!arguments.isEmpty, "no command to run")
    let outputFile = try anonymousFile(holding: "")
    defer { close(outputFile) }
    let inputFile = try input.map { try anonymousFile(holding: $0) }
    defer { inputFile.map { _ = close($0) } }
    let errorFile = capturesErrors ? try anonymousFile(holding: "") : nil
    defer { errorFile.map { _ = close($0) } }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let inputFile {
      posix_spawn_file_actions_adddup2(&actions, inputFile, 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    posix_spawn_file_actions_adddup2(&actions, outputFile, 1)
    if let errorFile {
      posix_spawn_file_actions_adddup2(&actions, errorFile, 2)
    } else {
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    guard let closeFrom else {
      throw Failure(description: "glibc 2.34 or later is needed")
    }
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

    let clock = ContinuousClock()
    let start = clock.now
    var child: pid_t = 0
    let spawned = withCStrings(arguments) { argv in
      if let environment {
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return withCStrings(assignments) { envp in
          posix_spawnp(&child, arguments[0], &actions, &attributes, argv, envp)
        }
      }
      return posix_spawnp(&child, arguments[0], &actions, &attributes, argv, environ)
    }
    guard spawned == 0 else {
      throw Failure(description: "cannot start \(arguments[0]): errno \(spawned)")
    }

    var status: Int32 = 0
    while waitpid(child, &status, 0) == -1 && errno == EINTR {}
    let duration = clock.now - start
    let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Outcome(
      status: exitStatus, output: contents(of: outputFile), errors: errorFile.map(contents(of:)) ?? "",
      duration: duration)
  }

  /// `posix_spawn_file_actions_addclosefrom_np`, which glibc 2.34+ has but Swift's
  /// `Glibc` module does not declare (it is hidden behind `_GNU_SOURCE`).
  ///
  /// Closing every inherited descriptor in the child keeps a forked tmux server from
  /// holding the test runner's pipes open.
  private static let closeFrom = unsafeBitCast(
    dlsym(nil, "posix_spawn_file_actions_addclosefrom_np"),
    to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)?.self)

  /// A descriptor on a new file that has no name (already unlinked), holding `text`
  /// and positioned at its start.
  private static func anonymousFile(holding text: String) throws -> Int32 {
    let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array((folder + "/refbook-subprocess-XXXXXX").utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw Failure(description: "mkstemp failed: errno \(errno)") }
    unlink(template)
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 || errno == EINTR else {
        close(descriptor)
        throw Failure(description: "cannot write the command's input: errno \(errno)")
      }
      written += max(count, 0)
    }
    lseek(descriptor, 0, SEEK_SET)
    return descriptor
  }

  /// Everything in the file open on `descriptor`, from its start, decoded as UTF-8.
  private static func contents(of descriptor: Int32) -> String {
    lseek(descriptor, 0, SEEK_SET)
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
