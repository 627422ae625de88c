import CTerminalEvents
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RefbookStore

/// Faults the whole process must survive, set up first thing in `main`.
///
/// - A write past the file size limit (`ulimit -f`) fails with `EFBIG`, which
///   the store reports as a failed save (and quitting then writes a rescue
///   file), instead of killing the process with `SIGXFSZ` — on every thread,
///   as a signal's disposition is the process's.
/// - A crash restores the terminal, writes a report (the signal, what went
///   to standard error while the screen was in use — Swift's `Fatal error`
///   line — and a backtrace) to `$XDG_STATE_HOME/refbook/crash-TIME-PID.txt`
///   (else `~/.local/state/refbook/…`), prints one line naming it and exits
///   with 128 + the signal. The handlers replace the Swift runtime's, so its
///   interactive backtracer ("Press space to interact", 30 seconds) never
///   takes the screen, whatever `SWIFT_BACKTRACE` says.
enum FaultHandling {
  /// - Complexity: O(1).
  static func install() {
    signal(SIGXFSZ, SIG_IGN)
    _ = cte_install_crash_report(UserFolders.state(), "refbook")
  }

  /// Test hook: with `REFBOOK_TEST_CRASH=1` in its environment, the
  /// full-screen app and the commands that write the book crash on purpose
  /// (a precondition failure, as a bug would) at the first change to the
  /// book, once it is journaled and before it is saved, so that the
  /// end-to-end tests can check the terminal's restoration, the report,
  /// and what the next start restores. Nothing else reads it.
  static let crashesOnFirstChange = ProcessEnvironment.variables["REFBOOK_TEST_CRASH"] == "1"

  /// Crashes, for ``crashesOnFirstChange``.
  static func crashOnPurpose() -> Never {
    preconditionFailure("REFBOOK_TEST_CRASH is set: crashing on purpose")
  }
}
