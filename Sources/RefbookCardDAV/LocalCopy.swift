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
/// atomically, each with its content on the disk before it takes its name,
/// the names made durable by one ``flush()`` of the folder, as khard and
/// vdirsyncer read it, and by
/// compare-and-swap (``VersionedFile``), so that a version the app or
/// another program writes while the sync runs is never lost. Files whose
/// name starts with `.` or does not end in `.vcf` (refbook's lock, conflict
/// copies) are not cards.
struct LocalCopy {
  let folder: String
  /// The version of each card's file as this sync last read or wrote it:
  /// what a write expects to replace.
  private var versions: [String: FileFingerprint] = [:]
  /// Whether a file was written or removed since the last ``flush()``.
  private var unflushed = false

  init(folder: String) {
    self.folder = folder
  }

  /// Another program's version of a card, written since this sync read
  /// the file, which a write moved to a conflict copy beside it.
  struct Unexpected {
    /// The conflict copy.
    let copy: String
    let bytes: [UInt8]
  }

  /// The cards' files: name → bytes; none when the folder is not there yet.
  /// A file found in the version `known` with its content is not read: its
  /// content is that one.
  ///
  /// - Throws: ``CardDAVError/local(_:)`` when the folder cannot be read.
  /// - Complexity: A `stat` call per file, and O(*n*) in the size of the
  ///   files read.
  mutating func cards(
    known: [String: (version: FileFingerprint, content: [UInt8])] = [:]
  ) throws(CardDAVError) -> [String: [UInt8]] {
    guard FileManager.default.fileExists(atPath: folder) else { return [:] }
    let names: [String]
    do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
      throw .local("cannot read the folder \(folder)")
    }
    var cards: [String: [UInt8]] = [:]
    for name in names where name.hasSuffix(".vcf") && !name.hasPrefix(".") {
      do throws(StoreError) {
        if let known = known[name], try VersionedFile.version(of: path(of: name)) == known.version {
          cards[name] = known.content
          versions[name] = known.version
        } else if let file = try VersionedFile.read(path(of: name)) {
          cards[name] = file.bytes
          versions[name] = file.version
        }  // else removed since the listing
      } catch {
        throw .local(error.description)
      }
    }
    return cards
  }

  /// The version of the file `name` this sync last read or wrote, when it
  /// was modified before `moment` (a file's version, taken before any file
  /// here was read): a later change to the file then shows in its version.
  /// `nil` for a version modified since, or none.
  func settledVersion(of name: String, before moment: FileFingerprint?) -> FileFingerprint? {
    guard let moment, let version = versions[name], version.modified(before: moment) else { return nil }
    return version
  }

  func path(of name: String) -> String { folder + "/" + name }

  /// Replaces (or makes) the file `name` with `bytes`, by compare-and-swap
  /// against the version this sync last read or wrote (or no file).
  ///
  /// - Returns: The version another program wrote there meanwhile, which
  ///   `bytes` replaced, now in a conflict copy; `nil` when none did.
  mutating func write(_ bytes: [UInt8], to name: String) throws(CardDAVError) -> Unexpected? {
    do throws(StoreError) {
      unflushed = true
      let swap = try VersionedFile.write(bytes, to: path(of: name), expecting: versions[name], flushingFolder: false)
      versions[name] = swap.written
      guard let copy = swap.unexpected else { return nil }
      guard let other = try VersionedFile.read(copy) else { throw StoreError.unreadable(path: copy, reason: "gone") }
      return Unexpected(copy: copy, bytes: other.bytes)
    } catch {
      throw .local(error.description)
    }
  }

  /// Makes the files written and removed since the last flush durable (one
  /// `fsync` of the folder): until then a crash may leave each card's
  /// previous version (whole) in its place, or its file not yet removed.
  ///
  /// - Throws: ``CardDAVError/local(_:)``.
  mutating func flush() throws(CardDAVError) {
    guard unflushed else { return }
    do { try DurableFile.flushFolder(folder) } catch { throw .local(error.description) }
    unflushed = false
  }

  /// Removes the conflict copy of `unexpected`, once its version is merged into the card.
  func discard(_ unexpected: Unexpected) {
    unlink(unexpected.copy)
  }

  mutating func remove(_ name: String) throws(CardDAVError) {
    unflushed = true
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
