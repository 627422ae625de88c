import Foundation
import RefbookTestSupport
import Testing

/// `$XDG_CONFIG_HOME/refbook/config.toml`: named books (`--book NAME`),
/// the default book, every book when none is the default; a bad file is an
/// error naming its line, before anything is read.
@Suite("the config file")
struct ConfigFileTests {
  /// A home with a vdir `personal`, a file `work.vcf` and `config` as the config file.
  func home(_ config: String) throws -> TemporaryDirectory {
    let home = try TemporaryDirectory("config")
    try TestBook.vdir("personal", in: home, [("ann", "Ann Archer")], emails: true)
    try FileManager.default.createDirectory(atPath: home.path(of: ".config/refbook"), withIntermediateDirectories: true)
    try home.write(TestBook.card("wes", "Wes Worker", email: "wes@example.org"), to: "work.vcf")
    try home.write(config, to: ".config/refbook/config.toml")
    return home
  }

  func refbook(_ arguments: [String], home: TemporaryDirectory, input: String? = nil) throws -> Subprocess.Outcome {
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = home.path
    environment["XDG_CONFIG_HOME"] = nil
    environment["REFBOOK_BOOK"] = nil
    return try Subprocess.run(
      [try Product.path("refbook")] + arguments, environment: environment, input: input, capturesErrors: true)
  }

  static let twoBooks = """
    [books.personal]
    path = "~/personal/"
    [books.work]
    path = "$HOME/work.vcf"
    """

  @Test("without --book and without a default, every book named is read; --book takes a name")
  func namedBooks() throws {
    let home = try home(Self.twoBooks)
    let all = try refbook(["list"], home: home)
    #expect(all.output == "Ann Archer\tann@example.org\t\nWes Worker\twes@example.org\t\n", "\(all.errors)")
    let work = try refbook(["list", "--book", "work"], home: home)
    #expect(work.output == "Wes Worker\twes@example.org\t\n", "\(work.errors)")
  }

  @Test("default_book is the book a command works on")
  func defaultBook() throws {
    let home = try home("default_book = \"personal\"\n" + Self.twoBooks)
    let list = try refbook(["list"], home: home)
    #expect(list.output == "Ann Archer\tann@example.org\t\n", "\(list.errors)")
    let added = try refbook(["add-email"], home: home, input: "From: Zed <zed@example.org>\n")
    #expect(added.status == 0, "\(added.errors)")
    let files = try FileManager.default.contentsOfDirectory(atPath: home.path(of: "personal")).filter { !$0.hasPrefix(".") }
    #expect(files.count == 2, "the new contact went into the default book")
    #expect(!(try home.read("work.vcf")).contains("zed@example.org"))
  }

  @Test("a bad config file is an error naming its line, and nothing is read")
  func badFile() throws {
    let home = try home(Self.twoBooks + "\n[books.home]\npath = 3\n")
    let list = try refbook(["list"], home: home)
    #expect(list.status == 2)
    #expect(list.output.isEmpty)
    #expect(list.errors.hasPrefix("refbook: \(home.path(of: ".config/refbook/config.toml")):6: "), "\(list.errors)")
    let unknown = try refbook(["list"], home: try self.home("colour = \"red\"\n"))
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains(":1: "), "\(unknown.errors)")
  }
}
