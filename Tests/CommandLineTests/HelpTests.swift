import Foundation
import Testing

@Suite("help and usage errors")
struct HelpTests {
  @Test("--help works for every subcommand", arguments: ["import", "export", "list", "query", "add-email"])
  func help(subcommand: String) throws {
    let book = try TemporaryBook()
    let result = try RefbookProcess.run([subcommand, "--help"], home: book.folder)
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: refbook \(subcommand)"))
    #expect(result.stdout.contains("--book <path>"))
  }

  @Test(
    "usage errors exit 2",
    arguments: [["list", "--bogus"], ["query"], ["import"], ["export", "--format", "pdf"], ["import", "--format", "x", "f"]])
  func usage(arguments: [String]) throws {
    let book = try TemporaryBook()
    let result = try RefbookProcess.run(arguments, home: book.folder)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("refbook: "), "the README promises `refbook: message`")
    #expect(!result.stderr.contains("Error:"))
    #expect(result.stderr.contains("Usage: refbook"))
  }

  @Test("--version prints the release")
  func version() throws {
    let book = try TemporaryBook()
    let result = try RefbookProcess.run(["--version"], home: book.folder)
    #expect(result.status == 0)
    #expect(result.stdout == "refbook 0.1.0\n")
  }

  @Test("refbook --help shows the subcommands and the options of the default one", arguments: ["--help", "-h", "help"])
  func rootHelp(flag: String) throws {
    let book = try TemporaryBook()
    let result = try RefbookProcess.run([flag], home: book.folder)
    #expect(result.status == 0)
    for expected in ["SUBCOMMANDS:", "import", "--version", "refbook [open] [--book <path> ...] [--demo] [--read-only]",
                     "--book <path>", "--demo", "--read-only"] {
      #expect(result.stdout.contains(expected), "\(expected)")
    }
  }

  @Test("an empty --book is a usage error, not the default book", arguments: ["list", "open", "import"])
  func emptyBook(subcommand: String) throws {
    let book = try TemporaryBook()
    let result = try RefbookProcess.run([subcommand, "--book", "", "file.vcf"].prefix(subcommand == "import" ? 4 : 3).map { $0 }, home: book.folder)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("refbook: --book needs a path"))
    #expect(!FileManager.default.fileExists(atPath: book.folder.appendingPathComponent(".local").path))
  }
}
