import Foundation

/// A program running in a terminal of its own: a detached tmux server on a private
/// socket, with one pane of a chosen size, driven by keystrokes and read back as text.
///
/// Each session has its own server, on a socket in its own temporary folder (`tmux -S`,
/// so that nothing is left in `/tmp/tmux-UID`: tmux 3.3a does not remove its socket), so
/// sessions can run in parallel and never race one another's `kill-server`. The server is started with
/// `posix_spawnp` (see `Subprocess`) and no configuration file but its own: no status
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
final class TmuxSession: Sendable {
  /// The path of the tmux server's socket (`-S`), unique to this session.
  let socket: String
  /// The folder the program runs in; it is also the program's `HOME`.
  let directory: TemporaryDirectory
  /// The wrapper's files: `pid`, `status`, `tty-before`, `tty-after`, the tmux config.
  let control: TemporaryDirectory

  /// The program's command line: its path or name, then its arguments.
  let arguments: [String]

  /// The pane's first process: the wrapper around the program.
  let wrapperPid: pid_t

  /// The session and window name inside the private server.
  static let target = "e2e"

  /// Starts `arguments` (the program's path, or a name looked up in `PATH`, then its
  /// arguments) in a new terminal of `columns` × `rows`.
  ///
  /// The pane's environment is small and fixed, so the developer's own settings never
  /// leak into a test: `PATH`, `HOME` (the working folder), `LANG=C.UTF-8`,
  /// `TERM=tmux-256color`, `SWIFT_BACKTRACE=interactive=no`, then `environment`, which
  /// may override any of them (`["TERM": "dumb"]`). To unset one, run the program
  /// through `env -u NAME`.
  ///
  /// Returns once tmux has started the pane; the program may not have drawn yet:
  /// wait for what it shows with `waitFor(_:timeout:)`.
  ///
  /// - Parameters:
  ///   - directory: The working folder; a fresh one if `nil`. The session keeps it alive.
  init(
    _ arguments: [String],
    columns: Int = 100,
    rows: Int = 30,
    in directory: TemporaryDirectory? = nil,
    environment: [String: String] = [:]
  ) throws {
    precondition(!arguments.isEmpty, "no program to run")
    self.arguments = arguments
    self.directory = try directory ?? TemporaryDirectory()
    control = try TemporaryDirectory()
    socket = control.path(of: "tmux.socket")

    try control.write("set -g status off\nset -g default-terminal tmux-256color\n", to: "tmux.conf")
    let paneEnvironment = [
      "SWIFT_BACKTRACE": "interactive=no",
      "TERM": "tmux-256color",
    ].merging(environment) { $1 }
    let assignments = paneEnvironment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let serverEnvironment = [
      "PATH=\(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")",
      "HOME=\(self.directory.path)",
      "LANG=C.UTF-8",
      "TERM=tmux-256color",
    ]
    try Self.tmux(
      on: socket,
      ["-f", control.path(of: "tmux.conf"), "new-session", "-d", "-s", Self.target,
       "-x", String(columns), "-y", String(rows), "-c", self.directory.path,
       "bash", "--noprofile", "--norc", "-c", ProgramWrapper.script, "wrapper", control.path]
        + assignments + arguments,
      environment: serverEnvironment)
    let panePid = try? Self.tmux(on: socket, ["display-message", "-p", "-t", Self.target, "#{pane_pid}"])
    guard let pid = panePid.flatMap({ pid_t($0.trimmingCharacters(in: .newlines)) }) else {
      _ = try? Self.tmux(on: socket, ["kill-server"])
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
    _ = try? tmux(["kill-server"])
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
  func sendKeys(_ keys: String...) {
    _ = try? tmux(["send-keys", "-t", Self.target] + keys)
  }

  /// Types `text` literally, character by character, as a paste would not: any UTF-8
  /// (`"张伟"`, `"Zoë"`) and characters that are also key names (`"Enter"` types five letters).
  func type(_ text: String) {
    _ = try? tmux(["send-keys", "-t", Self.target, "-l", "--", text])
  }

  /// The visible screen, one string per row, trailing spaces removed.
  ///
  /// tmux leaves out the padding cell after a wide character, so a row holding `张伟`
  /// is two characters shorter than its width: compare substrings, not columns.
  func screen() -> [String] {
    capture([])
  }

  /// The visible screen with the SGR escape sequences of its colours and attributes
  /// (`capture-pane -e`), for tests of styling such as `NO_COLOR`.
  func styledScreen() -> [String] {
    capture(["-e"])
  }

  private func capture(_ options: [String]) -> [String] {
    let captured = (try? tmux(["capture-pane", "-p"] + options + ["-t", Self.target])) ?? ""
    var rows = captured.components(separatedBy: "\n")
    if rows.last == "" { rows.removeLast() }
    return rows
  }

  /// Resizes the terminal, as a user dragging the window's corner would; the program
  /// receives `SIGWINCH`.
  func resize(columns: Int, rows: Int) {
    _ = try? tmux(["resize-window", "-t", Self.target, "-x", String(columns), "-y", String(rows)])
  }

  /// The value of a tmux format for the pane, such as `#{cursor_x}` or `#{pane_width}`.
  func format(_ format: String) -> String {
    let value = (try? tmux(["display-message", "-p", "-t", Self.target, format])) ?? ""
    return value.trimmingCharacters(in: .newlines)
  }

  /// The cursor's position in the pane, zero-based.
  func cursor() -> (column: Int, row: Int) {
    let parts = format("#{cursor_x} #{cursor_y}").split(separator: " ").compactMap { Int($0) }
    return parts.count == 2 ? (parts[0], parts[1]) : (-1, -1)
  }

  /// Runs a tmux client command against this session's server, and returns its output.
  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    try Self.tmux(on: socket, arguments)
  }

  /// Runs a tmux client command against the server on `socket`.
  ///
  /// - Parameter environment: The client's environment, which a server it starts keeps
  ///   as its global environment; `nil` passes this process's on.
  @discardableResult
  private static func tmux(
    on socket: String, _ arguments: [String], environment: [String]? = nil
  ) throws -> String {
    let outcome = try Subprocess.run(["tmux", "-u", "-S", socket] + arguments, environment: environment)
    guard outcome.status == 0 else {
      throw Subprocess.Failure(
        description: "tmux \(arguments.first ?? "") failed with status \(outcome.status)")
    }
    return outcome.output
  }
}
