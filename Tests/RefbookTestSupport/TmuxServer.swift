import Foundation

/// A tmux server of our own, on a private socket (`tmux -S`), so that it never meets
/// the user's server, configuration or sessions, nor another test's.
///
/// The one place that speaks to tmux: `TmuxSession` (a program under test in a pane
/// of a server of its own) and the bench's terminal figures both drive tmux through it.
public struct TmuxServer: Sendable {
  /// The path of the server's socket.
  public let socket: String

  /// A server on `socket`; it starts with the first command that needs it
  /// (`new-session`, `start-server`).
  public init(socket: String) {
    self.socket = socket
  }

  /// Whether tmux is installed (found in `PATH`).
  public static var isInstalled: Bool {
    (try? Subprocess.run(["tmux", "-V"]).status) == 0
  }

  /// Runs a tmux client command against this server and returns its output.
  ///
  /// - Parameter environment: The client's environment, which a server it starts keeps
  ///   as its global environment; `nil` passes this process's on.
  /// - Throws: `Subprocess.Failure` if tmux cannot be run or reports failure.
  /// - Complexity: One short-lived `tmux` process.
  @discardableResult
  public func run(_ arguments: [String], environment: [String: String]? = nil) throws -> String {
    let outcome = try Subprocess.run(["tmux", "-u", "-S", socket] + arguments, environment: environment)
    guard outcome.status == 0 else {
      throw Subprocess.Failure(
        description: "tmux \(arguments.first ?? "") failed with status \(outcome.status)")
    }
    return outcome.output
  }

  /// Sends tmux key names to `target`, one keystroke each: `"Enter"`, `"Escape"`,
  /// `"Tab"`, `"BSpace"`, `"C-r"`, `"Up"`, or a single character.
  public func sendKeys(_ keys: [String], to target: String) {
    _ = try? run(["send-keys", "-t", target] + keys)
  }

  /// Types `text` literally into `target`, character by character: any UTF-8, and
  /// characters that are also key names (`"Enter"` types five letters).
  public func type(_ text: String, to target: String) {
    _ = try? run(["send-keys", "-t", target, "-l", "--", text])
  }

  /// The visible screen of `target`, one string per row, trailing spaces removed;
  /// `options` are added to `capture-pane` (`["-e"]` keeps the SGR sequences).
  ///
  /// tmux leaves out the padding cell after a wide character, so a row holding `张伟`
  /// is two characters shorter than its width: compare substrings, not columns.
  public func screen(of target: String, options: [String] = []) -> [String] {
    let captured = (try? run(["capture-pane", "-p"] + options + ["-t", target])) ?? ""
    var rows = captured.components(separatedBy: "\n")
    if rows.last == "" { rows.removeLast() }
    return rows
  }

  /// Ends the server and every session on it, and removes its socket (tmux 3.3a
  /// leaves it behind).
  public func kill() {
    _ = try? run(["kill-server"])
    unlink(socket)
  }
}
