import Foundation
import RefbookTestSupport
import Testing

/// What one run of the built `refbook` printed, and how it exited.
struct RunResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs the real `refbook` executable, as a user would from a shell.
enum RefbookProcess {
  /// The executable, beside this test bundle in the build folder (so any
  /// `--scratch-path` works; see `Product`).
  static let executable = URL(fileURLWithPath: Product.folder + "/refbook")

  /// Runs `refbook arguments` with `stdin` as its standard input, in an
  /// environment where no default book can be found by accident (HOME is
  /// `home`, REFBOOK_BOOK, XDG_DATA_HOME and XDG_CACHE_HOME unset unless
  /// `environment` sets them). `launcher` runs the program through another,
  /// e.g. `setpriv`.
  static func run(
    _ arguments: [String], stdin: String = "", home: URL, environment: [String: String] = [:],
    launcher: [String] = []
  ) throws -> RunResult {
    #expect(
      FileManager.default.isExecutableFile(atPath: executable.path),
      "build refbook first (make test does): \(executable.path)")
    var variables = ProcessInfo.processInfo.environment.filter { !["REFBOOK_BOOK", "XDG_DATA_HOME", "XDG_CACHE_HOME"].contains($0.key) }
    variables["HOME"] = home.path
    variables.merge(environment) { $1 }
    let outcome = try Subprocess.run(
      launcher + [executable.path] + arguments, environment: variables, input: stdin, capturesErrors: true)
    return RunResult(status: outcome.status, stdout: outcome.output, stderr: outcome.errors)
  }

  /// A `launcher` that kills the program after `seconds` (status 137): a
  /// test of what must not hang fails instead of hanging the suite.
  static func killed(after seconds: Int) -> [String] {
    ["/usr/bin/timeout", "--signal=KILL", "\(seconds)"]
  }
}
