import Foundation
import RefbookTestSupport
import Testing

@testable import RefbookStore

@Suite struct DurableFileTests {
  @Test func newFileGetsMode0600AndItsFoldersAreCreated() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let path = folder.path(of: "a/b/contacts.vcf")
    try DurableFile.write(Array("hello".utf8), to: path, keepingBackup: true)
    #expect((try? folder.read("a/b/contacts.vcf")) == "hello")
    var status = stat()
    stat(path, &status)
    #expect(status.st_mode & 0o777 == 0o600)
    #expect((try? folder.read("a/b/contacts.vcf~")) == nil)
  }

  @Test func replacingKeepsOneBackupAndTheFileMode() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let path = folder.path(of: "contacts.vcf")
    try folder.write("one", to: "contacts.vcf")
    chmod(path, 0o640)
    try DurableFile.write(Array("two".utf8), to: path, keepingBackup: true)
    try DurableFile.write(Array("three".utf8), to: path, keepingBackup: true)
    #expect((try? folder.read("contacts.vcf")) == "three")
    #expect((try? folder.read("contacts.vcf~")) == "two")
    var status = stat()
    stat(path, &status)
    #expect(status.st_mode & 0o777 == 0o640)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(leftovers == ["contacts.vcf", "contacts.vcf~"])
  }

  /// A write without flushing (a cache's) is still whole and tidy; that it
  /// does not call `fsync` is not observable here.
  @Test func aWriteWithoutFlushingReplacesTheFileWholeAndLeavesNoTemporaryFile() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let path = folder.path(of: "cache/outlines")
    try DurableFile.write(Array("one".utf8), to: path, keepingBackup: false, flushing: false)
    try DurableFile.write(pieces: [Array("tw".utf8)[...], Array("o".utf8)[...]], to: path, keepingBackup: false, flushing: false)
    #expect((try? folder.read("cache/outlines")) == "two")
    var status = stat()
    stat(path, &status)
    #expect(status.st_mode & 0o777 == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path(of: "cache")) == ["outlines"])
  }

  @Test("a FIFO in the target's place, or linked there, is refused and stays; no temporary file is left")
  func aTargetThatIsNotARegularFileIsRefused() throws {
    let folder = try TemporaryDirectory("store")
    let fifo = folder.path(of: "pipe")
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(symlink(fifo, folder.path(of: "link")) == 0)
    let refused = StoreError.cannotWrite(path: fifo, reason: "it is a FIFO (named pipe), not a regular file")
    for path in [fifo, folder.path(of: "link")] {
      #expect(throws: refused) { try DurableFile.write(Array("x".utf8), to: path, keepingBackup: true) }
      #expect(throws: refused) { try DurableFile.swap([Array("x".utf8)[...]], into: path, expecting: nil, keepingBackup: false) }
    }
    var status = stat()
    #expect(lstat(fifo, &status) == 0 && FileKind(mode: status.st_mode) == .fifo)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link", "pipe"])
  }

  @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.path(of: "real"), withIntermediateDirectories: true)
    try folder.write("old", to: "real/book.vcf")
    symlink("real/book.vcf", folder.path(of: "contacts.vcf"))
    let written = try DurableFile.write(Array("new".utf8), to: folder.path(of: "contacts.vcf"), keepingBackup: true)
    #expect(written == folder.path(of: "real/book.vcf"))
    #expect((try? folder.read("real/book.vcf")) == "new")
    #expect((try? folder.read("real/book.vcf~")) == "old")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path(of: "contacts.vcf")) == "real/book.vcf")
  }

  @Test func aDanglingLinkCreatesItsTarget() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    symlink(folder.path(of: "target.vcf"), folder.path(of: "contacts.vcf"))
    try DurableFile.write(Array("x".utf8), to: folder.path(of: "contacts.vcf"), keepingBackup: true)
    #expect((try? folder.read("target.vcf")) == "x")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path(of: "contacts.vcf")) == folder.path(of: "target.vcf"))
  }

  @Test func aLinkLoopIsAClearError() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    symlink(folder.path(of: "b"), folder.path(of: "a"))
    symlink(folder.path(of: "a"), folder.path(of: "b"))
    #expect(throws: StoreError.cannotWrite(path: folder.path(of: "a"), reason: SystemError(code: ELOOP).reason)) {
      try DurableFile.write([1], to: folder.path(of: "a"), keepingBackup: true)
    }
  }
}

extension DurableFileTests {
  /// Pieces are written one after another, whether they continue one
  /// another in memory (joined into one write) or not, empty ones too,
  /// and more of them than one `writev` takes.
  @Test func piecesAreWrittenInOrderWhereverTheyLie() throws {
    let folder = try TemporaryDirectory("store")
    defer { folder.remove() }
    let file = Array((0..<20_000).map { UInt8(truncatingIfNeeded: $0 % 251) })
    var pieces: [ArraySlice<UInt8>] = []
    var offset = 0
    for index in 0..<3_000 {
      let count = index % 7
      pieces.append(file[offset..<offset + count])
      offset += count
      if index.isMultiple(of: 5) { pieces.append(Array("new \(index)\n".utf8)[...]) }
      if index.isMultiple(of: 11) { offset += 1 }  // a byte left out: the next piece does not continue this one
    }
    let path = folder.path(of: "contacts.vcf")
    try DurableFile.write(pieces: pieces, to: path, keepingBackup: false)
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == Array(pieces.joined()))
  }
}
