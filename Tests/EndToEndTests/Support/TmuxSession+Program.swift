import Foundation
import RefbookTestSupport
import Testing

extension TmuxSession {
  /// The program's process id, once the program has started.
  ///
  /// The wrapper records the pid just before it `exec`s the program; this waits until
  /// that process runs the program itself (its command line is the session's
  /// `arguments`), so a signal sent to it reaches the program and not the wrapper.
  ///
  /// - Throws: `Timeout` if the program has not started within `timeout`.
  @discardableResult
  func pid(
    timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> pid_t {
    let commandLine = arguments.map { $0 + "\0" }.joined()
    return try await poll("the program to start", timeout: timeout, sourceLocation: sourceLocation) {
      guard let pid = try? recordedPid(),
        let running = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8),
        running == commandLine
      else { return nil }
      return pid
    }
  }

  /// Sends `signal` (`SIGTERM`, `SIGHUP`, `SIGCONT`, …) to the program alone, as
  /// `kill PID` from another terminal would.
  func signal(_ signal: Int32, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let pid = try await pid(sourceLocation: sourceLocation)
    guard Glibc.kill(pid, signal) == 0 else {
      throw Subprocess.Failure(description: "kill(\(pid), \(signal)) failed: errno \(errno)")
    }
  }

  /// Waits until the program has stopped (Ctrl-Z) and the wrapper, standing in for the
  /// shell, has taken the terminal back.
  func waitForStop(
    timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await waitFor(ProgramWrapper.stoppedMarker, timeout: timeout, sourceLocation: sourceLocation)
  }

  /// Resumes a stopped program in the foreground, as typing `fg` in the shell would.
  func resumeInForeground() {
    type("fg")
    sendKeys("Enter")
  }

  /// Waits for the program to end and returns its exit status, 128 + the signal number
  /// if a signal ended it (143 for `SIGTERM`).
  ///
  /// - Throws: `Timeout`, with the last screen, if it is still running after `timeout`.
  @discardableResult
  func waitForExit(
    timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> Int32 {
    try await poll("the program to exit", timeout: timeout, sourceLocation: sourceLocation) {
      (try? control.read("status")).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
  }
}
