import RefbookTestSupport
import Testing

@Suite("refbook: no usable terminal")
struct NoTerminalTests {
  @Test("TERM=dumb: one line on stderr, exit 2, terminal untouched")
  func dumbTerminal() async throws {
    let folder = try TemporaryDirectory()
    let session = try TmuxSession(
      [try Product.path("refbook"), "--demo"], columns: 200, in: folder,
      environment: ["TERM": "dumb", "TMPDIR": folder.path])
    let status = try await session.waitForExit()
    let output = session.programOutput()
    let message = expectRefusal(status: status, output: output)
    #expect(message.count == 1, "\(output)")
    #expect(message.first?.contains("dumb") == true, "\(output)")
    let state = try session.terminalState()
    #expect(state.isRestored, "\(state)")
  }

  @Test("stdin not a terminal: one line on stderr, exit 2")
  func stdinNotATerminal() async throws {
    let folder = try TemporaryDirectory()
    let session = try TmuxSession(
      ["sh", "-c", "\"$0\" --demo < /dev/null", try Product.path("refbook")], columns: 200, in: folder,
      environment: ["TMPDIR": folder.path])
    let status = try await session.waitForExit()
    let output = session.programOutput()
    let message = expectRefusal(status: status, output: output)
    #expect(message == ["standard input is not a terminal; refbook needs an interactive terminal"], "\(output)")
    let state = try session.terminalState()
    #expect(state.isRestored, "\(state)")
  }
}
