import RefbookTestSupport
import Testing

@Suite("Harness: a wait that times out")
struct TimeoutTests {
  @Test("fails with what it waited for and the last screen")
  func timeout() async throws {
    let session = try TmuxSession(["sh", "-c", "echo 'what is there: 张伟'; sleep 100"])
    try await session.waitFor("what is there")
    let error = await #expect(throws: TmuxSession.Timeout.self) {
      try await session.waitFor("what is not", timeout: .milliseconds(200))
    }
    let message = error.map { "\($0)" } ?? ""
    #expect(message.contains("\"what is not\""))
    #expect(message.contains("|what is there: 张伟"))
    #expect(message.contains("TimeoutTests.swift"))
  }

  @Test("waitForExit on a running program times out the same way")
  func running() async throws {
    let session = try TmuxSession(["sh", "-c", "echo still here; sleep 100"])
    try await session.waitFor("still here")
    let error = await #expect(throws: TmuxSession.Timeout.self) {
      try await session.waitForExit(timeout: .milliseconds(100))
    }
    #expect(error?.screen.first == "still here")
  }
}
