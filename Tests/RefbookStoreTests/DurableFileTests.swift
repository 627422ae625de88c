import Foundation
import Testing

@testable import RefbookStore

@Suite struct DurableFileTests {
  @Test func newFileGetsMode0600AndItsFoldersAreCreated() throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let path = folder.file("a/b/contacts.vcf")
    try DurableFile.write(Array("hello".utf8), to: path, keepingBackup: true)
    #expect(folder.read("a/b/contacts.vcf") == "hello")
    var status = stat()
    stat(path, &status)
    #expect(status.st_mode & 0o777 == 0o600)
    #expect(folder.read("a/b/contacts.vcf~") == nil)
  }

  @Test func replacingKeepsOneBackupAndTheFileMode() throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let path = folder.file("contacts.vcf")
    folder.write("one", to: "contacts.vcf")
    chmod(path, 0o640)
    try DurableFile.write(Array("two".utf8), to: path, keepingBackup: true)
    try DurableFile.write(Array("three".utf8), to: path, keepingBackup: true)
    #expect(folder.read("contacts.vcf") == "three")
    #expect(folder.read("contacts.vcf~") == "two")
    var status = stat()
    stat(path, &status)
    #expect(status.st_mode & 0o777 == 0o640)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(leftovers == ["contacts.vcf", "contacts.vcf~"])
  }

  @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: true)
    folder.write("old", to: "real/book.vcf")
    symlink("real/book.vcf", folder.file("contacts.vcf"))
    let written = try DurableFile.write(Array("new".utf8), to: folder.file("contacts.vcf"), keepingBackup: true)
    #expect(written == folder.file("real/book.vcf"))
    #expect(folder.read("real/book.vcf") == "new")
    #expect(folder.read("real/book.vcf~") == "old")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("contacts.vcf")) == "real/book.vcf")
  }

  @Test func aDanglingLinkCreatesItsTarget() throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    symlink(folder.file("target.vcf"), folder.file("contacts.vcf"))
    try DurableFile.write(Array("x".utf8), to: folder.file("contacts.vcf"), keepingBackup: true)
    #expect(folder.read("target.vcf") == "x")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("contacts.vcf")) == folder.file("target.vcf"))
  }

  @Test func aLinkLoopIsAClearError() {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    symlink(folder.file("b"), folder.file("a"))
    symlink(folder.file("a"), folder.file("b"))
    #expect(throws: StoreError.cannotWrite(path: folder.file("a"), reason: SystemError(code: ELOOP).reason)) {
      try DurableFile.write([1], to: folder.file("a"), keepingBackup: true)
    }
  }
}
