import Foundation
import RefbookTestSupport
import Testing

extension TmuxSession {
  /// What a wait was for, and the screen when it gave up.
  ///
  /// Thrown rather than recorded, so the test stops at the first thing that did not
  /// happen; its description is the failure message, screen included.
  struct Timeout: Error, CustomStringConvertible {
    /// What was awaited, in words.
    var awaited: String
    /// How long the wait lasted.
    var timeout: Duration
    /// The last screen seen.
    var screen: [String]
    /// Where the wait was called.
    var sourceLocation: SourceLocation

    var description: String {
      let width = screen.map(\.count).max() ?? 0
      let frame = "+" + String(repeating: "-", count: width) + "+"
      return """
        Timed out after \(timeout) at \(sourceLocation) waiting for \(awaited). Last screen:
        \(frame)
        \(screen.map { "|" + $0.padding(toLength: width, withPad: " ", startingAt: 0) + "|" }
          .joined(separator: "\n"))
        \(frame)
        """
    }
  }

  /// How often waits look at the screen.
  static let pollInterval = Duration.milliseconds(20)

  /// Waits until some row of the screen contains `text`, and returns that screen.
  ///
  /// - Throws: `Timeout`, with the last screen, if `text` has not appeared in time.
  @discardableResult
  func waitFor(
    _ text: String,
    timeout: Duration = .seconds(10),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> [String] {
    try await waitUntil("\"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) { screen in
      screen.contains { $0.contains(text) }
    }
  }

  /// Polls the screen every 20 ms until `predicate` accepts it, and returns that screen.
  ///
  /// - Parameter awaited: What the predicate looks for, for the failure message.
  /// - Throws: `Timeout`, with the last screen, if the predicate never held.
  @discardableResult
  func waitUntil(
    _ awaited: String,
    timeout: Duration = .seconds(10),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ predicate: ([String]) -> Bool
  ) async throws -> [String] {
    try await poll(awaited, timeout: timeout, sourceLocation: sourceLocation) {
      let screen = self.screen()
      return predicate(screen) ? screen : nil
    }
  }

  /// Calls `attempt` every 20 ms until it returns a value.
  ///
  /// - Throws: `Timeout`, with the screen at that moment, once `timeout` has passed.
  func poll<Value>(
    _ awaited: String,
    timeout: Duration,
    sourceLocation: SourceLocation,
    _ attempt: () throws -> Value?
  ) async throws -> Value {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      if let value = try attempt() { return value }
      guard clock.now < deadline else {
        throw Timeout(awaited: awaited, timeout: timeout, screen: screen(), sourceLocation: sourceLocation)
      }
      try await Task.sleep(for: Self.pollInterval)
    }
  }
}
