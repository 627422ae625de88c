import Foundation
@testable import RefbookCardDAV
import RefbookStore
import Testing

/// A sync does not read a card's file found in the version that held the
/// content agreed on, unless that version could hide a change: a file
/// modified in the same clock tick as the state was written (or later) is
/// read again (git's "racy" rule).
@Suite struct SettledVersionTests {
  /// A folder of its own holding `files` (name, text, modification time),
  /// removed by ``remove()``.
  private struct Folder {
    let path = NSTemporaryDirectory() + "refbook-settled-\(getpid())-\(UUID().uuidString)"

    init(_ files: [(String, String, timespec)]) throws {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      for (name, text, time) in files { try write(text, to: name, modified: time) }
    }

    /// Writes `text` into `name` in place (same inode), modified at `time`.
    func write(_ text: String, to name: String, modified time: timespec) throws {
      let file = path + "/" + name
      if !FileManager.default.fileExists(atPath: file) { #expect(FileManager.default.createFile(atPath: file, contents: nil)) }
      let handle = try #require(FileHandle(forWritingAtPath: file))
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: Data(text.utf8))
      try handle.close()
      var times = [time, time]
      #expect(utimensat(AT_FDCWD, file, &times, 0) == 0)
    }

    func version(of name: String) throws -> FileFingerprint { try #require(try VersionedFile.version(of: path + "/" + name)) }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
  }

  private static let tick = timespec(tv_sec: 1_733_467_200, tv_nsec: 4_000_000)

  @Test func aFileFoundInItsKnownVersionIsNotRead() throws {
    let folder = try Folder([("a.vcf", "on disk", Self.tick), ("b.vcf", "on disk", Self.tick)])
    defer { folder.remove() }
    var local = LocalCopy(folder: folder.path)
    let known = [
      "a.vcf": (version: try folder.version(of: "a.vcf"), content: Array("known".utf8)),
      "b.vcf": (version: try folder.version(of: "a.vcf"), content: Array("known".utf8)),  // another file's version
    ]
    #expect(try local.cards(known: known) == ["a.vcf": Array("known".utf8), "b.vcf": Array("on disk".utf8)])
  }

  @Test func aFileChangedInTheStatesTickIsStillRead() throws {
    let folder = try Folder([("a.vcf", "first", Self.tick), ("state", "state", Self.tick)])
    defer { folder.remove() }
    var local = LocalCopy(folder: folder.path)
    #expect(try local.cards() == ["a.vcf": Array("first".utf8)])
    #expect(local.settledVersion(of: "a.vcf", before: try folder.version(of: "state")) == nil, "modified in the state's tick")

    // Changed in the same tick, the same size, in place: its version is the same.
    let read = try folder.version(of: "a.vcf")
    try folder.write("other", to: "a.vcf", modified: Self.tick)
    #expect(try folder.version(of: "a.vcf") == read)
    var next = LocalCopy(folder: folder.path)
    #expect(try next.cards(known: [:]) == ["a.vcf": Array("other".utf8)], "no version was kept for it: it is read")
  }

  @Test func aFileModifiedBeforeTheStateKeepsItsVersion() throws {
    let later = timespec(tv_sec: Self.tick.tv_sec, tv_nsec: Self.tick.tv_nsec + 1)
    let folder = try Folder([("a.vcf", "first", Self.tick), ("state", "state", later)])
    defer { folder.remove() }
    var local = LocalCopy(folder: folder.path)
    _ = try local.cards()
    #expect(local.settledVersion(of: "a.vcf", before: try folder.version(of: "state")) == (try folder.version(of: "a.vcf")))
    #expect(local.settledVersion(of: "a.vcf", before: nil) == nil, "no state: nothing to tell by")
    #expect(local.settledVersion(of: "b.vcf", before: try folder.version(of: "state")) == nil, "never read")
  }
}

@Suite struct FileFingerprintTextTests {
  @Test func readsBackItsTextAndNothingElse() throws {
    let path = NSTemporaryDirectory() + "refbook-fingerprint-\(getpid())"
    #expect(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)))
    defer { unlink(path) }
    let version = try #require(try VersionedFile.version(of: path))
    #expect(FileFingerprint(text: version.text) == version)
    for text in ["", "1:2:3:4", "1:2:3:4:5:6", "1:2:3:-4:5", "1::3:4:5", "1:2:3:4:99999999999999999999", "1:2:3:4:5 "] {
      #expect(FileFingerprint(text: text) == nil, "\(text)")
    }
  }
}
