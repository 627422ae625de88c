#if canImport(Glibc)
import Glibc
#endif

/// One version of the book's file as read from disk.
struct BookFile: Sendable {
  var bytes: [UInt8]
  /// The file's identity when opened, before it was read.
  var fingerprint: FileFingerprint
  /// The version whose bytes these are, when the file had settled before
  /// it was read (see ``BookVersion/settled(_:readSince:)``): a kept copy
  /// of it may be trusted by the identity alone. `nil` for a file changed
  /// too recently to tell.
  var version: BookVersion?

  /// Reads the whole file at `path`, following symbolic links; `nil` when
  /// there is no file (a book not yet created). Anything but a regular file,
  /// and a file of more than ``BookStore/fileSizeLimit`` bytes, is refused
  /// without being read (see ``RegularFile``).
  ///
  /// - Complexity: O(*n*) in the size of the file.
  static func read(_ path: String) throws(SystemError) -> BookFile? {
    let moment = BookVersion.now
    return try RegularFile.contents(of: path, atMost: BookStore.fileSizeLimit).map { bytes, status, after in
      BookFile(
        bytes: bytes, fingerprint: FileFingerprint(status: status),
        version: BookVersion.settled(after, readSince: moment))
    }
  }

  /// How long a file must have been left alone before what it holds is
  /// taken as another program's finished version: one writing it in place
  /// (truncating it, then writing) leaves it empty or cut short for a
  /// moment, which read then would look like contacts deleted — in its
  /// place, or in the file a save swapped out while it was being written.
  static let settling = Duration.milliseconds(50)

  /// Reads the file at `path` as ``read(_:)`` does, once it has been left
  /// alone for ``settling``: a version younger than that is waited for and
  /// read again, and so is one that changed while it was read (at most a
  /// second in all, then the last version read).
  ///
  /// - Complexity: That of ``read(_:)``, once for a file written earlier.
  static func readSettled(_ path: String) throws(SystemError) -> BookFile? {
    var file = try read(path)
    for _ in 0..<20 {
      guard let read = file else { return nil }
      let age = WallClock.now - read.fingerprint.modified
      if age >= settling {
        var status = stat()
        guard stat(path, &status) == 0, !read.fingerprint.matches(status) else { return read }
      } else {
        let wait = settling - age
        usleep(useconds_t(wait.components.seconds * 1_000_000 + wait.components.attoseconds / 1_000_000_000_000))
      }
      file = try BookFile.read(path)
    }
    return file
  }
}
