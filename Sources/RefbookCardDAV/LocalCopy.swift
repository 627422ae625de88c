#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import RefbookStore

/// The vdir a CardDAV book is kept in: one `.vcf` file per card, written
/// atomically and durably (``DurableFile``), as khard and vdirsyncer read it.
/// Files whose name starts with `.` or does not end in `.vcf` (refbook's
/// lock, conflict copies) are not cards.
struct LocalCopy {
  let folder: String

  /// The cards' files: name → bytes; none when the folder is not there yet.
  ///
  /// - Throws: ``CardDAVError/local(_:)`` when the folder cannot be read.
  /// - Complexity: O(*n*) in the size of the files.
  func cards() throws(CardDAVError) -> [String: [UInt8]] {
    guard FileManager.default.fileExists(atPath: folder) else { return [:] }
    let names: [String]
    do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
      throw .local("cannot read the folder \(folder)")
    }
    var cards: [String: [UInt8]] = [:]
    for name in names where name.hasSuffix(".vcf") && !name.hasPrefix(".") {
      guard let data = FileManager.default.contents(atPath: path(of: name)) else { throw .local("cannot read \(path(of: name))") }
      cards[name] = [UInt8](data)
    }
    return cards
  }

  func path(of name: String) -> String { folder + "/" + name }

  /// Replaces (or makes) the file `name` with `bytes`.
  func write(_ bytes: [UInt8], to name: String) throws(CardDAVError) {
    do { try DurableFile.write(bytes, to: path(of: name), keepingBackup: false) } catch { throw .local(error.description) }
  }

  func remove(_ name: String) throws(CardDAVError) {
    guard unlink(path(of: name)) == 0 || errno == ENOENT else { throw .local("cannot remove \(path(of: name))") }
  }

  /// Keeps `bytes` as a conflict copy beside the file `name` (see ``ConflictCopy``).
  func keepConflictCopy(_ bytes: [UInt8], of name: String) throws(CardDAVError) {
    do { _ = try ConflictCopy.write([bytes[...]], beside: path(of: name)) } catch { throw .local(error.description) }
  }

  /// A file name for the card at `href`: its last path segment without
  /// `.vcf`, made safe as a new contact's file name is (see
  /// ``ContactFileName``), avoiding the names `taken`.
  static func name(for href: String, avoiding taken: (String) -> Bool) -> String {
    var stem = href.split(separator: "/").last.map(String.init) ?? "card"
    if stem.hasSuffix(".vcf") { stem.removeLast(4) }
    return ContactFileName.name(for: stem, avoiding: taken)
  }
}
