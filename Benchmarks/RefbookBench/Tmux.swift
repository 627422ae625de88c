import Foundation

/// A tmux server of our own (its own socket, no user configuration) with one
/// 120×40 session running a program, driven as a user would drive it.
struct Tmux {
  let executable: String
  let socket = "refbook-bench-\(getpid())"
  let session = "bench"

  /// `nil` when tmux is not installed.
  init?() {
    guard let found = Subprocess.shell("command -v tmux"), found.status == 0 else { return nil }
    executable = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @discardableResult
  func run(_ arguments: [String], readsOutput: Bool = true) -> Subprocess? {
    Subprocess.run(executable, ["-L", socket, "-f", "/dev/null"] + arguments, readsOutput: readsOutput)
  }

  /// Starts the server, to run until ``killServer()`` even while no session
  /// is open: a server that exits with its last session races with the
  /// next session's start.
  func startServer() {
    run(["start-server", ";", "set-option", "-g", "exit-empty", "off"], readsOutput: false)
  }

  /// Starts `command` (a shell command) in a detached 120×40 session.
  func start(_ command: String) {
    run(["new-session", "-d", "-s", session, "-x", "120", "-y", "40", command], readsOutput: false)
  }

  /// The text on the screen now.
  func screen() -> String {
    run(["capture-pane", "-p", "-t", session])?.output ?? ""
  }

  /// Waits (at most `seconds`) until the screen shows `text`; returns
  /// whether it did.
  func wait(for text: String, seconds: Double = 20) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while Date() < deadline {
      if screen().contains(text) { return true }
      usleep(2_000)
    }
    return false
  }

  /// Types one key (a tmux key name: `j`, `Enter`, `Escape`, `BSpace`, …).
  func send(_ key: String) {
    run(["send-keys", "-t", session, key])
  }

  /// Copies everything the program writes to the terminal from now on to `path`.
  func record(to path: String) {
    run(["pipe-pane", "-O", "-t", session, "cat >> " + Subprocess.quoted(path)])
  }

  /// Whether the session still runs (its program has not exited).
  var isRunning: Bool {
    run(["has-session", "-t", session])?.status == 0
  }

  /// Waits (at most 10 s) for the program to exit.
  func waitForExit() {
    let deadline = Date(timeIntervalSinceNow: 10)
    while isRunning && Date() < deadline { usleep(10_000) }
  }

  func killSession() {
    run(["kill-session", "-t", session])
  }

  func killServer() {
    run(["kill-server"])
  }
}
