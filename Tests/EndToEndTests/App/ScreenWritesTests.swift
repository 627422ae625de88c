import Foundation
import RefbookTestSupport
import Testing

/// Each update of the screen reaches the terminal in one `write`, not one
/// per cursor move (as ncurses writes until a screen was given back once).
@Suite("refbook: what it writes to the terminal")
struct ScreenWritesTests {
  @Test("a move of the selection reaches the terminal in one write")
  func moveInOneWrite() async throws {
    let session = try await TmuxSession.refbook()
    let pid = try await session.pid()
    // The program's writes to any file count; the smallest of three moves is
    // that of a move alone (a cache may be kept meanwhile, in a write or two).
    var counts: [Int] = []
    for name in TestBook.names.dropFirst().prefix(3) {
      let before = try Self.writeCalls(of: pid)
      session.sendKeys("j")
      try await session.waitForScreen("\(name) in the detail pane") { $0.detailTitle == name }
      counts.append(try Self.writeCalls(of: pid) - before)
    }
    #expect(counts.min() == 1, "write calls per move: \(counts)")
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
  }

  /// The `write` calls (of any kind) the process `pid` made so far: `syscw`
  /// in `/proc/PID/io`.
  static func writeCalls(of pid: pid_t) throws -> Int {
    let io = try String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8)
    let line = try #require(io.split(separator: "\n").first { $0.hasPrefix("syscw:") })
    return try #require(Int(line.dropFirst("syscw:".count).trimmingCharacters(in: .whitespaces)))
  }
}
