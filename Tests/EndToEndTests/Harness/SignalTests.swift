import Glibc
import RefbookTestSupport
import Testing

@Suite("Harness: signals and exit status")
struct SignalTests {
  @Test("the exit status is the program's own")
  func exitStatus() async throws {
    let session = try TmuxSession(["sh", "-c", "exit 3"])
    #expect(try await session.waitForExit() == 3)
  }

  @Test("SIGTERM reaches the program itself, which ends with status 143")
  func terminate() async throws {
    let session = try TmuxSession(["sleep", "100"])
    let pid = try await session.pid()
    #expect(try String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8) == "sleep\n")
    try await session.signal(SIGTERM)
    #expect(try await session.waitForExit() == 143)
  }

  @Test("Ctrl-Z stops the program, and fg resumes it in the foreground")
  func suspendAndResume() async throws {
    let session = try TmuxSession(["sh", "-c", #"echo ready; read x; echo "got $x""#])
    try await session.waitFor("ready")
    session.sendKeys("C-z")
    try await session.waitForStop()
    session.resumeInForeground()
    session.type("after fg")
    session.sendKeys("Enter")
    try await session.waitFor("got after fg")
    #expect(try await session.waitForExit() == 0)
  }
}
