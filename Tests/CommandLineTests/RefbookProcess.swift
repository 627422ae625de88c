import Foundation
import Testing

/// What one run of the built `refbook` printed, and how it exited.
struct RunResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs the real `refbook` executable, as a user would from a shell.
enum RefbookProcess {
  /// The executable: beside this test bundle in the build folder (so any
  /// `--scratch-path` works), else `.build/debug/refbook` under the package.
  static let executable: URL = {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("refbook")
    if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/refbook")
  }()

  /// Runs `refbook arguments` with `stdin` as its standard input, in an
  /// environment where no default book can be found by accident (HOME is
  /// `home`, REFBOOK_BOOK and XDG_DATA_HOME unset unless `environment` sets
  /// them). `launcher` runs the program through another, e.g. `setpriv`.
  ///
  /// Output goes to files, so that a large output cannot fill a pipe and
  /// block the child while the test waits for it.
  static func run(
    _ arguments: [String], stdin: String = "", home: URL, environment: [String: String] = [:],
    launcher: [String] = []
  ) throws -> RunResult {
    #expect(
      FileManager.default.isExecutableFile(atPath: executable.path),
      "build refbook first (make test does): \(executable.path)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: launcher.first ?? executable.path)
    process.arguments = launcher.dropFirst() + (launcher.isEmpty ? [] : [executable.path]) + arguments
    var variables = ProcessInfo.processInfo.environment.filter { $0.key != "REFBOOK_BOOK" && $0.key != "XDG_DATA_HOME" }
    variables["HOME"] = home.path
    variables.merge(environment) { $1 }
    process.environment = variables
    let input = Pipe()
    let outURL = home.appendingPathComponent(".stdout")
    let errURL = home.appendingPathComponent(".stderr")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardInput = input
    process.standardOutput = out
    process.standardError = err
    try process.run()
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return RunResult(
      status: process.terminationStatus,
      stdout: try String(contentsOf: outURL, encoding: .utf8),
      stderr: try String(contentsOf: errURL, encoding: .utf8))
  }
}
