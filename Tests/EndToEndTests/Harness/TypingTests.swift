import RefbookTestSupport
import Testing

@Suite("Harness: typing and reading the screen")
struct TypingTests {
  @Test("typed UTF-8 text and Enter reach the program, and its answer reaches the screen")
  func typeAndRead() async throws {
    let session = try TmuxSession(["sh", "-c", #"printf "name? "; read x; echo "hello $x""#])
    try await session.waitFor("name?")
    session.type("Zoë 张伟")
    session.sendKeys("Enter")
    try await session.waitFor("hello Zoë 张伟")
    #expect(try await session.waitForExit() == 0)
    try await session.waitFor(ProgramWrapper.exitMarker(0))
  }

  @Test("key names arrive as the bytes a terminal sends")
  func keyNames() async throws {
    let session = try TmuxSession(
      ["sh", "-c", "stty raw -echo; echo ready; od -An -tx1 -N7 -v; stty sane"])
    try await session.waitFor("ready")
    session.sendKeys("Escape", "C-r", "Tab", "Enter")
    session.sendKeys("Down")
    try await session.waitFor("1b 12 09 0d 1b 5b 42")
    #expect(try await session.waitForExit() == 0)
  }

  @Test("the screen has one row per terminal row")
  func screenSize() async throws {
    let session = try TmuxSession(["sh", "-c", "echo top; sleep 100"], columns: 40, rows: 12)
    let screen = try await session.waitFor("top")
    #expect(screen.count == 12)
    #expect(screen[0] == "top")
  }

  @Test("the program runs in its folder, with that folder as HOME and the given environment")
  func environment() async throws {
    let folder = try TemporaryDirectory()
    let session = try TmuxSession(
      ["sh", "-c", #"echo "[$(pwd)] [$HOME] [$TERM] [$LANG] [$EXTRA]""#],
      in: folder, environment: ["EXTRA": "Ångström"])
    try await session.waitForExit()
    try await session.waitFor("[\(folder.path)] [\(folder.path)] [tmux-256color] [C.UTF-8] [Ångström]")
  }

  @Test("the styled screen keeps colours, the plain one does not")
  func styled() async throws {
    let session = try TmuxSession(["sh", "-c", #"printf '\033[31mred\033[0m\n'; sleep 100"#])
    try await session.waitFor("red")
    #expect(session.screen()[0] == "red")
    #expect(session.styledScreen()[0].contains("\u{1B}[31mred"))
  }
}
