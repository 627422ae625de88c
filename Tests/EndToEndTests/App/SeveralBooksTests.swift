import Foundation
import RefbookTestSupport
import Testing

/// `--book` given twice: a vdir and a file opened together, each contact
/// shown with its book, moved between them with `M`, and the commands that
/// read going over both.
@Suite("refbook: several books at once")
struct SeveralBooksTests {
  func makeBooks() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory("e2e")
    try TestBook.vdir("personal", in: folder, [("ann", "Ann Archer")], emails: true)
    try folder.write(TestBook.card("wes", "Wes Worker", email: "wes@example.org"), to: "work.vcf")
    return folder
  }

  @Test("M moves a contact from a vdir to a book file; the header names both books")
  func move() async throws {
    let folder = try makeBooks()
    let session = try TmuxSession(
      [try Product.path("refbook"), "--book", folder.path(of: "personal"), "--book", folder.path(of: "work.vcf")],
      columns: 120, rows: 30, in: folder)
    let screen = try await session.waitForApp()
    #expect(screen.header.contains("personal + work"), "\(screen.header)")
    #expect(screen.rows.contains { $0.contains("Ann Archer") && $0.contains("personal│") }, "\(screen.rows)")
    session.sendKeys("M")
    try await session.waitFor("to which book?")
    session.sendKeys("2")
    let moved = try await session.waitForScreen("the move") { $0.status.hasPrefix("Moved Ann Archer to work") }
    #expect(moved.rows.contains { $0.contains("Ann Archer") && $0.contains("work    │") }, "\(moved.rows)")
    try await session.waitForScreen("saved") { $0.header.hasSuffix("saved") }
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
    #expect(try folder.read("work.vcf").contains("FN:Ann Archer"))
    #expect(!FileManager.default.fileExists(atPath: folder.path(of: "personal/ann.vcf")))
  }

  @Test("a crash with two books open, before saving: opening one of them alone restores its change and says so")
  func crashRestoredAlone() async throws {
    let folder = try makeBooks()
    let crashing = try TmuxSession(
      [try Product.path("refbook"), "--book", folder.path(of: "personal"), "--book", folder.path(of: "work.vcf")],
      columns: 120, rows: 30, in: folder, environment: ["REFBOOK_TEST_CRASH": "1"])
    try await crashing.waitForApp()
    crashing.sendKeys("d")
    _ = try await crashing.waitForExit()
    #expect(FileManager.default.fileExists(atPath: folder.path(of: "personal/ann.vcf")), "the crash came before the save")

    let alone = try TmuxSession(
      [try Product.path("refbook"), "--book", folder.path(of: "personal")], columns: 200, rows: 30, in: folder)
    let screen = try await alone.waitForScreen("the message") { $0.status.hasPrefix("Restored") }
    #expect(
      screen.status == "Restored what was not saved when refbook last stopped with personal + work open: delete Ann Archer",
      "\(screen.status)")
    alone.sendKeys("q")
    #expect(try await alone.waitForExit() == 0)
    #expect(!FileManager.default.fileExists(atPath: folder.path(of: "personal/ann.vcf")), "the delete saved")
  }

  @Test("list and query read every book given; a command that writes wants one")
  func commandLine() throws {
    let folder = try makeBooks()
    let books = ["--book", folder.path(of: "personal"), "--book", folder.path(of: "work.vcf")]
    let list = try Subprocess.run([try Product.path("refbook"), "list"] + books, capturesErrors: true)
    #expect(list.output == "Ann Archer\tann@example.org\t\nWes Worker\twes@example.org\t\n", "\(list.errors)")
    let query = try Subprocess.run([try Product.path("refbook"), "query", "wes"] + books, capturesErrors: true)
    #expect(query.output.contains("wes@example.org\tWes Worker"))
    let add = try Subprocess.run(
      [try Product.path("refbook"), "add-email"] + books, input: "From: X <x@example.org>\n", capturesErrors: true)
    #expect(add.status == 2)
    #expect(add.errors == "refbook: this command works on one book: give --book once\n")
  }

  @Test("the config file's books open together in the app, in its sort order")
  func configuredBooks() async throws {
    let folder = try makeBooks()
    try FileManager.default.createDirectory(atPath: folder.path(of: "config/refbook"), withIntermediateDirectories: true)
    try folder.write(
      "sort = \"family name\"\n[books.mine]\npath = \"\(folder.path(of: "personal"))/\"\n[books.job]\npath = \"\(folder.path(of: "work.vcf"))\"\n",
      to: "config/refbook/config.toml")
    let session = try TmuxSession(
      [try Product.path("refbook")], columns: 120, rows: 30, in: folder,
      environment: ["XDG_CONFIG_HOME": folder.path(of: "config")])
    let screen = try await session.waitForApp()
    #expect(screen.header.contains("sort: family name"), "\(screen.header)")
    #expect(screen.header.contains("mine + job"), "\(screen.header)")
    #expect(screen.rows.contains { $0.contains("Wes Worker") && $0.contains("job") }, "\(screen.rows)")
    session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
  }
}
