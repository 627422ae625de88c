import Foundation

/// A program running in a terminal of its own: a detached tmux server on a private
/// socket, with one pane of a chosen size, driven by keystrokes and read back as text.
///
/// Each session has its own server, on a socket in its own temporary folder (`tmux -S`,
/// so that nothing is left in `/tmp/tmux-UID`: tmux 3.3a does not remove its socket), so
/// sessions can run in parallel and never race one another's `kill-server`. The server
/// (a `TmuxServer`) is started with `posix_spawnp` (see `Subprocess`) and no configuration file but its own: no status
/// line, `TERM=tmux-256color` in the pane. The program runs inside `ProgramWrapper`,
/// which records its pid, its exit status and the terminal modes around it.
///
/// The server, and the program if it is still running, are killed when the session
/// is released.
///
/// ```swift
/// let session = try TmuxSession(["sh", "-c", "read x; echo hello $x"])
/// session.type("Zoë")
/// session.sendKeys("Enter")
/// try await session.waitFor("hello Zoë")
/// #expect(try await session.waitForExit() == 0)
/// ```
public final class TmuxSession: Sendable {
  /// The tmux server of this session alone.
  public let server: TmuxServer
  /// The folder the program runs in; it is also the program's `HOME`.
  public let directory: TemporaryDirectory
  /// The wrapper's files: `pid`, `status`, `tty-before`, `tty-after`, the tmux config.
  public let control: TemporaryDirectory

  /// The program's command line: its path or name, then its arguments.
  public let arguments: [String]

  /// The pane's first process: the wrapper around the program.
  public let wrapperPid: pid_t

  /// The session and window name inside the private server.
  public static let target = "e2e"

  /// The path of the tmux server's socket (`-S`), unique to this session.
  public var socket: String { server.socket }

  /// Starts `arguments` (the program's path, or a name looked up in `PATH`, then its
  /// arguments) in a new terminal of `columns` × `rows`.
  ///
  /// The pane's environment is small and fixed, so the developer's own settings never
  /// leak into a test: `PATH`, `HOME` (the working folder), `LANG=C.UTF-8`,
  /// `TERM=tmux-256color`, `SWIFT_BACKTRACE=interactive=no`, `XDG_CACHE_HOME` (a
  /// `cache` folder beside the wrapper's files, so that the working folder holds only
  /// what a test puts there and the program writes beside its book), then `environment`, which
  /// may override any of them (`["TERM": "dumb"]`). To unset one, run the program
  /// through `env -u NAME`.
  ///
  /// Returns once tmux has started the pane; the program may not have drawn yet:
  /// wait for what it shows with `waitFor(_:timeout:)`.
  ///
  /// - Parameters:
  ///   - directory: The working folder; a fresh one if `nil`. The session keeps it alive.
  public init(
    _ arguments: [String],
    columns: Int = 100,
    rows: Int = 30,
    in directory: TemporaryDirectory? = nil,
    environment: [String: String] = [:]
  ) throws {
    precondition(!arguments.isEmpty, "no program to run")
    self.arguments = arguments
    self.directory = try directory ?? TemporaryDirectory("e2e")
    control = try TemporaryDirectory("e2e")
    server = TmuxServer(socket: control.path(of: "tmux.socket"))

    try control.write("set -g status off\nset -g default-terminal tmux-256color\n", to: "tmux.conf")
    let paneEnvironment = [
      "SWIFT_BACKTRACE": "interactive=no",
      "TERM": "tmux-256color",
      "XDG_CACHE_HOME": control.path(of: "cache"),
    ].merging(environment) { $1 }
    let assignments = paneEnvironment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let serverEnvironment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
      "HOME": self.directory.path,
      "LANG": "C.UTF-8",
      "TERM": "tmux-256color",
    ]
    try server.run(
      ["-f", control.path(of: "tmux.conf"), "new-session", "-d", "-s", Self.target,
       "-x", String(columns), "-y", String(rows), "-c", self.directory.path,
       "bash", "--noprofile", "--norc", "-c", ProgramWrapper.script, "wrapper", control.path]
        + assignments + arguments,
      environment: serverEnvironment)
    let panePid = try? server.run(["display-message", "-p", "-t", Self.target, "#{pane_pid}"])
    guard let pid = panePid.flatMap({ pid_t($0.trimmingCharacters(in: .newlines)) }) else {
      server.kill()
      throw Subprocess.Failure(description: "tmux did not start the pane")
    }
    wrapperPid = pid
  }

  deinit {
    var leftovers = [wrapperPid]
    if !FileManager.default.fileExists(atPath: control.path(of: "status")),
      let pid = try? recordedPid()
    {
      leftovers.append(pid)
    }
    for pid in leftovers { Glibc.kill(pid, SIGKILL) }
    server.kill()
    for pid in leftovers { Self.awaitEnd(of: pid) }
  }

  /// Blocks until `pid` has ended (or is a zombie), so that it writes nothing more into
  /// the folders about to be removed; gives up after a second.
  private static func awaitEnd(of pid: pid_t) {
    for _ in 0..<1000 where !processHasEnded(pid) {
      usleep(1000)
    }
  }

  /// Sends tmux key names, one keystroke each: `"Enter"`, `"Escape"`, `"Tab"`, `"BSpace"`,
  /// `"C-r"`, `"M-x"`, `"Up"`, `"PageDown"`, `"Home"`, `"F1"`, or a single character.
  /// A string that is not a key name is typed as text, but `type(_:)` says so better.
  public func sendKeys(_ keys: String...) {
    server.sendKeys(keys, to: Self.target)
  }

  /// Types `text` literally, character by character, as a paste would not: any UTF-8
  /// (`"张伟"`, `"Zoë"`) and characters that are also key names (`"Enter"` types five letters).
  public func type(_ text: String) {
    server.type(text, to: Self.target)
  }

  /// The visible screen, one string per row, trailing spaces removed.
  ///
  /// tmux leaves out the padding cell after a wide character, so a row holding `张伟`
  /// is two characters shorter than its width: compare substrings, not columns.
  public func screen() -> [String] {
    server.screen(of: Self.target)
  }

  /// The visible screen with the SGR escape sequences of its colours and attributes
  /// (`capture-pane -e`), for tests of styling such as `NO_COLOR`.
  public func styledScreen() -> [String] {
    server.screen(of: Self.target, options: ["-e"])
  }

  /// Resizes the terminal, as a user dragging the window's corner would; the program
  /// receives `SIGWINCH`.
  public func resize(columns: Int, rows: Int) {
    _ = try? tmux(["resize-window", "-t", Self.target, "-x", String(columns), "-y", String(rows)])
  }

  /// The value of a tmux format for the pane, such as `#{cursor_x}` or `#{pane_width}`.
  public func format(_ format: String) -> String {
    let value = (try? tmux(["display-message", "-p", "-t", Self.target, format])) ?? ""
    return value.trimmingCharacters(in: .newlines)
  }

  /// The cursor's position in the pane, zero-based.
  public func cursor() -> (column: Int, row: Int) {
    let parts = format("#{cursor_x} #{cursor_y}").split(separator: " ").compactMap { Int($0) }
    return parts.count == 2 ? (parts[0], parts[1]) : (-1, -1)
  }

  /// Runs a tmux client command against this session's server, and returns its output.
  @discardableResult
  public func tmux(_ arguments: [String]) throws -> String {
    try server.run(arguments)
  }

  /// The pid the wrapper wrote, if it has.
  public func recordedPid() throws -> pid_t {
    let text = try control.read("pid").trimmingCharacters(in: .whitespacesAndNewlines)
    guard let pid = pid_t(text) else {
      throw Subprocess.Failure(description: "no pid recorded yet")
    }
    return pid
  }
}

/// Whether process `pid` has ended: it is gone, or it is a zombie waiting to be reaped.
public func processHasEnded(_ pid: pid_t) -> Bool {
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
    return true
  }
  return stat.split(separator: ")").last?.dropFirst().first == "Z"
}
