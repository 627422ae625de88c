import RefbookTestSupport
import Testing

/// What refbook promises whenever it refuses to start (no terminal, a book it
/// cannot read, a book in use): exit status 2 and messages on stderr that
/// begin with `refbook: `, before the screen is touched.
///
/// Checks the status and the prefix of `output`'s lines, and returns the
/// lines with that prefix removed, for the caller to check the message itself.
func expectRefusal(
  status: Int32, output: [String], sourceLocation: SourceLocation = #_sourceLocation
) -> [String] {
  #expect(status == 2, sourceLocation: sourceLocation)
  #expect(output.allSatisfy { $0.hasPrefix("refbook: ") }, "\(output)", sourceLocation: sourceLocation)
  return output.map { $0.hasPrefix("refbook: ") ? String($0.dropFirst("refbook: ".count)) : $0 }
}

extension TmuxSession {
  /// The lines the program left on the screen, without the wrapper's marker.
  func programOutput() -> [String] {
    screen().filter { !$0.isEmpty && !$0.hasPrefix("[e2e-exit ") }
  }
}
