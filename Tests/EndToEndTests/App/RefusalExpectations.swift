import Testing

/// What refbook promises whenever it refuses to start (no terminal, a book it
/// cannot read, a book in use): exit status 2 and messages on stderr that
/// begin with `refbook: `, before the screen is touched.
///
/// Checks the status and the prefix of `output`'s first line, and returns the
/// lines with that prefix (or the `Error: ` that is printed instead) removed,
/// for the caller to check the message itself.
///
/// Known issue: refbook exits 1 and prints `Error: ` instead. Its `Failure`
/// error declares exit code 2 through `CustomNSError`, which swift-argument-parser
/// ignores on Linux (any other error maps to `ExitCode.failure`), and
/// `Refbook.main` hands code 1 to `exit(withError:)`.
func expectRefusal(
  status: Int32, output: [String], sourceLocation: SourceLocation = #_sourceLocation
) -> [String] {
  withKnownIssue("refbook's refusals exit 1 with `Error: ` instead of 2 with `refbook: `") {
    #expect(status == 2, sourceLocation: sourceLocation)
    #expect(output.first?.hasPrefix("refbook: ") == true, "\(output)", sourceLocation: sourceLocation)
  }
  #expect(status != 0 && status < 128, "a refusal is a failure, not a crash", sourceLocation: sourceLocation)
  guard let first = output.first else { return [] }
  let message = ["refbook: ", "Error: "].first { first.hasPrefix($0) }.map { first.dropFirst($0.count) }
  return [String(message ?? first[...])] + output.dropFirst()
}

extension TmuxSession {
  /// The lines the program left on the screen, without the wrapper's marker.
  func programOutput() -> [String] {
    screen().filter { !$0.isEmpty && !$0.hasPrefix("[e2e-exit ") }
  }
}
