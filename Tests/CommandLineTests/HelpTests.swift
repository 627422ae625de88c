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
    #expect(result.stderr.contains("Usage: refbook"))
  }
}
