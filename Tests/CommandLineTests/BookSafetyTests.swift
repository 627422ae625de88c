import Foundation
import RefbookStore
import Testing

/// A book that must not be written is left exactly as it was, with a
/// message that says why.
@Suite("a book refbook must not write")
struct BookSafetyTests {
  static let contact = "BEGIN:VCARD\nVERSION:4.0\nUID:n\nFN:New Person\nEMAIL:new@example.com\nEND:VCARD\n"

  @Test("an unparsable book is left byte for byte; the message names file and line")
  func unparsable() throws {
    let book = try TemporaryBook()
    let broken = "BEGIN:VCARD\nVERSION:4.0\nUID:a\nFN:Kept\nBEGIN:VCARD\nVERSION:4.0\nFN:Other\nEND:VCARD\n"
    try book.write(broken, to: "contacts.vcf")
    let before = book.bookBytes()
    for (command, stdin) in [("import", ""), ("add-email", "From: new@example.com\n\n")] {
      let arguments = command == "import" ? [try book.write(Self.contact, to: "in.vcf")] : []
      let result = try RefbookProcess.run(
        [command, "--book", book.book.path] + arguments, stdin: stdin, home: book.folder)
      #expect(result.status == 2)
      #expect(result.stderr.contains("refbook: \(book.book.path):5: card starting at line 1 skipped"))
      #expect(result.stderr.contains("will not save over it"))
    }
    #expect(book.bookBytes() == before)
    #expect(!FileManager.default.fileExists(atPath: book.book.path + "~"))
  }

  @Test("a book in use: import says by which process; reading commands still work")
  func inUse() throws {
    let book = try TemporaryBook()
    let file = try book.write(Self.contact, to: "in.vcf")
    #expect(try book.refbook("import", file).status == 0)
    let before = book.bookBytes()
    let lock = try BookLock.acquire(forBookAt: book.book.path)
    defer { lock.release() }
    let result = try book.refbook("import", try book.write(Self.contact.replacingOccurrences(of: "UID:n", with: "UID:m"), to: "b.vcf"))
    #expect(result.status == 2)
    #expect(result.stderr.contains("\(book.book.path) is in use by"))
    #expect(result.stderr.contains("process \(getpid())"))
    #expect(book.bookBytes() == before)
    #expect(try book.refbook("list").stdout == "New Person\tnew@example.com\t\n")
    #expect(try book.refbook("query", "new").status == 0)
    #expect(try book.refbook("export").stdout.contains("UID:n\r\n"))
  }

  /// Root writes into a read-only folder anyway; the child then runs as
  /// `nobody`, for whom the folder's mode holds.
  static let launcher: [String]? =
    getuid() != 0 ? [] : FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
      ? ["/usr/bin/setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"] : nil

  @Test(
    "a read-only folder: a clear error, the book unchanged",
    .enabled(if: launcher != nil, "running as root without setpriv: chmod cannot stop root's writes"))
  func readOnlyFolder() throws {
    let book = try TemporaryBook()
    let file = try book.write(Self.contact, to: "in.vcf")
    let original = "BEGIN:VCARD\nVERSION:4.0\nUID:a\nFN:Kept\nEND:VCARD\n"
    try book.write(original, to: "contacts.vcf")
    let lockFile = book.book.path + ".lock"
    try Data().write(to: URL(fileURLWithPath: lockFile))
    if getuid() == 0 {
      let nobody = try #require(getpwnam("nobody")).pointee
      for path in [book.folder.path, lockFile] { chown(path, nobody.pw_uid, nobody.pw_gid) }
      chmod(lockFile, 0o600)
    }
    chmod(book.folder.path, 0o555)
    defer { chmod(book.folder.path, 0o755) }
    let result = try RefbookProcess.run(
      ["import", "--book", book.book.path, file], home: book.folder, launcher: try #require(Self.launcher))
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("refbook: cannot save \(book.book.path): "))
    #expect(result.stderr.contains("the file on disk was not changed"))
    #expect(String(decoding: book.bookBytes(), as: UTF8.self) == original)
  }
}
