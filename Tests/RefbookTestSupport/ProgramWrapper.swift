/// The bash script a `TmuxSession`'s pane runs around the program under test.
///
/// It stands in for the user's shell, in the ways the tests need:
/// - job control is on (`set -m`), so the program runs in its own process group that
///   owns the terminal, and Ctrl-Z really stops it (a stop in an orphaned process
///   group would be discarded by the kernel);
/// - the program's pid is written to `pid` (the inner `sh` records `$$`, then `exec`s
///   the program, which keeps that pid);
/// - after a stop it prints `[e2e-stopped]`, reads a line as a shell would read `fg`,
///   and resumes the program in the foreground;
/// - the terminal modes (`stty -g`) are written to `tty-before` and `tty-after`, the
///   exit status (128 + signal if a signal ended it) to `status`, and `[e2e-exit N]` is
///   printed; then it sleeps, so the pane and its screen stay for inspection.
///   (`remain-on-exit` loses the status on tmux 3.3a; see `terminal-pitfalls.md`.)
///
/// Arguments: the control folder, then `NAME=value` assignments and the program's argv.
public enum ProgramWrapper {
  public static let script = #"""
    set -m
    control=$1; shift
    stty -g > "$control/tty-before"
    sh -c 'echo $$ > "$0/pid"; exec env -- "$@"' "$control" "$@"
    status=$?
    while jobs %% > /dev/null 2>&1; do
      printf '\n%s ' '\#(stoppedMarker)'
      read -r _ || true
      fg > /dev/null
      status=$?
    done
    stty -g > "$control/tty-after"
    echo "$status" > "$control/status.new" && mv "$control/status.new" "$control/status"
    printf '\n[e2e-exit %d]\n' "$status"
    exec sleep 600
    """#

  /// Printed when the program is stopped (Ctrl-Z); a line typed afterwards resumes it.
  public static let stoppedMarker = "[e2e-stopped]"

  /// Printed, with the exit status, once the program has ended.
  public static func exitMarker(_ status: Int32) -> String { "[e2e-exit \(status)]" }
}
