import Foundation
import RefbookTestSupport

/// A tmux server of our own (its own socket, no user configuration) with one
/// 120×40 session running a program, driven as a user would drive it.
struct Tmux {
  let server = TmuxServer(socket: NSTemporaryDirectory() + "refbook-bench-tmux-\(getpid())")
  let session = "bench"

  /// `nil` when tmux is not installed.
  init?() {
    guard TmuxServer.isInstalled else { return nil }
  }

  /// Starts the server, to run until ``killServer()`` even while no session
  /// is open: a server that exits with its last session races with the
  /// next session's start.
  func startServer() {
    _ = try? server.run(["-f", "/dev/null", "start-server", ";", "set-option", "-g", "exit-empty", "off"])
  }

  /// Starts `command` (a shell command) in a detached 120×40 session.
  func start(_ command: String) {
    _ = try? server.run(["new-session", "-d", "-s", session, "-x", "120", "-y", "40", command])
  }

  /// Waits (at most `seconds`) until the screen shows `text`; returns
  /// whether it did.
  func wait(for text: String, seconds: Double = 20) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while Date() < deadline {
      if server.screen(of: session).contains(where: { $0.contains(text) }) { return true }
      usleep(2_000)
    }
    return false
  }

  /// Types one key (a tmux key name: `j`, `Enter`, `Escape`, `BSpace`, …).
  func send(_ key: String) {
    server.sendKeys([key], to: session)
  }

  /// Copies everything the program writes to the terminal from now on to `path`.
  func record(to path: String) {
    _ = try? server.run(["pipe-pane", "-O", "-t", session, "cat >> " + Subprocess.quoted(path)])
  }

  /// Whether the session still runs (its program has not exited).
  var isRunning: Bool {
    (try? server.run(["has-session", "-t", session])) != nil
  }

  /// Waits (at most 10 s) for the program to exit.
  func waitForExit() {
    let deadline = Date(timeIntervalSinceNow: 10)
    while isRunning && Date() < deadline { usleep(10_000) }
  }

  func killSession() {
    _ = try? server.run(["kill-session", "-t", session])
  }

  func killServer() {
    server.kill()
  }
}
