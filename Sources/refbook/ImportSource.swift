#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import RefbookStore

/// One file's bytes to import, and the name its problems are reported under.
///
/// A path given to `refbook import` (or the app's `i`) may name a file, a
/// folder of `.vcf` files — a vdir, as khard and vdirsyncer keep a book, one
/// card per file — or `-` for standard input. A file is read whole only when
/// it is a regular file of at most ``sizeLimit`` bytes (see ``RegularFile``):
/// a FIFO, a device or a socket is refused unread, saying what it is.
struct ImportSource: Equatable, Sendable {
  /// The most bytes of a file imported: as many as a book's file may hold
  /// (``BookStore/fileSizeLimit``, 1 GiB), since the book is to hold them.
  static let sizeLimit = BookStore.fileSizeLimit

  /// The path (for a vdir, the folder's path and the file's name), or `-`.
  var name: String
  var bytes: [UInt8]

  init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }

  /// Why a path gave nothing to import.
  struct Failure: Error, Equatable, CustomStringConvertible {
    var path: String
    /// Why, without the path (`No such file or directory`).
    var reason: String

    /// `path: reason`, as shell tools say it.
    var description: String { "\(path): \(reason)" }
  }

  /// The sources `path` names: standard input for `-` (read by
  /// `standardInput`), every `.vcf` file of a folder in name order (hidden
  /// files left out), else the file itself.
  ///
  /// - Throws: ``Failure`` when the path cannot be read, or a folder holds
  ///   no `.vcf` file.
  /// - Complexity: O(*n*) in the total size of the files read.
  static func sources(
    at path: String, standardInput: () -> [UInt8]
  ) throws(Failure) -> [ImportSource] {
    if path == "-" { return [ImportSource(name: "-", bytes: standardInput())] }
    var status = stat()
    guard stat(path, &status) == 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
    guard status.st_mode & S_IFMT == S_IFDIR else { return [try source(at: path, name: path)] }
    let names: [String]
    do { names = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
      throw Failure(path: path, reason: "cannot list the folder")
    }
    let cards = names.filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".vcf") }.sorted()
    guard !cards.isEmpty else { throw Failure(path: path, reason: "a folder with no .vcf file in it") }
    let folder = path.hasSuffix("/") ? path : path + "/"
    return try cards.map { name throws(Failure) in try source(at: folder + name, name: folder + name) }
  }

  private static func source(at path: String, name: String) throws(Failure) -> ImportSource {
    let bytes: [UInt8]?
    do { bytes = try RegularFile.read(path, atMost: sizeLimit) } catch {
      throw Failure(path: path, reason: error.reason)
    }
    guard let bytes else { throw Failure(path: path, reason: String(cString: strerror(ENOENT))) }
    return ImportSource(name: name, bytes: bytes)
  }
}
