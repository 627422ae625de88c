import Foundation

/// A program run to completion, for end-to-end figures.
struct Subprocess {
  /// The exit status.
  var status: Int32
  /// Everything written on standard output.
  var output: String
  /// Wall time from launch to exit.
  var milliseconds: Double

  /// Runs `executable` with `arguments`, standard input empty and standard
  /// error discarded; `nil` when it cannot be launched.
  ///
  /// Spawned and awaited with `posix_spawn` and `waitpid` rather than
  /// Foundation's `Process`, which waits for descriptors that a daemon the
  /// program leaves behind (the tmux server) keeps open forever.
  ///
  /// - Parameter readsOutput: `false` sends standard output to /dev/null,
  ///   for the same reason: the daemon would keep the pipe open.
  static func run(_ executable: String, _ arguments: [String], readsOutput: Bool = true) -> Subprocess? {
    var pipe: [Int32] = [-1, -1]
    guard Glibc.pipe(&pipe) == 0 else { return nil }
    pipe.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
    defer { close(pipe[0]) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if readsOutput {
      posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    close(pipe[1])
    guard spawned == 0 else { return nil }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(pipe[0], &buffer, buffer.count)
      if count > 0 { bytes += buffer[..<count] } else if count == 0 || errno != EINTR { break }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return Subprocess(status: exitStatus, output: String(decoding: bytes, as: UTF8.self), milliseconds: elapsed)
  }

  /// Runs `command` with `/bin/sh -c`.
  @discardableResult
  static func shell(_ command: String) -> Subprocess? {
    run("/bin/sh", ["-c", command])
  }

  /// The `refbook` program built beside this one (as `.build/release/refbook`
  /// is beside `.build/release/RefbookBench`); `nil`, with a note saying how
  /// to build it, when there is none.
  static func refbook() -> String? {
    let own = Bundle.main.executablePath ?? ""
    let path = URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent("refbook").path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      note("no release build of refbook beside RefbookBench (`swift build -c release --product refbook`): not timed")
      return nil
    }
    return path
  }

  /// `text` quoted for `/bin/sh`.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
