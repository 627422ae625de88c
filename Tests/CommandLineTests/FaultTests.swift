import Foundation
import Testing

/// The commands under faults and on hostile paths: the lock file, a book
/// that is not a file, a file size limit, leftovers of a killed save, root
/// on another user's book, a crash.
@Suite("refbook commands: faults")
struct FaultTests {
  static func card(_ number: Int) -> String {
    "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:u\(number)\r\nFN:Person \(number)\r\nEMAIL:p\(number)@example.com\r\nEND:VCARD\r\n"
  }

  /// The folder's entries, sorted.
  static func entries(_ book: TemporaryBook) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: book.folder.path).sorted()
  }

  @Test("no command leaves the lock file behind: reading ones never make it, writing ones remove it")
  func noLockFileLeft() throws {
    let book = try TemporaryBook()
    let input = try book.write(Self.card(1), to: "in.vcf")
    #expect(try book.refbook("import", input).status == 0)
    #expect(try Self.entries(book) == ["contacts.vcf", "contacts.vcf.history", "in.vcf"], "the book and its undo journal")
    #expect(try book.refbook("import", input).status == 0, "an import that changes nothing")
    #expect(try book.refbook("add-email", stdin: "From: New <new@example.com>\n\n").status == 0)
    for arguments in [["list"], ["list", "--json"], ["query", "person"], ["export"], ["export", "--format", "csv"]] {
      let result = try RefbookProcess.run(
        [arguments[0], "--book", book.book.path] + arguments.dropFirst(), home: book.folder)
      #expect(result.status == 0, "\(arguments)")
    }
    // (The home's cache holds the cards the export copies next time.)
    #expect(try Self.entries(book) == [".cache", "contacts.vcf", "contacts.vcf.history", "contacts.vcf~", "in.vcf"])
  }

  @Test("an import that creates nothing leaves nothing: no book, no lock")
  func importCreatingNothing() throws {
    let book = try TemporaryBook()
    let input = try book.write("First Name,Last Name,E-mail Address\r\n", to: "header-only.csv")
    _ = try book.refbook("import", input)
    #expect(try Self.entries(book) == ["header-only.csv"])
  }

  @Test("a FIFO or a device as the book is refused by every command, named, and nothing is made beside it",
        arguments: ["fifo", "/dev/null", "/dev/zero"])
  func notAFile(kind: String) throws {
    let book = try TemporaryBook()
    let input = try book.write(Self.card(1), to: "in.vcf")
    let path = kind == "fifo" ? book.folder.appendingPathComponent("pipe.vcf").path : kind
    if kind == "fifo" { #expect(mkfifo(path, 0o600) == 0) }
    let what = kind == "fifo" ? "a FIFO (named pipe)" : "a character device"
    let runs: [(arguments: [String], stdin: String)] = [
      (["list"], ""), (["query", "x"], ""), (["export"], ""), (["import", input], ""),
      (["add-email"], "From: new@example.com\n\n"), ([], ""),
    ]
    for run in runs {
      let arguments = (run.arguments.first.map { [$0] } ?? []) + ["--book", path] + run.arguments.dropFirst()
      let result = try RefbookProcess.run(arguments, stdin: run.stdin, home: book.folder)
      #expect(result.status == 2, "\(arguments)")
      #expect(
        result.stderr == "refbook: cannot read \(path): it is \(what), not a regular file; a book must be a regular file\n",
        "\(arguments)")
    }
    #expect(!FileManager.default.fileExists(atPath: path + ".lock"))
    #expect(try Self.entries(book) == (kind == "fifo" ? ["in.vcf", "pipe.vcf"] : ["in.vcf"]))
  }

  @Test("a FIFO or a device as the config file is refused by every command at once, named, never read",
        arguments: ["fifo", "/dev/zero"])
  func configNotAFile(kind: String) throws {
    let book = try TemporaryBook()
    try book.write(Self.card(1), to: "contacts.vcf")
    try FileManager.default.createDirectory(at: book.folder.appendingPathComponent("refbook"), withIntermediateDirectories: true)
    let config = book.folder.appendingPathComponent("refbook/config.toml").path
    if kind == "fifo" { #expect(mkfifo(config, 0o600) == 0) } else { #expect(symlink(kind, config) == 0) }
    let what = kind == "fifo" ? "a FIFO (named pipe)" : "a character device"
    for arguments in [["list", "--book", book.book.path], ["export", "--book", book.book.path], ["config"]] {
      let result = try RefbookProcess.run(
        arguments, home: book.folder, environment: ["XDG_CONFIG_HOME": book.folder.path],
        launcher: RefbookProcess.killed(after: 20))
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr == "refbook: \(config): cannot read the config file: it is \(what), not a regular file\n", "\(arguments)")
    }
  }

  @Test("a FIFO, a device or a file larger than a book imported, alone or in a vdir, is refused at once, named, and nothing is imported",
        arguments: ["fifo", "/dev/zero", "vdir", "huge"])
  func importNotAFile(kind: String) throws {
    let book = try TemporaryBook()
    try book.write(Self.card(1), to: "contacts.vcf")
    let before = book.bookBytes()
    var path = book.folder.appendingPathComponent(kind == "vdir" ? "vdir/b.vcf" : "in.vcf").path
    var (argument, reason) = (path, "it is a FIFO (named pipe), not a regular file")
    switch kind {
    case "/dev/zero": (path, argument, reason) = (kind, kind, "it is a character device, not a regular file")
    case "huge":
      // Sparse: it takes no room on the disk.
      try book.write("", to: "in.vcf")
      #expect(truncate(path, 1 << 30 + 1) == 0)
      reason = "it holds more than 1 GiB, the most refbook reads of such a file"
    case "vdir":
      try FileManager.default.createDirectory(at: book.folder.appendingPathComponent("vdir"), withIntermediateDirectories: true)
      try book.write(Self.card(2), to: "vdir/a.vcf")
      argument = book.folder.appendingPathComponent("vdir").path
      #expect(mkfifo(path, 0o600) == 0)
    default: #expect(mkfifo(path, 0o600) == 0)
    }
    let result = try book.refbook("import", argument, launcher: RefbookProcess.killed(after: 20))
    #expect(result.status == 2)
    #expect(result.stderr == "refbook: \(path): \(reason)\n")
    #expect(book.bookBytes() == before)
  }

  @Test("an export onto a FIFO is refused at once, named, and the FIFO stays", arguments: ["vcard", "csv"])
  func exportOntoAFIFO(format: String) throws {
    let book = try TemporaryBook()
    try book.write(Self.card(1), to: "contacts.vcf")
    let fifo = book.folder.appendingPathComponent("out.vcf").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let result = try book.refbook("export", "--format", format, "--output", fifo, launcher: RefbookProcess.killed(after: 20))
    #expect(result.status == 2)
    #expect(result.stderr == "refbook: cannot write \(fifo): it is a FIFO (named pipe), not a regular file\n")
    var status = stat()
    #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test("an editor that leaves a FIFO in its file's place: a clear error at once, the lock released, nothing saved")
  func editorLeavesAFIFO() throws {
    let book = try TemporaryBook()
    try book.write(Self.card(1), to: "contacts.vcf")
    let before = book.bookBytes()
    let editor = try book.write("#!/bin/sh\nrm \"$1\" && mkfifo \"$1\"\n", to: "editor.sh")
    chmod(editor, 0o755)
    let result = try RefbookProcess.run(
      ["edit", "--book", book.book.path, "person"], home: book.folder,
      environment: ["EDITOR": editor, "VISUAL": "", "TMPDIR": book.folder.path], launcher: RefbookProcess.killed(after: 20))
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("refbook: cannot read \(book.folder.path)/refbook-edit-"))
    #expect(result.stderr.hasSuffix(".vcf back: it is a FIFO (named pipe), not a regular file; nothing was saved\n"), "\(result.stderr)")
    #expect(book.bookBytes() == before)
    #expect(!FileManager.default.fileExists(atPath: book.book.path + ".lock"))
  }

  @Test("under a file size limit a save fails with a clear error (not SIGXFSZ), the book and folder as they were",
        arguments: ["import", "add-email"])
  func fileSizeLimit(command: String) throws {
    let book = try TemporaryBook()
    let many = (1...40).map(Self.card).joined()
    try book.write(command == "import" ? Self.card(0) : many, to: "contacts.vcf")
    let before = book.bookBytes()
    let input = try book.write(many, to: "in.vcf")
    let arguments = command == "import" ? [input] : []
    // The limit holds for the runner's .stderr file too: room for the message.
    // SIGXFSZ as a shell leaves it (the test runner may ignore it, and
    // children inherit that).
    let result = try RefbookProcess.run(
      [command, "--book", book.book.path] + arguments, stdin: "From: new@example.com\n\n", home: book.folder,
      launcher: ["/usr/bin/env", "--default-signal=XFSZ", "/usr/bin/prlimit", "--fsize=1000"])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(
      result.stderr == "refbook: cannot save \(book.book.path): File too large (the file size limit was reached); "
        + "the file on disk was not changed\n")
    #expect(book.bookBytes() == before)
    #expect(try Self.entries(book) == ["contacts.vcf", "in.vcf"], "no temporary file, no lock")
  }

  @Test("output past a file size limit ends the command with status 2 and a message, not a trap")
  func outputPastFileSizeLimit() throws {
    let book = try TemporaryBook()
    #expect(try book.refbook("import", try book.write((1...40).map(Self.card).joined(), to: "in.vcf")).status == 0)
    let result = try RefbookProcess.run(
      ["export", "--book", book.book.path], home: book.folder,
      launcher: ["/usr/bin/env", "--default-signal=XFSZ", "/usr/bin/prlimit", "--fsize=1000"])
    #expect(result.status == 2)
    #expect(result.stderr == "refbook: cannot write the output: \(String(cString: strerror(EFBIG)))\n")
    #expect(result.stdout.utf8.count == 1000)
  }

  @Test("temporary files of a save killed with kill -9 are removed when the book is next opened for writing")
  func abandonedTemporaryFiles() throws {
    let book = try TemporaryBook()
    try book.write(Self.card(0), to: "contacts.vcf")
    // A process that ran and is gone: its pid is free.
    let dead = Process()
    dead.executableURL = URL(fileURLWithPath: "/bin/true")
    try dead.run()
    dead.waitUntilExit()
    let abandoned = ".contacts.vcf.\(dead.processIdentifier)-k3x9"
    let running = ".contacts.vcf.\(getpid())-a1b2"
    try book.write(String(repeating: "BEGIN:VCARD\r\n", count: 1000), to: abandoned)
    try book.write("", to: running)
    #expect(try book.refbook("list").status == 0)
    #expect(try Self.entries(book).contains(abandoned), "a reader leaves them")
    #expect(try book.refbook("import", try book.write(Self.card(1), to: "in.vcf")).status == 0)
    #expect(try Self.entries(book) == [running, "contacts.vcf", "contacts.vcf.history", "contacts.vcf~", "in.vcf"])
  }

  @Test("root importing into another user's book keeps its owner, group and mode, and leaves no lock",
        .enabled(if: geteuid() == 0, "only root can give files away"))
  func foreignOwner() throws {
    let book = try TemporaryBook()
    try book.write(Self.card(0), to: "contacts.vcf")
    #expect(chown(book.folder.path, 65_534, 65_533) == 0)
    #expect(chown(book.book.path, 65_534, 65_533) == 0 && chmod(book.book.path, 0o640) == 0)
    #expect(try book.refbook("import", try book.write(Self.card(1), to: "in.vcf")).status == 0)
    var status = stat()
    #expect(stat(book.book.path, &status) == 0)
    #expect([status.st_uid, status.st_gid] == [65_534, 65_533])
    #expect(status.st_mode & 0o777 == 0o640)
    #expect(String(decoding: book.bookBytes(), as: UTF8.self).contains("FN:Person 1"))
    #expect(try Self.entries(book) == ["contacts.vcf", "contacts.vcf.history", "contacts.vcf~", "in.vcf"])
    #expect(stat(book.book.path + ".history", &status) == 0)
    #expect([status.st_uid, status.st_gid] == [65_534, 65_533], "the undo journal is the book owner's too")
  }

  @Test("a crash writes its report to $XDG_STATE_HOME/refbook and one line naming it; exit 128 + signal")
  func crash() throws {
    let book = try TemporaryBook()
    let state = book.folder.appendingPathComponent("state").path
    let process = Process()
    process.executableURL = RefbookProcess.executable
    process.arguments = ["add-email", "--book", book.book.path]
    process.environment = ["HOME": book.folder.path, "XDG_STATE_HOME": state, "SWIFT_BACKTRACE": "enable=yes,interactive=yes"]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardError = errors
    try process.run()
    defer { try? input.fileHandleForWriting.close() }
    // Once it waits for the message on standard input, main has set up the handlers.
    while process.isRunning, !Self.isReadingStandardInput(process.processIdentifier) { usleep(1000) }
    kill(process.processIdentifier, SIGSEGV)
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 128 + SIGSEGV)
    let reports = try FileManager.default.contentsOfDirectory(atPath: state + "/refbook")
    let report = try #require(reports.first)
    #expect(reports.count == 1)
    #expect(stderr == "refbook: crashed with SIGSEGV (invalid memory access); the report is in \(state)/refbook/\(report)\n")
    let text = try String(contentsOfFile: state + "/refbook/" + report, encoding: .utf8)
    #expect(text.hasPrefix("refbook crashed: signal 11, SIGSEGV (invalid memory access)\nprocess \(process.processIdentifier), "))
    #expect(text.contains("sent by another process"))
    #expect(text.contains("Backtrace of the crashing thread"))
  }

  /// Whether process `pid` is blocked in `read(0, …)` (`/proc/PID/syscall`).
  static func isReadingStandardInput(_ pid: pid_t) -> Bool {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8) else { return false }
    return text.split(separator: " ").prefix(2) == ["0", "0x0"]
  }
}
