import Foundation
import Testing

/// Output to a terminal is sanitized, so that a hostile contact can neither
/// retitle the window nor reorder the text; to a file or a pipe it is exact.
@Suite("output to a terminal")
struct TerminalOutputTests {
  /// A name with an OSC title sequence and a right-to-left override.
  static let hostile = "BEGIN:VCARD\nVERSION:4.0\nUID:h\nFN:Evil\u{1B}]2;pwned\u{07} \u{202E}dlrow\nEMAIL:evil@example.org\nEND:VCARD\n"

  /// Runs refbook on a pseudo-terminal (Python's `pty.spawn`), exiting as it does.
  static let onTerminal = ["/usr/bin/env", "python3", "-c", "import pty, sys; sys.exit(pty.spawn(sys.argv[1:]) >> 8)"]

  static func book() throws -> TemporaryBook {
    let book = try TemporaryBook()
    #expect(try book.refbook("import", book.write(hostile, to: "in.vcf")).status == 0)
    return book
  }

  @Test("export and query to a terminal: no escape, no bidi override; tabs and lines kept", arguments: [
    ["export"], ["export", "--format", "vcard3"], ["query", "evil"], ["list"],
  ])
  func sanitized(command: [String]) throws {
    let book = try Self.book()
    let result = try RefbookProcess.run(
      [command[0], "--book", book.book.path] + command.dropFirst(), home: book.folder, launcher: Self.onTerminal)
    #expect(result.status == 0)
    #expect(result.stdout.contains("Evil"))
    #expect(!result.stdout.unicodeScalars.contains("\u{1B}"))
    #expect(!result.stdout.unicodeScalars.contains("\u{07}"))
    #expect(!result.stdout.unicodeScalars.contains("\u{202E}"))
    if command[0] == "query" { #expect(result.stdout.contains("evil@example.org\tEvil")) }
  }

  @Test("export to a pipe or a file is exact")
  func exact() throws {
    let book = try Self.book()
    let piped = try book.refbook("export")
    #expect(piped.stdout.contains("FN:Evil\u{1B}]2\\;pwned\u{07} \u{202E}dlrow\r\n"))
    let file = book.folder.appendingPathComponent("out.vcf")
    #expect(try book.refbook("export", "--output", file.path).status == 0)
    #expect(try String(contentsOf: file, encoding: .utf8) == piped.stdout)
  }
}
