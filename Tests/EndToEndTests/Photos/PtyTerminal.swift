import Foundation
import RefbookTestSupport

/// refbook on a terminal the test controls: `pty-terminal.py` (beside this
/// file) runs it on a pseudo-terminal of 100 × 30 cells of 10 × 20
/// pixels, answers kitty's graphics query as kitty or as a terminal without
/// graphics does, follows the steps, and keeps every byte refbook wrote.
enum PtyTerminal {
  /// How the terminal answers the query (see `pty-terminal.py`).
  enum Answers: String {
    /// OK to the query, then the device attributes, as kitty does.
    case kitty
    /// The device attributes only, as xterm, VTE's terminals and tmux do.
    case plain
  }

  /// What a run left.
  struct Run {
    /// refbook's exit status, 3 when a wait timed out.
    let status: Int32
    /// Everything refbook wrote to the terminal, as Latin-1 (one character a byte).
    let output: String
    /// Why the run stopped early, if it did.
    let errors: String

    /// The keys of each kitty graphics command written (`a=T,f=100,…`), in order.
    var graphicsCommands: [String] {
      output.components(separatedBy: "\u{1B}_G").dropFirst().map { String($0.prefix { $0 != ";" && $0 != "\u{1B}" }) }
    }
  }

  /// Runs `refbook --book FOLDER/contacts.vcf` in `folder` (also its home),
  /// with `TERM=xterm-256color`: `steps` are `wait:TEXT` (in the output,
  /// after the last wait's match) and `send:TEXT` (typed; Python escapes).
  /// Returns once refbook ends, 10 s at most a wait; the run blocks a
  /// thread of its own, not one of the tests' cooperative pool, which the
  /// tmux tests' waits need.
  static func run(on folder: TemporaryDirectory, answering answers: Answers, split: Bool = false, steps: [String])
    async throws -> Run
  {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("pty-terminal.py").path
    let out = folder.path(of: "terminal-output")
    let arguments = ["/usr/bin/env", "python3", script, "--answer", answers.rawValue, "--out", out]
      + (split ? ["--split"] : []) + steps.flatMap { ["--step", $0] }
      + ["--", try Product.path("refbook"), "--book", folder.path(of: TestBook.file)]
    let environment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": folder.path, "LANG": "C.UTF-8", "TERM": "xterm-256color", "SWIFT_BACKTRACE": "interactive=no",
      "XDG_CACHE_HOME": folder.path(of: "cache"),
    ]
    let outcome = try await withCheckedThrowingContinuation { finished in
      Thread { finished.resume(with: Result { try Subprocess.run(arguments, environment: environment, capturesErrors: true) }) }
        .start()
    }
    let bytes = FileManager.default.contents(atPath: out) ?? Data()
    let latin1 = String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    return Run(status: outcome.status, output: latin1, errors: outcome.errors)
  }
}
