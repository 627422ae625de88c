import Foundation
import RefbookTestSupport

/// A tmux server of our own (its own socket, no user configuration) and one
/// of its 120×40 sessions running a program, driven as a user would drive
/// it. Values with different session names share this process's server.
struct Tmux {
  let server = TmuxServer(socket: NSTemporaryDirectory() + "refbook-bench-tmux-\(getpid())")
  let session: String

  /// `nil` when tmux is not installed.
  init?(session: String = "bench") {
    guard TmuxServer.isInstalled else { return nil }
    self.session = session
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

  /// Sends `key` and waits (at most `seconds`) until the screen (text and
  /// styles) is no longer what it was; returns the milliseconds that took, `capture-pane`
  /// polled as ``wait(for:seconds:)`` polls it.
  func timeChange(after key: String, seconds: Double = 20) -> Double? {
    // With its styles: abook's moves change only where the selection is shown in reverse.
    let before = server.screen(of: session, options: ["-e"])
    let start = DispatchTime.now().uptimeNanoseconds
    send(key)
    let deadline = Date(timeIntervalSinceNow: seconds)
    while Date() < deadline {
      if server.screen(of: session, options: ["-e"]) != before { return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }
      usleep(2_000)
    }
    return nil
  }

  /// Types one key (a tmux key name: `j`, `Enter`, `Escape`, `BSpace`, …).
  func send(_ key: String) {
    server.sendKeys([key], to: session)
  }

  /// Types `text` literally, character by character.
  func type(_ text: String) {
    server.type(text, to: session)
  }

  /// The process id of the program in the session (started with `exec`, the
  /// shell's own id is the program's); `nil` when the session is gone.
  var pid: String? {
    let pid = (try? server.run(["display-message", "-p", "-t", session, "#{pane_pid}"]))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return pid?.isEmpty == false ? pid : nil
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
