import Foundation
import RefbookTestSupport
import Testing

/// The mouse through a real terminal: tmux, with the sequences a terminal
/// sends for clicks and the wheel typed into the pane with `send-keys -l`.
///
/// `send-keys -M` only replays a mouse event inside a key binding, so it
/// cannot drive a test; raw sequences can. They must be the encoding the
/// program asked for, as tmux translates a real terminal's to it: the X10
/// one (`ESC [ M` and three bytes) for `TERM=tmux-256color`, whose terminfo
/// says `kmous=\E[M`, and SGR (`ESC [ < b ; x ; y M`/`m`) for
/// `TERM=xterm-256color` (`kmous=\E[<`). The lines sorted by name are
/// Émile Zola, Grace Hopper, Zoë Ångström, 王小明 on rows 1 to 4.
@Suite("refbook: mouse")
struct MouseTests {
  enum Action { case click, doubleClick, wheelDown, wheelUp }

  /// What xterm sends for `action` at the zero-based `row` and `column`.
  static func sequence(_ action: Action, row: Int, column: Int, sgr: Bool) -> String {
    func event(_ button: Int, released: Bool) -> String {
      if sgr { return "\u{1B}[<\(button);\(column + 1);\(row + 1)\(released ? "m" : "M")" }
      let byte = { (value: Int) in String(UnicodeScalar(UInt8(32 + value))) }
      return "\u{1B}[M" + byte(released ? 3 : button) + byte(column + 1) + byte(row + 1)
    }
    let click = event(0, released: false) + event(0, released: true)
    switch action {
    case .click: return click
    case .doubleClick: return click + click
    case .wheelUp: return event(64, released: false)
    case .wheelDown: return event(65, released: false)
    }
  }

  @Test("TERM=tmux-256color: a click selects, the wheel moves, a double click edits, and the mode is off after")
  func x10() async throws {
    let session = try await TmuxSession.refbook()
    #expect(session.format("#{mouse_standard_flag}") == "1", "clicks asked for")
    #expect(session.format("#{mouse_button_flag}#{mouse_all_flag}") == "00", "no drags or motion: Shift-drag selects text")
    // Row 0 is the header, row 1 the list's headings: Émile Zola is on row 2.
    session.type(Self.sequence(.click, row: 4, column: 5, sgr: false))
    try await session.waitForScreen("Zoë Ångström clicked") { $0.detailTitle == "Zoë Ångström" }
    session.type(Self.sequence(.wheelUp, row: 4, column: 5, sgr: false))
    try await session.waitForScreen("the wheel went up to Émile Zola") { $0.detailTitle == "Émile Zola" }
    session.type(Self.sequence(.wheelDown, row: 2, column: 5, sgr: false))
    try await session.waitForScreen("the wheel went down to 王小明") { $0.detailTitle == "王小明" }
    session.type(Self.sequence(.click, row: 4, column: 5, sgr: false))
    let zoe = try await session.waitForScreen("Zoë Ångström clicked again") { $0.detailTitle == "Zoë Ångström" }
    let emailRow = try #require(zoe.rows.firstIndex { $0.contains("zoe@example.org") && $0.contains("work") })
    session.type(Self.sequence(.doubleClick, row: emailRow, column: 70, sgr: false))
    try await session.waitFor("Enter saves")
    session.sendKeys("C-u")
    session.type("zoe@mouse.example")
    session.sendKeys("Enter")
    try await session.waitFor("zoe@mouse.example")
    let book = try await session.quitAndReadBook()
    #expect(book.contains("EMAIL;TYPE=work:zoe@mouse.example"))
    #expect(session.format("#{mouse_standard_flag}") == "0", "the terminal reports no clicks to the shell")
  }

  @Test("TERM=xterm-256color: SGR clicks select in either pane, and a click on the other pane focuses it")
  func sgr() async throws {
    let session = try await TmuxSession.refbook(environment: ["TERM": "xterm-256color"])
    #expect(session.format("#{mouse_sgr_flag}") == "1")
    session.type(Self.sequence(.click, row: 3, column: 5, sgr: true))
    try await session.waitForScreen("Grace Hopper clicked") { $0.detailTitle == "Grace Hopper" }
    session.type(Self.sequence(.click, row: 3, column: 70, sgr: true))
    try await session.waitFor("Enter edit")
    session.type(Self.sequence(.click, row: 5, column: 5, sgr: true))
    try await session.waitForScreen("王小明 clicked, the list focused") {
      $0.detailTitle == "王小明" && !$0.status.contains("Enter edit")
    }
  }

  @Test("TERM=vt100, whose terminfo has no mouse: no mouse mode is asked for, and the keys work as ever")
  func noMouse() async throws {
    let session = try await TmuxSession.refbook(environment: ["TERM": "vt100"])
    #expect(session.format("#{mouse_standard_flag}#{mouse_sgr_flag}") == "00")
    session.sendKeys("j")
    try await session.waitForScreen("Grace Hopper selected by j") { $0.detailTitle == "Grace Hopper" }
    session.sendKeys("Tab", "j", "Enter")
    try await session.waitFor("Enter saves")
    session.sendKeys("Escape")
    _ = try await session.quitAndReadBook()
  }

  /// (A terminal sends no clicks to a program that did not ask for them,
  /// so there is nothing to type here but keys.)
  @Test("mouse = false in the config file: no mouse mode is asked for, and the keys work as ever")
  func turnedOffBySetting() async throws {
    let folder = try TestBook.folder()
    try FileManager.default.createDirectory(atPath: folder.path(of: "config/refbook"), withIntermediateDirectories: true)
    try folder.write("mouse = false\n", to: "config/refbook/config.toml")
    let session = try await TmuxSession.refbook(on: folder, environment: ["XDG_CONFIG_HOME": folder.path(of: "config")])
    #expect(session.format("#{mouse_standard_flag}#{mouse_sgr_flag}") == "00")
    session.sendKeys("j")
    try await session.waitForScreen("Grace Hopper selected by j") { $0.detailTitle == "Grace Hopper" }
    _ = try await session.quitAndReadBook()
  }

  @Test("Ctrl-Z and a crash give the shell a terminal that reports no clicks; fg asks for them again")
  func modeOffWhenTheShellHasTheTerminal() async throws {
    let session = try await TmuxSession.refbook(environment: ["REFBOOK_TEST_CRASH": "1"])
    session.sendKeys("C-z")
    try await session.waitForStop()
    #expect(session.format("#{mouse_any_flag}") == "0")
    session.resumeInForeground()
    try await session.waitForApp()
    #expect(session.format("#{mouse_standard_flag}") == "1")
    session.sendKeys("d")
    let status = try await session.waitForExit()
    #expect(status == 128 + SIGILL || status == 128 + SIGTRAP)
    #expect(session.format("#{mouse_any_flag}") == "0", "the crash handler turned the mouse off")
  }
}
