import Foundation
import RefbookTestSupport
import Testing

/// Faults around the full-screen app: a crash, a file size limit, a book
/// that is not a file, root editing another user's book. Whatever happens,
/// the terminal is given back and the edits are on disk or in a file the
/// last message names.
@Suite("refbook: faults")
struct FaultTests {
  @Test("a crash restores the terminal and leaves its report in a file the message names, even with Swift's interactive backtracer asked for")
  func crash() async throws {
    let folder = try TestBook.folder()
    let state = folder.path(of: "state")
    let session = try await TmuxSession.refbook(
      on: folder, columns: 250,
      environment: [
        "REFBOOK_TEST_CRASH": "1", "XDG_STATE_HOME": state,
        "SWIFT_BACKTRACE": "enable=yes,interactive=yes",
      ])
    session.sendKeys("d")
    let status = try await session.waitForExit()
    #expect(status == 128 + SIGILL || status == 128 + SIGTRAP)
    let terminal = try session.terminalState()
    #expect(terminal.isRestored, "\(terminal)")
    let output = session.programOutput()
    #expect(!output.joined().contains("Press space to interact"))
    let reports = try FileManager.default.contentsOfDirectory(atPath: state + "/refbook")
    #expect(reports.count == 1)
    let report = try #require(reports.first)
    #expect(report.hasPrefix("crash-") && report.hasSuffix(".txt"))
    #expect(output.last?.hasPrefix("refbook: crashed with SIG") == true, "\(output)")
    #expect(output.last?.hasSuffix("; the report is in \(state)/refbook/\(report)") == true, "\(output)")
    let text = try String(contentsOfFile: state + "/refbook/" + report, encoding: .utf8)
    #expect(text.hasPrefix("refbook crashed: signal \(status - 128), "))
    #expect(text.contains("REFBOOK_TEST_CRASH is set: crashing on purpose"), "the Fatal error line is kept")
    #expect(text.contains("Backtrace of the crashing thread"))
    #expect(output.contains { $0.contains("REFBOOK_TEST_CRASH is set: crashing on purpose") }, "and shown after the screen")
  }

  @Test("under a hard file size limit: the save fails and says so, quitting restores the terminal, says where it tried to rescue the book, leaves no temporary file")
  func hardFileSizeLimit() async throws {
    let folder = try TestBook.folder()
    let original = try folder.read(TestBook.file)
    let session = try await Self.refbook(on: folder, limit: "--fsize=200")
    session.sendKeys("d")
    try await session.waitFor("File too large")
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 2)
    let terminal = try session.terminalState()
    #expect(terminal.isRestored, "\(terminal)")
    let output = session.programOutput().joined()
    #expect(output.contains("refbook: cannot write a rescue file in \(folder.path): File too large"), "\(output)")
    #expect(output.contains("and no rescue file could be written either"), "\(output)")
    #expect(try folder.read(TestBook.file) == original)
    #expect(try folder.entries() == [TestBook.file, TestBook.file + ".history"], "no temporary file, no rescue, no lock")
  }

  @Test("under a soft file size limit: the save fails, quitting raises the limit and writes the rescue file beside the book")
  func softFileSizeLimit() async throws {
    let folder = try TestBook.folder()
    let original = try folder.read(TestBook.file)
    let session = try await Self.refbook(on: folder, limit: "--fsize=200:unlimited")
    session.sendKeys("d")
    try await session.waitFor("File too large")
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 2)
    #expect(session.terminalIsRestored())
    let output = session.programOutput().joined()
    #expect(output.contains("File too large (the file size limit was reached)"), "\(output)")
    #expect(try folder.read(TestBook.file) == original)
    let rescued = try #require(try folder.entries().first { $0.hasPrefix("contacts.vcf.refbook-unsaved-") })
    #expect(output.contains("they are in \(folder.path(of: rescued))"), "\(output)")
    #expect(TestBook.formattedNames(in: try folder.read(rescued)).count == 3)
    #expect(try folder.entries() == [TestBook.file, TestBook.file + ".history", rescued])
  }

  @Test("a FIFO or a device as the book: refused before the screen is touched, nothing created beside it",
        arguments: ["fifo", "/dev/null"])
  func notAFile(kind: String) async throws {
    let folder = try TemporaryDirectory()
    let book = kind == "fifo" ? folder.path(of: "pipe.vcf") : kind
    if kind == "fifo" { #expect(mkfifo(book, 0o600) == 0) }
    let session = try TmuxSession([try Product.path("refbook"), "--book", book], columns: 250, in: folder)
    let status = try await session.waitForExit()
    let message = expectRefusal(status: status, output: session.programOutput())
    let what = kind == "fifo" ? "a FIFO (named pipe)" : "a character device"
    #expect(message == ["cannot read \(book): it is \(what), not a regular file; a book must be a regular file"])
    #expect(session.terminalIsRestored())
    #expect(!FileManager.default.fileExists(atPath: book + ".lock"))
    #expect(try folder.entries() == (kind == "fifo" ? ["pipe.vcf"] : []))
  }

  @Test("root editing another user's book keeps its owner, group and mode; no lock is left",
        .enabled(if: geteuid() == 0, "only root can give files away"))
  func foreignOwner() async throws {
    let folder = try TestBook.folder()
    let book = folder.path(of: TestBook.file)
    #expect(chown(folder.path, 65_534, 65_533) == 0 && chown(book, 65_534, 65_533) == 0 && chmod(book, 0o640) == 0)
    let session = try await TmuxSession.refbook(on: folder)
    session.sendKeys("d")
    try await session.waitFor("Deleted Émile Zola")
    let saved = try await session.quitAndReadBook()
    #expect(!TestBook.formattedNames(in: saved).contains("Émile Zola"))
    for name in [TestBook.file, TestBook.file + "~"] {
      var status = stat()
      #expect(stat(folder.path(of: name), &status) == 0)
      #expect([status.st_uid, status.st_gid] == [65_534, 65_533], "\(name)")
      #expect(status.st_mode & 0o777 == 0o640, "\(name)")
    }
    var journal = stat()
    #expect(stat(folder.path(of: TestBook.file + ".history"), &journal) == 0)
    #expect([journal.st_uid, journal.st_gid] == [65_534, 65_533] && journal.st_mode & 0o777 == 0o600, "the journal")
    #expect(try folder.entries() == [TestBook.file, TestBook.file + ".history", TestBook.file + "~"])
  }

  /// refbook on `folder`'s book under `prlimit LIMIT`, once it has drawn.
  static func refbook(on folder: TemporaryDirectory, limit: String) async throws -> TmuxSession {
    let session = try TmuxSession(
      ["prlimit", limit, try Product.path("refbook"), "--book", folder.path(of: TestBook.file)],
      columns: 250, in: folder)
    try await session.waitForApp()
    return session
  }
}

@Suite("refbook: rescue files")
struct RescueFileTests {
  /// Root writes into a read-only folder anyway: the program runs as `nobody`.
  static let asNobody = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]

  @Test(
    "changes that cannot go beside the book are rescued in $HOME, not the password file's home",
    .enabled(if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
             "needs root to become nobody"))
  func rescuedInHome() async throws {
    let folder = try TestBook.folder()
    let home = try TemporaryDirectory()
    #expect(chmod(folder.path, 0o555) == 0 && chmod(folder.path(of: TestBook.file), 0o644) == 0)
    defer { chmod(folder.path, 0o755) }
    #expect(chown(home.path, 65_534, 65_534) == 0)
    let session = try TmuxSession(
      Self.asNobody + [try Product.path("refbook"), "--read-only", "--book", folder.path(of: TestBook.file)],
      columns: 250, in: folder, environment: ["HOME": home.path])
    try await session.waitForApp()
    session.sendKeys("d")
    try await session.waitFor("Deleted Émile Zola")
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 2)
    #expect(session.terminalIsRestored())
    let output = session.programOutput().joined()
    #expect(output.contains("refbook: cannot write a rescue file in \(folder.path): Permission denied"), "\(output)")
    let rescued = try #require(try home.entries().first { $0.hasPrefix("contacts.vcf.refbook-unsaved-") })
    #expect(output.contains("they are in \(home.path(of: rescued))"), "\(output)")
    #expect(Set(TestBook.formattedNames(in: try home.read(rescued))) == ["Grace Hopper", "Zoë Ångström", "王小明"])
    #expect(try folder.entries() == [TestBook.file])
  }
}
