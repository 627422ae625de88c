import RefbookTestSupport
import Testing

@Suite("Harness: is the terminal restored after the program?")
struct RestorationTests {
  @Test("a program that leaves the terminal alone")
  func untouched() async throws {
    let session = try TmuxSession(["true"])
    try await session.waitForExit()
    #expect(session.terminalIsRestored())
  }

  @Test("a program that puts back what it changed")
  func putBack() async throws {
    let session = try TmuxSession(
      ["sh", "-c", "tput smcup; tput civis; tput smkx; stty -echo -icanon; tput rmkx; tput cnorm; stty echo icanon; tput rmcup"])
    try await session.waitForExit()
    let state = try session.terminalState()
    #expect(state.isRestored, "\(state)")
  }

  @Test("each screen mode a program can leave behind is caught", arguments: [
    ("tput smcup", "alternate screen still on"),
    ("tput civis", "cursor hidden"),
    ("tput smkx", "keypad left in application mode"),
  ])
  func leftBehind(command: String, problem: String) async throws {
    let session = try TmuxSession(["sh", "-c", command])
    try await session.waitForExit()
    let state = try session.terminalState()
    #expect("\(state)" == problem)
    #expect(!state.isRestored)
    #expect(!session.terminalIsRestored())
  }

  @Test("tty modes left changed are caught")
  func modesChanged() async throws {
    let session = try TmuxSession(["stty", "-echo", "-icanon"])
    try await session.waitForExit()
    let state = try session.terminalState()
    #expect(state.modesBefore != state.modesAfter)
    #expect(!state.isRestored)
    #expect("\(state)".contains("tty modes changed"))
  }
}
