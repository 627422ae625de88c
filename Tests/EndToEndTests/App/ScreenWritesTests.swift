import Foundation
import RefbookTestSupport
import Testing

/// Each update of the screen reaches the terminal in one `write`, not one
/// per cursor move (as ncurses writes until a screen was given back once),
/// and what the terminal passes over leaves the screen as it should be.
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

  // The terminal passes over a text it shows already (DrawnTexts): a screen
  // drawn over many keys, an overlay and a search must be, cell for cell and
  // colour for colour, the one a fresh start draws of the same state.
  @Test("a screen drawn over many keys is the one a fresh start draws")
  func redrawnScreenIsAFreshOne() async throws {
    let folder = try TestBook.folder()
    let (third, fourth) = (TestBook.names[2], TestBook.names[3])
    let session = try await TmuxSession.refbook(on: folder, ["--read-only"])
    session.sendKeys("j", "j", "j")
    try await session.waitForScreen("\(fourth) selected") { $0.detailTitle == fourth }
    session.sendKeys("?")
    try await session.waitForScreen("the help") { $0.rows.contains { $0.contains("Keys ") && $0.contains("list pane") } }
    session.sendKeys("Escape", "k")
    try await session.waitForScreen("\(third) selected") { $0.detailTitle == third && !$0.rows.contains { $0.contains("Keys ") } }
    session.sendKeys("/", "x")
    try await session.waitForScreen("a search") { $0.header.contains("filter:") }
    session.sendKeys("Escape", "Escape", "Tab")
    try await session.waitForScreen("the search gone") { !$0.header.contains("filter:") && $0.listNames.count == TestBook.names.count }
    session.sendKeys("Tab")
    try await session.waitForScreen("the list focused") { $0.status.contains("j/k move") }
    let (drawn, drawnStyled) = (session.screen(), Self.colours(of: session.styledScreen()))
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)

    let fresh = try await TmuxSession.refbook(on: folder, ["--read-only"])
    fresh.sendKeys("j", "j")
    try await fresh.waitForScreen("\(third) selected") { $0.detailTitle == third }
    #expect(fresh.screen() == drawn)
    #expect(Self.colours(of: fresh.styledScreen()) == drawnStyled)
    fresh.sendKeys("q")
    #expect(try await fresh.waitForExit() == 0)
  }

  /// The colours and attributes of a styled screen, but for the returns to
  /// the default between its cells and at a row's start: tmux writes those
  /// where the terminal's cells were last cleared or written blank, which
  /// two screens showing the same may do differently (blank cells cleared
  /// at a row's end are not written, so the return to the default after
  /// its last written cell comes at the next row's start).
  static func colours(of styled: [String]) -> String {
    let reset = "\u{1B}[0m"
    return styled.map { row in
      let row = row.replacingOccurrences(of: reset + "\u{1B}[39m\u{1B}[49m", with: "")
      return row.hasPrefix(reset) ? String(row.dropFirst(reset.count)) : row
    }.joined(separator: "\n")
  }

  /// The `write` calls (of any kind) the process `pid` made so far: `syscw`
  /// in `/proc/PID/io`.
  static func writeCalls(of pid: pid_t) throws -> Int {
    let io = try String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8)
    let line = try #require(io.split(separator: "\n").first { $0.hasPrefix("syscw:") })
    return try #require(Int(line.dropFirst("syscw:".count).trimmingCharacters(in: .whitespaces)))
  }
}
