import Foundation
import RefbookTestSupport

/// The bench's ways of running a program to completion, over the tests' `Subprocess`.
extension Subprocess {
  /// Runs `executable` with `arguments`, standard input empty and standard
  /// error discarded; `nil` when it cannot be launched.
  static func run(_ executable: String, _ arguments: [String]) -> Outcome? {
    try? run([executable] + arguments)
  }

  /// Runs `command` with `/bin/sh -c`.
  @discardableResult
  static func shell(_ command: String) -> Outcome? {
    run("/bin/sh", ["-c", command])
  }

  /// The `refbook` program built beside this one (as `.build/release/refbook`
  /// is beside `.build/release/RefbookBench`); `nil`, with a note saying how
  /// to build it, when there is none.
  static func refbook() -> String? {
    guard let path = try? Product.path("refbook") else {
      note("no release build of refbook beside RefbookBench (`swift build -c release --product refbook`): not timed")
      return nil
    }
    return path
  }

  /// `text` quoted for `/bin/sh`.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

extension Subprocess.Outcome {
  /// Wall time from launch to exit, in milliseconds.
  var milliseconds: Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
  }

  /// ``milliseconds`` of a command that succeeded (exit status 0); `nil`
  /// for one that failed.
  var succeededMilliseconds: Double? {
    status == 0 ? milliseconds : nil
  }
}
